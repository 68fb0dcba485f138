// Arguments of the array and multi-value functions: a list (an ARRAY, a multi-value string, or a scalar taken as a
// list of one, as the real system does), an integer position, or an element coerced to a list's element type.
import type { Bound } from '../analyzer/bound.ts';
import { duckTypeOf, isIntegral, type SqlType, T } from '../types.ts';
import { argumentTypeError, type CallContext } from './definition.ts';

export interface ListArgument {
  /** DuckDB SQL of a list value (NULL stays NULL). */
  readonly sql: string;
  readonly element: SqlType;
}

const plain = (type: SqlType): SqlType =>
  type.name === 'NULL' || type.char ? T.varchar : { name: type.name };

/** Argument `index` as a list; COMPLEX values and intervals are refused with the planner's wording. */
export function listArgument(
  args: readonly Bound[],
  index: number,
  context: CallContext,
  form: string,
): ListArgument {
  const arg = args[index] as Bound;
  const { type } = arg;
  if (type.name === 'ARRAY') return { sql: arg.sql, element: type.element ?? T.varchar };
  if (type.multiValue) return { sql: arg.sql, element: T.varchar };
  if (type.name === 'NULL') return { sql: 'CAST(NULL AS VARCHAR[])', element: T.varchar };
  if (type.name === 'OTHER' || type.name === 'INTERVAL') throw argumentTypeError(context, args, form);
  // ARRAY_LENGTH('abc') is 1 on the real system: a single value is a list of one (docs/facts/sql.md §sql.22).
  return { sql: `(CASE WHEN ${arg.sql} IS NOT NULL THEN list_value(${arg.sql}) END)`, element: plain(type) };
}

/** Argument `index` as an integer (an offset, an ordinal, a slice bound); anything else is refused. */
export function integerArgument(
  args: readonly Bound[],
  index: number,
  context: CallContext,
  form: string,
): string {
  const arg = args[index] as Bound;
  if (!isIntegral(arg.type) && arg.type.name !== 'NULL') throw argumentTypeError(context, args, form);
  return `CAST(${arg.sql} AS BIGINT)`;
}

/** Argument `index` as an element of a list of `element`s: a value that does not convert is NULL. */
export function elementArgument(
  args: readonly Bound[],
  index: number,
  element: SqlType,
  context: CallContext,
  form: string,
): string {
  const arg = args[index] as Bound;
  if (arg.type.name === 'ARRAY' || arg.type.multiValue || arg.type.name === 'OTHER')
    throw argumentTypeError(context, args, form);
  return `TRY_CAST(${arg.sql} AS ${duckTypeOf(element)})`;
}

/** The element type two lists share, or a refusal when they cannot meet (strings with numbers). */
export function sharedElement(
  a: SqlType,
  b: SqlType,
  args: readonly Bound[],
  context: CallContext,
  form: string,
): SqlType {
  if (a.name === b.name) return a;
  const numbers = new Set(['BIGINT', 'INTEGER', 'DOUBLE', 'FLOAT', 'DECIMAL']);
  if (numbers.has(a.name) && numbers.has(b.name))
    return a.name === 'DOUBLE' || b.name === 'DOUBLE' || a.name === 'DECIMAL' || b.name === 'DECIMAL'
      ? T.double
      : a.name === 'FLOAT' || b.name === 'FLOAT'
        ? T.float
        : T.bigint;
  throw argumentTypeError(context, args, form);
}

/** A list converted to lists of `element` (elements that do not convert become NULL). */
export const listOf = (list: ListArgument, element: SqlType): string =>
  list.element.name === element.name ? list.sql : `TRY_CAST(${list.sql} AS ${duckTypeOf(element)}[])`;

/** The text of each element, NULL written `null`, as ARRAY_TO_STRING and MV_TO_STRING join them (§sql.22). */
export const elementTexts = (list: string): string =>
  `list_transform(${list}, lambda "__e": coalesce(CAST("__e" AS VARCHAR), 'null'))`;

/** The elements' texts joined by a separator, which may be any expression (DuckDB's own join needs a constant). */
export const joinSql = (list: string, separator: string): string =>
  `(CASE WHEN len(${list}) = 0 THEN '' ELSE list_reduce(${elementTexts(list)}, lambda "__a", "__b": "__a" || ${separator} || "__b") END)`;

/**
 * Elements from offset `start` (0-based) to `end` (exclusive); NULL when start is outside the list. `pad`: an end past
 * the list adds NULLs up to it, as Java's Arrays.copyOfRange does.
 */
export function sliceSql(list: string, start: string, end: string | undefined, pad = false): string {
  const stop = end ?? `len(${list})`;
  const slice = `list_slice(${list}, ${start} + 1, least(${stop}, len(${list})))`;
  const padded = pad
    ? `list_concat(${slice}, list_transform(range(greatest(${stop} - greatest(len(${list}), ${start}), 0)), lambda "__p": NULL))`
    : slice;
  return `(CASE WHEN ${list} IS NULL OR ${start} < 0 OR ${start} > len(${list}) OR ${stop} < ${start} THEN NULL ELSE ${padded} END)`;
}
