// The signature of a statement as Druid's Avatica server describes it: each column's JDBC type, Java class, precision
// and nullability, the parameters, the cursor style (§avatica.4).
import type { ResultColumn } from '../sql/engine-types.ts';
import { plainError } from './errors.ts';

/** Calcite's "scale not known" (Integer.MIN_VALUE). */
const NO_SCALE = -2147483648;

interface ScalarType {
  readonly id: number;
  readonly rep: 'NUMBER' | 'STRING' | 'BOOLEAN' | 'OBJECT';
  readonly className: string;
  readonly precision: number;
  readonly scale: number;
  /** Whether Druid 33 reports such a column NOT NULL when it reads a datasource column or an aggregate of one. */
  readonly nullable: 0 | 1;
}

/**
 * What Druid 33 answers per SQL type (live, §avatica.4). Precision follows the type, not the expression: Druid gives
 * a CHAR literal its length and a DECIMAL literal its digits, which the reference does not track (§avatica.12).
 */
const SCALARS: Readonly<Record<string, ScalarType>> = {
  BIGINT: { id: -5, rep: 'NUMBER', className: 'java.lang.Long', precision: 19, scale: 0, nullable: 1 },
  INTEGER: { id: 4, rep: 'NUMBER', className: 'java.lang.Integer', precision: 10, scale: 0, nullable: 0 },
  SMALLINT: { id: 5, rep: 'NUMBER', className: 'java.lang.Short', precision: 5, scale: 0, nullable: 0 },
  TINYINT: { id: -6, rep: 'NUMBER', className: 'java.lang.Byte', precision: 3, scale: 0, nullable: 0 },
  DOUBLE: {
    id: 8,
    rep: 'NUMBER',
    className: 'java.lang.Double',
    precision: 15,
    scale: NO_SCALE,
    nullable: 1,
  },
  FLOAT: { id: 6, rep: 'NUMBER', className: 'java.lang.Double', precision: 15, scale: NO_SCALE, nullable: 1 },
  REAL: { id: 7, rep: 'NUMBER', className: 'java.lang.Float', precision: 7, scale: NO_SCALE, nullable: 0 },
  DECIMAL: { id: 3, rep: 'NUMBER', className: 'java.math.BigDecimal', precision: 19, scale: 0, nullable: 0 },
  VARCHAR: {
    id: 12,
    rep: 'STRING',
    className: 'java.lang.String',
    precision: -1,
    scale: NO_SCALE,
    nullable: 1,
  },
  CHAR: { id: 1, rep: 'STRING', className: 'java.lang.String', precision: -1, scale: NO_SCALE, nullable: 0 },
  BOOLEAN: {
    id: 16,
    rep: 'BOOLEAN',
    className: 'java.lang.Boolean',
    precision: 1,
    scale: NO_SCALE,
    nullable: 0,
  },
  TIMESTAMP: {
    id: 93,
    rep: 'NUMBER',
    className: 'java.sql.Timestamp',
    precision: 3,
    scale: NO_SCALE,
    nullable: 0,
  },
  DATE: { id: 91, rep: 'NUMBER', className: 'java.sql.Date', precision: 0, scale: NO_SCALE, nullable: 0 },
  OTHER: {
    id: 1111,
    rep: 'OBJECT',
    className: 'java.lang.Object',
    precision: -1,
    scale: NO_SCALE,
    nullable: 1,
  },
};

/** The element type of an ARRAY column, from its runtime type (`ARRAY<LONG>`). */
const ELEMENTS: Readonly<Record<string, string>> = {
  'ARRAY<LONG>': 'BIGINT',
  'ARRAY<DOUBLE>': 'DOUBLE',
  'ARRAY<FLOAT>': 'FLOAT',
  'ARRAY<STRING>': 'VARCHAR',
};

function scalar(sqlType: string): ScalarType {
  const type = SCALARS[sqlType];
  // A bare NULL has no JDBC representation: Druid 33 refuses the statement (§avatica.4).
  if (type === undefined) throw plainError('ISE', `No rep for SQL type [${sqlType}]`);
  return type;
}

const scalarJson = (name: string, type: ScalarType) => ({ type: 'scalar', id: type.id, name, rep: type.rep });

function typeJson(column: ResultColumn): { json: Record<string, unknown>; type: ScalarType } {
  if (column.sqlType !== 'ARRAY')
    return { json: scalarJson(column.sqlType, scalar(column.sqlType)), type: scalar(column.sqlType) };
  const element = ELEMENTS[column.runtimeType ?? ''] ?? 'OTHER';
  return {
    json: {
      type: 'array',
      name: 'ARRAY',
      rep: 'ARRAY',
      component: scalarJson(element, scalar(element)),
      id: 2003,
    },
    type: {
      id: 2003,
      rep: 'OBJECT',
      className: 'java.sql.Array',
      precision: -1,
      scale: NO_SCALE,
      nullable: 1,
    },
  };
}

/** What the caller knows of a column beyond its type (catalog calls know their columns); undefined: by type. */
export type ColumnFacts = (
  column: ResultColumn,
) => { readonly nullable: 0 | 1; readonly precision?: number } | undefined;

/** One column's ColumnMetaData, field for field as Druid writes it. */
export function columnMetaData(
  column: ResultColumn,
  ordinal: number,
  facts: ColumnFacts = () => undefined,
): Record<string, unknown> {
  const { json, type } = typeJson(column);
  const known = facts(column);
  const precision = known?.precision ?? type.precision;
  return {
    ordinal,
    autoIncrement: false,
    caseSensitive: true,
    searchable: false,
    currency: false,
    nullable: known?.nullable ?? (column.name === '__time' ? 0 : type.nullable),
    signed: true,
    displaySize: precision,
    label: column.name,
    columnName: column.name,
    schemaName: null,
    precision,
    scale: type.scale,
    tableName: null,
    catalogName: null,
    type: json,
    readOnly: true,
    writable: false,
    definitelyWritable: false,
    columnClassName: type.className,
  };
}

/**
 * A parameter of a prepared statement. Druid infers each one's type from where it stands; the reference binds a
 * parameter's type from its value at execution, so it reports every one as OTHER (java.lang.Object) (§avatica.12).
 */
export const parameterMetaData = (index: number): Record<string, unknown> => ({
  signed: false,
  precision: -1,
  scale: NO_SCALE,
  parameterType: 1111,
  typeName: 'OTHER',
  className: 'java.lang.Object',
  name: `?${index}`,
});

/** A statement's signature: `ARRAY` cursors answer prepare, `LIST` ones execution (as Druid 33 answers). */
export function signature(
  columns: readonly ResultColumn[],
  sql: string,
  parameterCount: number,
  style: 'ARRAY' | 'LIST',
  facts?: ColumnFacts,
): Record<string, unknown> {
  return {
    columns: columns.map((column, ordinal) => columnMetaData(column, ordinal, facts)),
    sql,
    parameters: Array.from({ length: parameterCount }, (_, index) => parameterMetaData(index)),
    cursorFactory: { style, clazz: null, fieldNames: null },
    statementType: 'SELECT',
  };
}
