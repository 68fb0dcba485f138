// CAST and implicit conversions as the real system's JVM makes them: failed casts give NULL, narrowing as Java narrows.
import type { Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { duckTypeOf, isIntegral, isNumeric, type SqlType } from '../types.ts';
import type { Bound } from './bound.ts';
import { doubleText, floatOfDouble, instantOfText, longOfDouble, numberOfText } from './java-values.ts';

/** DuckDB SQL converting `value` to `target`, the way the real system's CAST behaves (docs/facts/sql-semantics.md §sql-semantics.1). */
export function castSql(value: Bound, target: SqlType, span: Span): string {
  const from = value.type;
  if (from.name === target.name && target.name !== 'ARRAY' && !(from.name === 'FLOAT' && target.real))
    return value.sql;
  if (from.name === 'NULL') return `CAST(NULL AS ${duckTypeOf(target)})`;
  const sql = value.sql;
  const time = from.name === 'TIMESTAMP' || from.name === 'DATE';
  switch (target.name) {
    case 'VARCHAR':
      return textOf(value);
    case 'BIGINT':
    case 'INTEGER':
      // An INTEGER is computed on 64 bits and narrowed only when written out (§sql.46).
      if (from.name === 'VARCHAR') return numberOfText(sql, 'BIGINT');
      if (time) return `epoch_ms(${sql})`;
      if (from.name === 'BOOLEAN' || isIntegral(from)) return `CAST(${sql} AS BIGINT)`;
      return longOfDouble(`CAST(${sql} AS DOUBLE)`);
    case 'DOUBLE':
    case 'DECIMAL':
      if (from.name === 'VARCHAR') return numberOfText(sql, 'DOUBLE');
      if (time) return `CAST(epoch_ms(${sql}) AS DOUBLE)`;
      return `CAST(${sql} AS DOUBLE)`;
    case 'FLOAT':
      if (from.name === 'VARCHAR') return floatOfDouble(numberOfText(sql, 'DOUBLE'));
      if (time) return `CAST(epoch_ms(${sql}) AS FLOAT)`;
      return from.name === 'DOUBLE' || from.name === 'DECIMAL' ? floatOfDouble(sql) : `CAST(${sql} AS FLOAT)`;
    case 'BOOLEAN':
      // Text and fractions go through Java's long: true from 1 up; integers are true when not 0.
      if (from.name === 'VARCHAR')
        return `(CASE WHEN lower(${sql}) = 'true' THEN true WHEN lower(${sql}) = 'false' THEN false ELSE ${numberOfText(sql, 'BIGINT')} > 0 END)`;
      if (isIntegral(from)) return `(${sql} <> 0)`;
      if (isNumeric(from)) return `(${longOfDouble(`CAST(${sql} AS DOUBLE)`)} > 0)`;
      break;
    case 'TIMESTAMP':
      if (from.name === 'VARCHAR') return instantOfText(sql);
      if (from.name === 'DATE') return `CAST(${sql} AS TIMESTAMP)`;
      if (isIntegral(from)) return `epoch_ms(CAST(${sql} AS BIGINT))`;
      if (isNumeric(from)) return `epoch_ms(${longOfDouble(`CAST(${sql} AS DOUBLE)`)})`;
      break;
    case 'DATE':
      if (from.name === 'VARCHAR') return `CAST(${instantOfText(sql)} AS DATE)`;
      if (from.name === 'TIMESTAMP') return `CAST(${sql} AS DATE)`;
      break;
    case 'ARRAY':
      if (from.name === 'ARRAY') return `TRY_CAST(${sql} AS ${duckTypeOf(target)})`;
      break;
    default:
      break;
  }
  throw new SqlError(
    'validation',
    `Cast function cannot convert value of type ${from.name} to type ${target.name}`,
    span,
  );
}

/** A value as text: numbers as Java prints them, times as `yyyy-MM-dd HH:mm:ss`, booleans as true/false. */
export function textOf(value: Bound): string {
  switch (value.type.name) {
    case 'VARCHAR':
      return value.sql;
    case 'NULL':
      return 'CAST(NULL AS VARCHAR)';
    case 'TIMESTAMP':
      return `strftime(${value.sql}, '%Y-%m-%d %H:%M:%S')`;
    case 'DATE':
      return `strftime(CAST(${value.sql} AS TIMESTAMP), '%Y-%m-%d')`;
    case 'BOOLEAN':
      return `CASE WHEN ${value.sql} THEN 'true' WHEN NOT ${value.sql} THEN 'false' END`;
    case 'DOUBLE':
    case 'FLOAT':
    case 'DECIMAL':
      return doubleText(value.sql);
    default:
      return `CAST(${value.sql} AS VARCHAR)`;
  }
}

/** Converts a value to a type it is implicitly coerced to (comparison operands, CASE branches). */
export function coerceSql(value: Bound, target: SqlType): string {
  if (target.multiValue && !value.type.multiValue)
    return value.type.name === 'NULL' ? 'CAST(NULL AS VARCHAR[])' : `list_value(${value.sql})`;
  if (value.type.name === target.name || value.type.name === 'NULL') return value.sql;
  if (value.type.name === 'VARCHAR') {
    if (target.name === 'TIMESTAMP') return `TRY_CAST(replace(trim(${value.sql}), 'T', ' ') AS TIMESTAMP)`;
    // A string meeting a number is read as CAST reads it: `n_text > 2` compares CAST(n_text AS INTEGER) (§sql-semantics.3).
    if (isIntegral(target)) return numberOfText(value.sql, 'BIGINT');
    if (isNumeric(target)) return `CAST(${numberOfText(value.sql, 'DOUBLE')} AS ${duckTypeOf(target)})`;
    return `TRY_CAST(${value.sql} AS ${duckTypeOf(target)})`;
  }
  if (value.type.name === 'DATE' && target.name === 'TIMESTAMP') return `CAST(${value.sql} AS TIMESTAMP)`;
  // A FLOAT value may run as a double (arithmetic on FLOATs does): a double meeting it stays a double, and the
  // output narrows (query.ts), so a DOUBLE past the float range is not an error here.
  if (target.name === 'FLOAT' && (value.type.name === 'DOUBLE' || value.type.name === 'DECIMAL'))
    return `CAST(${value.sql} AS DOUBLE)`;
  if (isNumeric(value.type) && isNumeric(target)) return `CAST(${value.sql} AS ${duckTypeOf(target)})`;
  return value.sql;
}
