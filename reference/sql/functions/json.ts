// JSON functions: PARSE_JSON gives a COMPLEX<json> value; JSON_VALUE, JSON_QUERY, JSON_QUERY_ARRAY and JSON_KEYS read it
// by a JSONPath, TO_JSON_STRING writes any value as JSON text (docs/facts/sql.md §sql.21, §sql.68, §sql.69).
import type { Bound } from '../analyzer/bound.ts';
import { SqlError } from '../errors.ts';
import { duckTypeOf, type SqlType, T, typeFromName } from '../types.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';
import { druidJsonSql } from './json-object.ts';

export const JSON_TYPE: SqlType = T.json;

const first = (args: readonly Bound[]): Bound => args[0] as Bound;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A string argument parsed as JSON text (PARSE_JSON, TRY_PARSE_JSON); anything but text is refused. */
function jsonText(args: readonly Bound[], context: CallContext): string {
  const arg = first(args);
  if ((arg.type.name !== 'VARCHAR' || arg.type.multiValue) && arg.type.name !== 'NULL')
    throw argumentTypeError(context, args, `'${context.call.name}(<STRING>)'`);
  return arg.sql;
}

/** The document a path reads: a JSON value, or a string taken as a JSON string (JSON_VALUE('x', …) is NULL). */
function document(args: readonly Bound[], context: CallContext, shape: string): string {
  const arg = first(args);
  if (arg.type.name === 'OTHER' && arg.type.complex === 'json') return arg.sql;
  if (arg.type.name === 'NULL') return 'CAST(NULL AS JSON)';
  if (arg.type.name === 'VARCHAR' && !arg.type.multiValue) return `to_json(${arg.sql})`;
  throw argumentTypeError(context, args, shape);
}

// `$`, then `.name`, `["name"]`, `['name']` or `[index]` steps: the JSONPath subset the real system takes.
const PATH = /^\$(?:\.[^.[\]"'\s]+|\[\d+\]|\["[^"]*"\]|\['[^']*'\])*$/;

/** The constant JSONPath of argument 1, checked here so a bad path is the user's error (400). */
function path(args: readonly Bound[], context: CallContext, shape: string): string {
  const arg = args[1] as Bound;
  if (arg.type.name !== 'VARCHAR' || typeof arg.constant !== 'string')
    throw argumentTypeError(context, args, shape);
  if (!arg.constant.startsWith('$'))
    throw new SqlError(
      'validation',
      `JSONPath [${arg.constant}] is invalid, it must start with '$'`,
      arg.span,
    );
  if (!PATH.test(arg.constant))
    throw new SqlError('validation', `JSONPath [${arg.constant}] is invalid`, arg.span);
  return arg.sql;
}

/** JSON_VALUE: a scalar at the path (objects and arrays are NULL), as VARCHAR or the RETURNING type. */
function jsonValue(args: readonly Bound[], context: CallContext) {
  const shape = "'JSON_VALUE(json_doc, path [RETURNING type])'";
  const doc = document(args, context, shape);
  const at = path(args, context, shape);
  const returning = context.call.returning;
  const target = returning ? typeFromName(returning.name, returning.array) : T.varchar;
  if (target === undefined)
    throw new SqlError('validation', `Unknown type '${returning?.name}' in RETURNING`, returning?.span);
  const kind = `json_type(${doc}, ${at})`;
  if (target.name === 'ARRAY')
    return {
      sql: `(CASE WHEN ${kind} = 'ARRAY' THEN TRY_CAST(json_extract(${doc}, ${at}) AS ${duckTypeOf(target)}) END)`,
      type: target,
    };
  // Booleans read as 1 and 0, as the real system's JSON columns store them.
  const text = `(CASE ${kind} WHEN 'BOOLEAN' THEN (CASE WHEN json_extract_string(${doc}, ${at}) = 'true' THEN '1' ELSE '0' END) WHEN 'OBJECT' THEN NULL WHEN 'ARRAY' THEN NULL ELSE json_extract_string(${doc}, ${at}) END)`;
  if (target.name === 'VARCHAR') return { sql: text, type: T.varchar };
  if (target.name === 'BIGINT' || target.name === 'INTEGER')
    return { sql: `TRY_CAST(trunc(TRY_CAST(${text} AS DOUBLE)) AS ${duckTypeOf(target)})`, type: target };
  return { sql: `TRY_CAST(${text} AS ${duckTypeOf(target)})`, type: target };
}

export const JSON_FUNCTIONS: readonly SqlFunction[] = [
  fn('PARSE_JSON', 1, 1, (args, context) => {
    const text = jsonText(args, context);
    // Constant text that is not JSON is refused at analysis: the user's error (400), not a runtime fault.
    const constant = first(args).constant;
    if (typeof constant === 'string' && !isJson(constant))
      throw new SqlError(
        'validation',
        `Function[parse_json] bad string input [${constant}]`,
        first(args).span,
      );
    return { sql: `json(${text})`, type: JSON_TYPE };
  }),
  fn('TRY_PARSE_JSON', 1, 1, (args, context) => {
    const text = jsonText(args, context);
    return { sql: `(CASE WHEN json_valid(${text}) THEN json(${text}) END)`, type: JSON_TYPE };
  }),
  // Booleans as 1 / 0 and times as milliseconds, as the real system writes them (§sql.68).
  fn('TO_JSON_STRING', 1, 1, (args, context) => ({
    sql: `CAST(${druidJsonSql(first(args), context.env.options.zone)} AS VARCHAR)`,
    type: T.varchar,
  })),
  fn('JSON_VALUE', 2, 2, jsonValue),
  fn('JSON_QUERY', 2, 2, (args, context) => {
    const shape = "'JSON_QUERY(json_doc, path)'";
    return {
      // A JSON null at the path is SQL NULL (Druid 33 live: JSON_QUERY of {"b":null} at $.b).
      sql: `nullif(json_extract(${document(args, context, shape)}, ${path(args, context, shape)}), 'null'::JSON)`,
      type: JSON_TYPE,
    };
  }),
  fn('JSON_QUERY_ARRAY', 2, 2, (args, context) => {
    const shape = "'JSON_QUERY_ARRAY(json_doc, path)'";
    const doc = document(args, context, shape);
    const at = path(args, context, shape);
    // An array's members; any other value but an object a list of that one value; an object or nothing NULL (§sql.69).
    return {
      sql: `(CASE coalesce(json_type(${doc}, ${at}), 'NULL') WHEN 'ARRAY' THEN CAST(json_extract(${doc}, ${at}) AS JSON[]) WHEN 'OBJECT' THEN NULL WHEN 'NULL' THEN NULL ELSE [json_extract(${doc}, ${at})] END)`,
      type: T.arrayOf(JSON_TYPE),
    };
  }),
  fn('JSON_KEYS', 2, 2, (args, context) => {
    const shape = "'JSON_KEYS(json_doc, path)'";
    const doc = document(args, context, shape);
    const at = path(args, context, shape);
    // An array's keys are its indexes, as text; a scalar has none (NULL).
    const indexes = `list_transform(range(CAST(json_array_length(${doc}, ${at}) AS BIGINT)), lambda "__i": CAST("__i" AS VARCHAR))`;
    return {
      sql: `(CASE json_type(${doc}, ${at}) WHEN 'OBJECT' THEN json_keys(${doc}, ${at}) WHEN 'ARRAY' THEN ${indexes} END)`,
      type: T.arrayOf(T.varchar),
    };
  }),
];
