// Types as ingestion stores them (docs/facts/sql.md §sql.21, §sql.26): which segment type a SQL type becomes, the
// DuckDB value that goes into the segment file, and the DuckDB type a stored column is read back as.
import { SqlError } from '../errors.ts';
import type { SqlType } from '../types.ts';
import type { RuntimeColumnType, SegmentColumn } from './ingestion-plan.ts';

/** The stored type of an array's elements: longs (booleans and integers too), doubles or strings; else none. */
function arrayElementType(element: SqlType | undefined): 'STRING' | 'LONG' | 'DOUBLE' | undefined {
  switch (element?.name ?? 'NULL') {
    case 'VARCHAR':
    case 'NULL':
      return element?.multiValue ? undefined : 'STRING';
    case 'BIGINT':
    case 'INTEGER':
    case 'BOOLEAN':
      return 'LONG';
    case 'DOUBLE':
    case 'FLOAT':
    case 'DECIMAL':
      return 'DOUBLE';
    default:
      return undefined;
  }
}

const cannotStore = (name: string, what: string): SqlError =>
  new SqlError('validation', `Column [${name}] has type ${what}, which ingestion cannot store`);

/**
 * The segment column an output column of INSERT / REPLACE becomes: booleans, integers, dates and times are LONG, a
 * multi-value string a STRING that may hold lists, arrays ARRAY<LONG|DOUBLE|STRING>, JSON COMPLEX<json>.
 */
export function storedColumn(name: string, type: SqlType): SegmentColumn {
  if (type.listText) return { name, type: 'STRING', multiValue: true, listText: true };
  if (type.multiValue) return { name, type: 'STRING', multiValue: true };
  const stored = (t: RuntimeColumnType): SegmentColumn => ({ name, type: t });
  switch (type.name) {
    case 'VARCHAR':
    case 'NULL':
      return stored('STRING');
    case 'BIGINT':
    case 'INTEGER':
    case 'BOOLEAN':
    case 'TIMESTAMP':
    case 'DATE':
      return stored('LONG');
    case 'DOUBLE':
    case 'DECIMAL':
      return stored('DOUBLE');
    case 'FLOAT':
      return stored('FLOAT');
    case 'ARRAY': {
      const element = arrayElementType(type.element);
      if (element === undefined) throw cannotStore(name, `ARRAY<${type.element?.name ?? 'unknown'}>`);
      return stored(`ARRAY<${element}>`);
    }
    case 'OTHER':
      if (type.complex === 'json') return stored('COMPLEX<json>');
      throw cannotStore(name, `COMPLEX<${type.complex ?? 'unknown'}>`);
    default:
      throw cannotStore(name, type.name);
  }
}

/**
 * EXTERN's text of a JSON string or array as a list to stage: an array's elements, else the one string (§sql.26).
 * The JSON reader gives an array as its minified text, so only text starting with `[` is parsed (cheap for strings).
 */
export function listFromTextSql(value: string): string {
  return (
    `CASE WHEN ${value} IS NULL THEN NULL ` +
    `WHEN starts_with(${value}, '[') AND json_valid(${value}) AND json_type(${value}) = 'ARRAY' ` +
    // An empty list is stored as no value, NULL (Druid 33 live: a row given [] reads NULL, IS NULL holds).
    `THEN (CASE WHEN json_array_length(${value}) = 0 THEN NULL ELSE from_json(${value}, '["VARCHAR"]') END) ELSE [${value}] END`
  );
}

/** Staged text as a plain string: a JSON array of one value gives that value (as `listFromTextSql(…)[1]` would). */
export const singleFromTextSql = (value: string): string =>
  `CASE WHEN starts_with(${value}, '[') THEN (${listFromTextSql(value)})[1] ELSE ${value} END`;

/** The DuckDB type a stored column's values have in a segment file (and in the staged rows). */
export function storedDuckType(column: SegmentColumn): string {
  switch (column.type) {
    case 'STRING':
      return column.multiValue ? 'VARCHAR[]' : 'VARCHAR';
    case 'LONG':
      return 'BIGINT';
    case 'DOUBLE':
      return 'DOUBLE';
    case 'FLOAT':
      return 'FLOAT';
    case 'ARRAY<STRING>':
      return 'VARCHAR[]';
    case 'ARRAY<LONG>':
      return 'BIGINT[]';
    case 'ARRAY<DOUBLE>':
      return 'DOUBLE[]';
    case 'COMPLEX<json>':
      return 'JSON';
  }
}

/**
 * A value of a stored column read as another stored type (segments of one datasource may disagree): lists and
 * scalars of convertible types convert, a scalar becomes a list of one, anything else is null.
 */
export function convertedSql(value: string, from: SegmentColumn, to: SegmentColumn): string {
  const fromType = storedDuckType(from);
  const toType = storedDuckType(to);
  if (fromType === toType) return value;
  const fromList = fromType.endsWith('[]');
  const toList = toType.endsWith('[]');
  if (fromList === toList) return `TRY_CAST(${value} AS ${toType})`;
  if (toList)
    return `CASE WHEN ${value} IS NULL THEN NULL ELSE [TRY_CAST(${value} AS ${toType.slice(0, -2)})] END`;
  // A multi-value string read as a single string keeps a single value; lists of more are not one string.
  return `CASE WHEN len(${value}) = 1 THEN TRY_CAST(${value}[1] AS ${toType}) END`;
}
