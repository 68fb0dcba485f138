// INFORMATION_SCHEMA: SCHEMATA, TABLES and COLUMNS describing every schema and table the catalog knows.
import { runtimeTypeName, sqlTypeName, T } from '../types.ts';
import { type CatalogColumn, type CatalogTable, SCHEMAS } from './catalog.ts';
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
  ...[
    'CHARACTER_MAXIMUM_LENGTH',
    'CHARACTER_OCTET_LENGTH',
    'NUMERIC_PRECISION',
    'NUMERIC_PRECISION_RADIX',
    'NUMERIC_SCALE',
    'DATETIME_PRECISION',
  ].map((name) => ({ name, type: T.bigint })),
  ...varchar('CHARACTER_SET_NAME', 'COLLATION_NAME'),
  { name: 'JDBC_TYPE', type: T.bigint },
];

const JDBC_TYPES: Readonly<Record<string, number>> = {
  VARCHAR: 12,
  BIGINT: -5,
  INTEGER: 4,
  DOUBLE: 8,
  FLOAT: 6,
  DECIMAL: 3,
  BOOLEAN: 16,
  TIMESTAMP: 93,
  DATE: 91,
  ARRAY: 2003,
  OTHER: 1111,
};

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
      all().flatMap((entry) =>
        entry.columns.map((column, index) => {
          const sqlType = sqlTypeName(column.type);
          // A complex column shows its complex type, COMPLEX<json> (Druid 27 live, 36 recorded: §sql.26).
          const dataType =
            sqlType === 'OTHER' && column.type.complex ? runtimeTypeName(column.type) : sqlType;
          const numeric = ['BIGINT', 'INTEGER', 'DOUBLE', 'FLOAT', 'DECIMAL'].includes(sqlType);
          return [
            CATALOG,
            entry.schema,
            entry.name,
            column.name,
            index + 1,
            null,
            // Every column but __time may hold nulls.
            column.name === '__time' && entry.schema === 'druid' ? 'NO' : 'YES',
            dataType,
            null,
            null,
            numeric ? (sqlType === 'BIGINT' ? 19 : sqlType === 'INTEGER' ? 10 : 15) : null,
            numeric ? 10 : null,
            numeric ? 0 : null,
            sqlType === 'TIMESTAMP' ? 3 : null,
            sqlType === 'VARCHAR' ? 'UTF-16LE' : null,
            sqlType === 'VARCHAR' ? 'UTF-16LE$en_US$primary' : null,
            JDBC_TYPES[sqlType] ?? 1111,
          ];
        }),
      ),
    ),
  ];
  return new Map(tables.map((entry) => [entry.name, entry]));
}
