// SQL types of the dialect, how they map to runtime (native) types and to DuckDB, and how they combine.
import { lookupTable } from '../json/keyed.ts';

export type SqlTypeName =
  | 'VARCHAR'
  | 'BIGINT'
  | 'INTEGER'
  | 'DOUBLE'
  | 'FLOAT'
  | 'DECIMAL'
  | 'BOOLEAN'
  | 'TIMESTAMP'
  | 'DATE'
  | 'ARRAY'
  | 'OTHER'
  | 'NULL'
  | 'INTERVAL';

export interface SqlType {
  readonly name: SqlTypeName;
  /** Element type of an ARRAY. */
  readonly element?: SqlType;
  /** Complex type name of an OTHER column (json, hyperUnique…), when known. */
  readonly complex?: string;
  /** A string literal: reported as CHAR, used as VARCHAR. */
  readonly char?: true;
  /** A CHAR's length in UTF-16 units: CHARs of one length meet as CHAR, of two lengths as VARCHAR (§sql-semantics.2). */
  readonly charLength?: number;
  /** CAST to REAL: a DOUBLE reported as REAL (docs/facts/sql.md §sql.62). */
  readonly real?: true;
  /** CAST to TINYINT or SMALLINT: an INTEGER reported under that name, whose values no result may carry. */
  readonly narrow?: 'TINYINT' | 'SMALLINT';
  /** The column a narrow cast reads, which the refusal of its values names (docs/facts/sql.md §sql.42). */
  readonly narrowSource?: string;

  /** A multi-value string: a VARCHAR holding a list of strings (DuckDB VARCHAR[]), docs/facts/sql.md §sql.20. */
  readonly multiValue?: true;
  /**
   * A string EXTERN reads from JSON input: an array there is its JSON text here, and a column stored straight from
   * it stores such arrays as multi-value strings, as Druid does (§sql.26). Any expression over it is a plain VARCHAR.
   */
  readonly listText?: true;
}

const simple = (name: SqlTypeName): SqlType => ({ name });

export const T = {
  varchar: simple('VARCHAR'),
  char: { name: 'VARCHAR', char: true } as SqlType,
  real: { name: 'DOUBLE', real: true } as SqlType,
  bigint: simple('BIGINT'),
  integer: simple('INTEGER'),
  double: simple('DOUBLE'),
  float: simple('FLOAT'),
  decimal: simple('DECIMAL'),
  boolean: simple('BOOLEAN'),
  timestamp: simple('TIMESTAMP'),
  date: simple('DATE'),
  null: simple('NULL'),
  interval: simple('INTERVAL'),
  arrayOf: (element: SqlType): SqlType => ({ name: 'ARRAY', element }),
  multiString: { name: 'VARCHAR', multiValue: true } as SqlType,
  json: { name: 'OTHER', complex: 'json' } as SqlType,
  externText: { name: 'VARCHAR', listText: true } as SqlType,
} as const;

export const isMultiValue = (type: SqlType): boolean => type.multiValue === true;

/** The type of a string literal of this text: CHAR of its UTF-16 length. */
export const charOf = (text: string): SqlType => ({ ...T.char, charLength: text.length });

const INTEGRAL = new Set<SqlTypeName>(['BIGINT', 'INTEGER']);
const NUMERIC = new Set<SqlTypeName>(['BIGINT', 'INTEGER', 'DOUBLE', 'FLOAT', 'DECIMAL']);

export const isIntegral = (type: SqlType): boolean => INTEGRAL.has(type.name);
export const isNumeric = (type: SqlType): boolean => NUMERIC.has(type.name) || type.name === 'NULL';
export const isTemporal = (type: SqlType): boolean => type.name === 'TIMESTAMP' || type.name === 'DATE';
export const isStringy = (type: SqlType): boolean => type.name === 'VARCHAR' || type.name === 'NULL';

/** The SQL type name as result headers print it (arrays print just ARRAY, complex types OTHER). */
export function sqlTypeName(type: SqlType): string {
  if (type.char) return 'CHAR';
  if (type.real) return 'REAL';
  if (type.narrow) return type.narrow;
  // A value of no type (a bare NULL) is reported as NULL (§sql.62: live 33, recorded 36).
  return type.name;
}

/** The runtime (native) type the real system reports for a SQL type (§sql.8). */
export function runtimeTypeName(type: SqlType): string {
  switch (type.name) {
    case 'VARCHAR':
    case 'NULL':
      return 'STRING';
    case 'DOUBLE':
    case 'DECIMAL':
      return 'DOUBLE';
    case 'FLOAT':
      return 'FLOAT';
    case 'ARRAY':
      return `ARRAY<${type.element ? runtimeTypeName(type.element) : 'STRING'}>`;
    case 'OTHER':
      return type.complex ? `COMPLEX<${type.complex}>` : 'COMPLEX';
    case 'INTERVAL':
      return 'LONG';
    default:
      return 'LONG';
  }
}

