// CAST and implicit conversions: failed casts give NULL, numbers truncate toward zero, times print as `yyyy-MM-dd HH:mm:ss`.
import type { Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { duckTypeOf, isIntegral, isNumeric, type SqlType } from '../types.ts';
import type { Bound } from './bound.ts';

/** DuckDB SQL converting `value` to `target`, the way the real system's CAST behaves. */
export function castSql(value: Bound, target: SqlType, span: Span): string {
  const from = value.type;
  if (from.name === target.name && target.name !== 'ARRAY') return value.sql;
  if (from.name === 'NULL') return `CAST(NULL AS ${duckTypeOf(target)})`;
  switch (target.name) {
    case 'VARCHAR':
      if (from.name === 'TIMESTAMP') return `strftime(${value.sql}, '%Y-%m-%d %H:%M:%S')`;
      if (from.name === 'BOOLEAN')
        return `CASE WHEN ${value.sql} THEN 'true' WHEN NOT ${value.sql} THEN 'false' END`;
      return `CAST(${value.sql} AS VARCHAR)`;
    case 'BIGINT':
    case 'INTEGER': {
      const type = duckTypeOf(target);
      if (from.name === 'VARCHAR')
        return `TRY_CAST(trunc(TRY_CAST(trim(${value.sql}) AS DOUBLE)) AS ${type})`;
      if (from.name === 'TIMESTAMP' || from.name === 'DATE') return `CAST(epoch_ms(${value.sql}) AS ${type})`;
      if (from.name === 'BOOLEAN') return `CAST(${value.sql} AS ${type})`;
      if (isIntegral(from)) return `CAST(${value.sql} AS ${type})`;
      return `TRY_CAST(trunc(${value.sql}) AS ${type})`;
    }
    case 'DOUBLE':
    case 'FLOAT':
    case 'DECIMAL':
      if (from.name === 'TIMESTAMP' || from.name === 'DATE')
        return `CAST(epoch_ms(${value.sql}) AS ${duckTypeOf(target)})`;
      return `TRY_CAST(${from.name === 'VARCHAR' ? `trim(${value.sql})` : value.sql} AS ${duckTypeOf(target)})`;
    case 'BOOLEAN':
      if (from.name === 'VARCHAR') return `TRY_CAST(${value.sql} AS BOOLEAN)`;
      if (isNumeric(from)) return `(${value.sql} <> 0)`;
      break;
    case 'TIMESTAMP':
      if (from.name === 'VARCHAR') return `TRY_CAST(replace(trim(${value.sql}), 'T', ' ') AS TIMESTAMP)`;
      if (from.name === 'DATE') return `CAST(${value.sql} AS TIMESTAMP)`;
      if (isNumeric(from)) return `epoch_ms(CAST(${value.sql} AS BIGINT))`;
      break;
    case 'DATE':
      if (from.name === 'VARCHAR') return `TRY_CAST(${value.sql} AS DATE)`;
      if (from.name === 'TIMESTAMP') return `CAST(${value.sql} AS DATE)`;
      if (isNumeric(from)) return `CAST(epoch_ms(CAST(${value.sql} AS BIGINT)) AS DATE)`;
      break;
    case 'ARRAY':
      if (from.name === 'ARRAY') return `TRY_CAST(${value.sql} AS ${duckTypeOf(target)})`;
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

/** Converts a value to a type it is implicitly coerced to (comparison operands, CASE branches). */
export function coerceSql(value: Bound, target: SqlType): string {
  if (target.multiValue && !value.type.multiValue)
    return value.type.name === 'NULL' ? 'CAST(NULL AS VARCHAR[])' : `list_value(${value.sql})`;
  if (value.type.name === target.name || value.type.name === 'NULL') return value.sql;
  if (value.type.name === 'VARCHAR') {
    if (target.name === 'TIMESTAMP') return `TRY_CAST(replace(trim(${value.sql}), 'T', ' ') AS TIMESTAMP)`;
    return `TRY_CAST(${value.sql} AS ${duckTypeOf(target)})`;
  }
  if (value.type.name === 'DATE' && target.name === 'TIMESTAMP') return `CAST(${value.sql} AS TIMESTAMP)`;
  if (isNumeric(value.type) && isNumeric(target)) return `CAST(${value.sql} AS ${duckTypeOf(target)})`;
  return value.sql;
}
