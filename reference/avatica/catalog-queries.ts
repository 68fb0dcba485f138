// The SQL behind the driver's DatabaseMetaData calls: each reads INFORMATION_SCHEMA and answers the columns JDBC names,
// in the order and with the types Druid answers them (§avatica.7). Patterns are LIKE patterns with `\` as escape.
import type { Pattern } from './requests.ts';
import type { ColumnFacts } from './signature.ts';

/**
 * A catalog call's SQL and what Druid 33 declares of its columns: NOT NULL except the listed ones (the `CAST(NULL AS
 * VARCHAR)` placeholders), and the 'NO' literals as CHAR(2) (§avatica.7).
 */
export interface CatalogQuery {
  readonly sql: string;
  readonly facts: ColumnFacts;
}

const catalogQuery = (sql: string, nullable: readonly string[] = []): CatalogQuery => ({
  sql,
  facts: (column) => ({
    nullable: nullable.includes(column.name) ? 1 : 0,
    ...(column.sqlType === 'CHAR' ? { precision: 2 } : {}),
  }),
});

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const like = (column: string, pattern: string): string => `${column} LIKE ${literal(pattern)} ESCAPE '\\'`;

function where(conditions: readonly (string | undefined)[]): string {
  const present = conditions.filter((condition): condition is string => condition !== undefined);
  return present.length === 0 ? '' : `WHERE ${present.join(' AND ')}`;
}

const equal = (column: string, value: string | null): string | undefined =>
  value === null ? undefined : `${column} = ${literal(value)}`;
const matching = (column: string, pattern: Pattern): string | undefined =>
  pattern === null ? undefined : like(column, pattern);

export const catalogsQuery = (): CatalogQuery =>
  catalogQuery(
    'SELECT DISTINCT CATALOG_NAME AS TABLE_CAT FROM INFORMATION_SCHEMA.SCHEMATA ORDER BY TABLE_CAT',
  );

export const schemasQuery = (catalog: string | null, schemaPattern: Pattern): CatalogQuery =>
  catalogQuery(
    [
      'SELECT SCHEMA_NAME AS TABLE_SCHEM, CATALOG_NAME AS TABLE_CATALOG FROM INFORMATION_SCHEMA.SCHEMATA',
      where([equal('SCHEMATA.CATALOG_NAME', catalog), matching('SCHEMATA.SCHEMA_NAME', schemaPattern)]),
      'ORDER BY TABLE_CATALOG, TABLE_SCHEM',
    ].join(' '),
  );

export const tableTypesQuery = (): CatalogQuery =>
  catalogQuery('SELECT DISTINCT TABLE_TYPE AS TABLE_TYPE FROM INFORMATION_SCHEMA.TABLES ORDER BY TABLE_TYPE');

const NULL_TEXT = (name: string): string => `CAST(NULL AS VARCHAR) AS ${name}`;
const TABLE_PLACEHOLDERS = [
  'REMARKS',
  'TYPE_CAT',
  'TYPE_SCHEM',
  'TYPE_NAME',
  'SELF_REFERENCING_COL_NAME',
  'REF_GENERATION',
];
const COLUMN_PLACEHOLDERS = ['SCOPE_CATALOG', 'SCOPE_SCHEMA', 'SCOPE_TABLE'];

export function tablesQuery(
  catalog: string | null,
  schemaPattern: Pattern,
  tablePattern: Pattern,
  types: readonly string[] | null,
): CatalogQuery {
  const typeCondition =
    types === null
      ? undefined
      : types.length === 0
        ? 'FALSE'
        : `TABLES.TABLE_TYPE IN (${types.map(literal).join(', ')})`;
  const sql = [
    'SELECT TABLE_CATALOG AS TABLE_CAT, TABLE_SCHEMA AS TABLE_SCHEM, TABLE_NAME AS TABLE_NAME, TABLE_TYPE AS TABLE_TYPE,',
    ['REMARKS', 'TYPE_CAT', 'TYPE_SCHEM', 'TYPE_NAME', 'SELF_REFERENCING_COL_NAME', 'REF_GENERATION']
      .map(NULL_TEXT)
      .join(', '),
    'FROM INFORMATION_SCHEMA.TABLES',
    where([
      equal('TABLES.TABLE_CATALOG', catalog),
      matching('TABLES.TABLE_SCHEMA', schemaPattern),
      matching('TABLES.TABLE_NAME', tablePattern),
      typeCondition,
    ]),
    'ORDER BY TABLE_TYPE, TABLE_CAT, TABLE_SCHEM, TABLE_NAME',
  ].join(' ');
  return catalogQuery(sql, TABLE_PLACEHOLDERS);
}

export function columnsQuery(
  catalog: string | null,
  schemaPattern: Pattern,
  tablePattern: Pattern,
  columnPattern: Pattern,
): CatalogQuery {
  const unknown = (name: string): string => `-1 AS ${name}`;
  const sql = [
    'SELECT TABLE_CATALOG AS TABLE_CAT, TABLE_SCHEMA AS TABLE_SCHEM, TABLE_NAME AS TABLE_NAME, COLUMN_NAME AS COLUMN_NAME,',
    'CAST(JDBC_TYPE AS INTEGER) AS DATA_TYPE, DATA_TYPE AS TYPE_NAME,',
    `${['COLUMN_SIZE', 'BUFFER_LENGTH', 'DECIMAL_DIGITS', 'NUM_PREC_RADIX'].map(unknown).join(', ')},`,
    "CASE IS_NULLABLE WHEN 'YES' THEN 1 ELSE 0 END AS NULLABLE, CAST(NULL AS VARCHAR) AS REMARKS,",
    'COLUMN_DEFAULT AS COLUMN_DEF,',
    `${['SQL_DATA_TYPE', 'SQL_DATETIME_SUB', 'CHAR_OCTET_LENGTH'].map(unknown).join(', ')},`,
    'CAST(ORDINAL_POSITION AS INTEGER) AS ORDINAL_POSITION, IS_NULLABLE AS IS_NULLABLE,',
    `${COLUMN_PLACEHOLDERS.map(NULL_TEXT).join(', ')},`,
    "-1 AS SOURCE_DATA_TYPE, 'NO' AS IS_AUTOINCREMENT, 'NO' AS IS_GENERATEDCOLUMN",
    'FROM INFORMATION_SCHEMA.COLUMNS',
    where([
      equal('COLUMNS.TABLE_CATALOG', catalog),
      matching('COLUMNS.TABLE_SCHEMA', schemaPattern),
      matching('COLUMNS.TABLE_NAME', tablePattern),
      matching('COLUMNS.COLUMN_NAME', columnPattern),
    ]),
    'ORDER BY TABLE_CAT, TABLE_SCHEM, TABLE_NAME, ORDINAL_POSITION',
  ].join(' ');
  return catalogQuery(sql, ['REMARKS', ...COLUMN_PLACEHOLDERS]);
}
