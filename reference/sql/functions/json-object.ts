// JSON_OBJECT and the JSON form of a SQL value (shared with TO_JSON_STRING): the real system builds a Java HashMap of
// the entries, so the object's keys come in HashMap order, a repeated key keeping its first place and its last value
// (docs/facts/sql.md §sql.66).
import type { Bound } from '../analyzer/bound.ts';
import { SqlError } from '../errors.ts';
import { quoteString } from '../execute/quote.ts';
import { localToUtcSql, type TimeZone } from '../time-zone.ts';
import { T } from '../types.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';
import { javaBucketSql, javaHashOrder, javaStringHash, javaStringHashSql } from './java-hash-order.ts';

/**
 * DuckDB JSON of a SQL value as the real system writes it: a boolean as 1 or 0 and a TIMESTAMP as epoch milliseconds
 * (its booleans and times are numbers), a JSON value as itself, anything else as DuckDB's JSON of it.
 */
export function druidJsonSql(value: Bound, zone: TimeZone): string {
  const type = value.type;
  if (type.name === 'OTHER' && type.complex === 'json') return value.sql;
  if (type.name === 'NULL') return 'CAST(NULL AS JSON)';
  if (type.name === 'BOOLEAN') return `to_json(CAST(${value.sql} AS INTEGER))`;
  if (type.name === 'TIMESTAMP' || type.name === 'DATE')
    return `to_json(epoch_ms(${localToUtcSql(zone, `CAST(${value.sql} AS TIMESTAMP)`)}))`;
  return `to_json(${value.sql})`;
}

/** A scalar made text, as the planner casts every value once an untyped NULL is among them (§sql.66). */
function asText(value: Bound, zone: TimeZone): string {
  const type = value.type;
  if (type.name === 'BOOLEAN') return `to_json(CAST(CAST(${value.sql} AS INTEGER) AS VARCHAR))`;
  if (type.name === 'TIMESTAMP' || type.name === 'DATE')
    return `to_json(CAST(epoch_ms(${localToUtcSql(zone, `CAST(${value.sql} AS TIMESTAMP)`)}) AS VARCHAR))`;
  if (['BIGINT', 'INTEGER', 'DOUBLE', 'FLOAT', 'DECIMAL'].includes(type.name))
    return `to_json(CAST(${value.sql} AS VARCHAR))`;
  // Not measured for arrays and JSON values: they stay as they are.
  return druidJsonSql(value, zone);
}

const NOT_A_STRING = 'Function[json_object] field name must be a STRING';

interface Entry {
  readonly key: Bound;
  readonly value: string;
}

/** Keys all constant: ordered here, repeated keys merged, one DuckDB json_object call. */
function constantObject(entries: readonly Entry[]): string {
  const slots = new Map<string, string>();
  for (const { key, value } of entries) slots.set(key.constant as string, value);
  const keys = [...slots.keys()];
  const ordered = javaHashOrder(keys.map(javaStringHash)).map((index) => keys[index] as string);
  if (ordered.length === 0) return `json_object()`;
  return `json_object(${ordered.map((key) => `${quoteString(key)}, ${slots.get(key)}`).join(', ')})`;
}

/** Keys known at run time: the entries unnested, merged by key and written in HashMap order by DuckDB. */
function runtimeObject(entries: readonly Entry[]): string {
  const rows = entries
    .map(({ key, value }, i) => `{'k': ${key.sql}, 'v': coalesce(${value}, json('null')), 'i': ${i}}`)
    .join(', ');
  const key = `CASE WHEN k IS NULL THEN error(${quoteString(NOT_A_STRING)}) ELSE k END`;
  const member = `CAST(to_json(${key}) AS VARCHAR) || ':' || CAST(v AS VARCHAR)`;
  const bucket = javaBucketSql(javaStringHashSql('k'), 'count(*) OVER ()');
  return `(SELECT json('{' || coalesce(string_agg(${member}, ',' ORDER BY bucket, i), '') || '}') FROM (
    SELECT k, v, i, ${bucket} AS bucket FROM (
      SELECT k, arg_max(v, i) AS v, min(i) AS i FROM (SELECT unnest([${rows}], recursive := true)) GROUP BY k)))`;
}

function jsonObject(args: readonly Bound[], context: CallContext) {
  if (args.length % 2 !== 0)
    throw new SqlError('validation', 'JSON_OBJECT needs a value for every key', context.call.span);
  const zone = context.env.options.zone;
  const values = args.filter((_, i) => i % 2 === 1);
  const textOnly = values.some((value) => value.type.name === 'NULL');
  const entries: Entry[] = [];
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i] as Bound;
    const value = args[i + 1] as Bound;
    // The real system checks keys as it runs (a 500); a key that is not text is the query's error here (a 400).
    if (key.type.name !== 'VARCHAR' || key.type.multiValue)
      throw new SqlError('validation', NOT_A_STRING, key.span);
    if (value.type.name === 'INTERVAL' || (value.type.name === 'OTHER' && value.type.complex !== 'json'))
      throw argumentTypeError(context, args, "'JSON_OBJECT(<STRING>, <ANY>, …)'");
    entries.push({ key, value: textOnly ? asText(value, zone) : druidJsonSql(value, zone) });
  }
  const constant = entries.every(({ key }) => typeof key.constant === 'string');
  return { sql: constant ? constantObject(entries) : runtimeObject(entries), type: T.json };
}

/** Any even number of arguments up to this bound: 500 entries, far beyond what a client writes by hand. */
const MAX_ARGUMENTS = 1000;

export const JSON_OBJECT_FUNCTIONS: readonly SqlFunction[] = [
  fn('JSON_OBJECT', 0, MAX_ARGUMENTS, jsonObject),
];