/** The DuckDB type that holds values of a SQL type. */
export function duckTypeOf(type: SqlType): string {
  if (type.multiValue) return 'VARCHAR[]';
  switch (type.name) {
    case 'VARCHAR':
    case 'NULL':
      return 'VARCHAR';
    case 'BIGINT':
      return 'BIGINT';
    case 'INTEGER':
      return 'INTEGER';
    case 'DOUBLE':
    case 'DECIMAL':
      return 'DOUBLE';
    case 'FLOAT':
      return 'FLOAT';
    case 'BOOLEAN':
      return 'BOOLEAN';
    case 'TIMESTAMP':
      return 'TIMESTAMP';
    case 'DATE':
      return 'DATE';
    case 'ARRAY':
      return `${duckTypeOf(type.element ?? T.varchar)}[]`;
    case 'INTERVAL':
      return 'INTERVAL';
    default:
      return 'VARCHAR';
  }
}

const NUMERIC_RANK: Partial<Record<SqlTypeName, number>> = {
  INTEGER: 1,
  BIGINT: 2,
  DECIMAL: 3,
  FLOAT: 4,
  DOUBLE: 5,
};

const APPROXIMATE = new Set<SqlTypeName>(['FLOAT', 'DOUBLE']);

/**
 * Calcite's least restrictive numeric type as Druid 33 reports it (live, docs/facts/sql-semantics.md §sql-semantics.2): of two
 * floating-point types the first one wins (FLOAT + DOUBLE is FLOAT, DOUBLE + FLOAT is DOUBLE), a DECIMAL meeting one
 * is a DOUBLE, an integer meeting one takes it, a DECIMAL beats an integer and BIGINT beats INTEGER.
 */
function numericCommonType(a: SqlType, b: SqlType): SqlType {
  const [approximateA, approximateB] = [APPROXIMATE.has(a.name), APPROXIMATE.has(b.name)];
  if (approximateA && approximateB) return a.real ? T.double : a;
  if (approximateA || approximateB) {
    const other = approximateA ? b : a;
    return other.name === 'DECIMAL' ? T.double : approximateA ? a : b;
  }
  return (NUMERIC_RANK[a.name] ?? 0) >= (NUMERIC_RANK[b.name] ?? 0) ? a : b;
}

/** The type both operands convert to, or undefined when they cannot be combined (VARCHAR with BIGINT…). */
export function commonType(a: SqlType, b: SqlType): SqlType | undefined {
  if (a.name === 'NULL') return b;
  if (b.name === 'NULL') return a;
  // A single string meets a multi-value one as a multi-value string of one value.
  if (a.name === 'VARCHAR' && b.name === 'VARCHAR' && (a.multiValue || b.multiValue)) return T.multiString;
  if (a.name === 'VARCHAR' && b.name === 'VARCHAR')
    return a.char && b.char && a.charLength === b.charLength ? a : T.varchar;
  if (a.name === b.name) return a.name === 'ARRAY' || a.name === 'OTHER' ? a : { name: a.name };
  const ra = NUMERIC_RANK[a.name];
  const rb = NUMERIC_RANK[b.name];
  if (ra !== undefined && rb !== undefined) return numericCommonType(a, b);
  if (isTemporal(a) && isTemporal(b)) return T.timestamp;
  // Strings meet times and numbers the way the real planner coerces literals: toward the non-string side.
  if (a.name === 'VARCHAR' && (isTemporal(b) || ra !== undefined || rb !== undefined)) return b;
  if (b.name === 'VARCHAR' && (isTemporal(a) || ra !== undefined)) return a;
  return undefined;
}

/** A type as the user wrote it in CAST or a parameter: VARCHAR, BIGINT, DOUBLE PRECISION… */
export function typeFromName(name: string, array = false): SqlType | undefined {
  const base = BASE_TYPES[name.toUpperCase()];
  if (base === undefined) return undefined;
  return array ? T.arrayOf(base) : base;
}

const BASE_TYPES: Readonly<Record<string, SqlType>> = lookupTable({
  VARCHAR: T.varchar,
  CHAR: T.varchar,
  STRING: T.varchar,
  BIGINT: T.bigint,
  INTEGER: T.integer,
  INT: T.integer,
  SMALLINT: { name: 'INTEGER', narrow: 'SMALLINT' },
  TINYINT: { name: 'INTEGER', narrow: 'TINYINT' },
  DOUBLE: T.double,
  REAL: T.real,
  FLOAT: T.float,
  DECIMAL: T.decimal,
  NUMERIC: T.decimal,
  BOOLEAN: T.boolean,
  TIMESTAMP: T.timestamp,
  DATE: T.date,
});

/** The SQL type of a segment column's runtime type (LONG columns are BIGINT, except `__time`); §sql.8, §sql.26. */
export function sqlTypeOfRuntime(name: string, runtimeType: string, multiValue = false): SqlType {
  if (name === '__time') return T.timestamp;
  switch (runtimeType) {
    case 'LONG':
      return T.bigint;
    case 'DOUBLE':
      return T.double;
    case 'FLOAT':
      return T.float;
    case 'STRING':
      return multiValue ? T.multiString : T.varchar;
    case 'ARRAY<STRING>':
      return T.arrayOf(T.varchar);
    case 'ARRAY<LONG>':
      return T.arrayOf(T.bigint);
    case 'ARRAY<DOUBLE>':
      return T.arrayOf(T.double);
    default:
      return runtimeType.startsWith('COMPLEX')
        ? { name: 'OTHER', complex: runtimeType.slice(8, -1) || 'unknown' }
        : T.varchar;
  }
}
