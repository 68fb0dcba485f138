// INFORMATION_SCHEMA: SCHEMATA, TABLES and COLUMNS describing every schema and table the catalog knows.
import { T } from '../types.ts';
import { type CatalogColumn, type CatalogTable, SCHEMAS } from './catalog.ts';
import { columnDescription } from './column-description.ts';
import { valuesSql } from './values.ts';

/** What INFORMATION_SCHEMA describes: every table of every schema, computed when a query reads it. */
export type TableLister = () => readonly CatalogTable[];

const varchar = (...names: string[]): CatalogColumn[] => names.map((name) => ({ name, type: T.varchar }));

const SCHEMATA = varchar(
  'CATALOG_NAME',
  'SCHEMA_NAME',
  'SCHEMA_OWNER',
  'DEFAULT_CHARACTER_SET_CATALOG',
  'DEFAULT_CHARACTER_SET_SCHEMA',
  'DEFAULT_CHARACTER_SET_NAME',
  'SQL_PATH',
);
const TABLES = varchar(
  'TABLE_CATALOG',
  'TABLE_SCHEMA',
  'TABLE_NAME',
  'TABLE_TYPE',
  'IS_JOINABLE',
  'IS_BROADCAST',
);
const COLUMNS: CatalogColumn[] = [
  ...varchar('TABLE_CATALOG', 'TABLE_SCHEMA', 'TABLE_NAME', 'COLUMN_NAME'),
  { name: 'ORDINAL_POSITION', type: T.bigint },
  ...varchar('COLUMN_DEFAULT', 'IS_NULLABLE', 'DATA_TYPE'),
  // Character lengths are VARCHAR in the real system, numeric details BIGINT (docs/facts/information-schema.md §information-schema.2).
  ...varchar('CHARACTER_MAXIMUM_LENGTH', 'CHARACTER_OCTET_LENGTH'),
  ...['NUMERIC_PRECISION', 'NUMERIC_PRECISION_RADIX', 'NUMERIC_SCALE', 'DATETIME_PRECISION'].map((name) => ({
    name,
    type: T.bigint,
  })),
  ...varchar('CHARACTER_SET_NAME', 'COLLATION_NAME'),
  { name: 'JDBC_TYPE', type: T.bigint },
];

const CATALOG = 'druid';

export function informationSchemaTables(listTables: TableLister): ReadonlyMap<string, CatalogTable> {
  const table = (name: string, columns: CatalogColumn[], rows: () => unknown[][]): CatalogTable => ({
    schema: 'INFORMATION_SCHEMA',
    name,
    columns,
    isDatasource: false,
    sourceSql: () => valuesSql(columns, rows()),
  });
  const own = [
    table('SCHEMATA', SCHEMATA, () => []),
    table('TABLES', TABLES, () => []),
    table('COLUMNS', COLUMNS, () => []),
  ];
  const all = (): CatalogTable[] => [...listTables(), ...own];
  const tables = [
    table('SCHEMATA', SCHEMATA, () =>
      SCHEMAS.map((schema) => [CATALOG, schema, null, null, null, null, null]),
    ),
    table('TABLES', TABLES, () =>
      all().map((entry) => [
        CATALOG,
        entry.schema,
        entry.name,
        entry.schema === 'druid' ? 'TABLE' : 'SYSTEM_TABLE',
        'NO',
        'NO',
      ]),
    ),
    table('COLUMNS', COLUMNS, () =>
      all().flatMap((entry) => entry.columns.map((column, index) => columnDescription(entry, column, index))),
    ),
  ];
  return new Map(tables.map((entry) => [entry.name, entry]));
}
