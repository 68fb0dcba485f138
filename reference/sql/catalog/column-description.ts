// One row of INFORMATION_SCHEMA.COLUMNS: a column described as the real system describes it, the values SQL
// clients reflect tables from (docs/facts/information-schema.md §information-schema.1 to §information-schema.3).
import { lookupTable } from '../../json/keyed.ts';
import { runtimeTypeName, sqlTypeName } from '../types.ts';
import type { CatalogColumn, CatalogTable } from './catalog.ts';

const CATALOG = 'druid';

/** java.sql.Types codes by SQL type name; anything else is OTHER (1111), as COMPLEX<json> is. */
const JDBC_TYPES: Readonly<Record<string, number>> = lookupTable({
  VARCHAR: 12,
  CHAR: 1,
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
});

/** Calcite's "scale not known" (Integer.MIN_VALUE), which approximate numbers carry (§information-schema.2). */
const UNKNOWN_SCALE = -2147483648;

/** [precision, radix, scale] of the numeric types; null for the others. */
const NUMERIC: Readonly<Record<string, readonly [number, number, number]>> = lookupTable({
  BIGINT: [19, 10, 0],
  INTEGER: [10, 10, 0],
  DOUBLE: [15, 10, UNKNOWN_SCALE],
  FLOAT: [15, 10, UNKNOWN_SCALE],
  DECIMAL: [15, 10, 0],
});

/** The columns of INFORMATION_SCHEMA.COLUMNS that may be null: the type details only (§information-schema.1). */
const NULLABLE_COLUMNS_DETAILS = new Set([
  'CHARACTER_MAXIMUM_LENGTH',
  'CHARACTER_OCTET_LENGTH',
  'NUMERIC_PRECISION',
  'NUMERIC_PRECISION_RADIX',
  'NUMERIC_SCALE',
  'DATETIME_PRECISION',
  'CHARACTER_SET_NAME',
  'COLLATION_NAME',
]);

/** IS_NULLABLE: `__time` and the INFORMATION_SCHEMA tables' own identifying columns are declared NOT NULL. */
export function isNullable(table: CatalogTable, column: CatalogColumn): boolean {
  if (table.schema === 'druid') return column.name !== '__time';
  if (table.schema === 'INFORMATION_SCHEMA') {
    return table.name === 'COLUMNS' && NULLABLE_COLUMNS_DETAILS.has(column.name);
  }
  return true;
}

/** The row of INFORMATION_SCHEMA.COLUMNS for the column at `index` (0-based) of `table`. */
export function columnDescription(table: CatalogTable, column: CatalogColumn, index: number): unknown[] {
  const sqlType = sqlTypeName(column.type);
  // A complex column shows its complex type, COMPLEX<json> (Druid 27 live, 36 recorded: docs/facts/sql.md §sql.26).
  const dataType = sqlType === 'OTHER' && column.type.complex ? runtimeTypeName(column.type) : sqlType;
  const numeric = NUMERIC[sqlType];
  const character = sqlType === 'VARCHAR' || sqlType === 'CHAR';
  return [
    CATALOG,
    table.schema,
    table.name,
    column.name,
    index + 1,
    // The real system has no column defaults and says so with "", which clients read as "none" (§information-schema.1).
    '',
    isNullable(table, column) ? 'YES' : 'NO',
    dataType,
    null,
    null,
    numeric?.[0] ?? null,
    numeric?.[1] ?? null,
    numeric?.[2] ?? null,
    sqlType === 'TIMESTAMP' ? 3 : null,
    character ? 'UTF-16LE' : null,
    character ? 'UTF-16LE$en_US$primary' : null,
    JDBC_TYPES[sqlType] ?? JDBC_TYPES.OTHER,
  ];
}
