// ARRAY_* functions: length, element by offset or ordinal, position of a value, containment, building and slicing
// lists, and the conversions to and from strings (docs/facts/sql.md §sql.22).
import type { Bound } from '../analyzer/bound.ts';
import { SqlError } from '../errors.ts';
import { T } from '../types.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';
import {
  elementArgument,
  integerArgument,
  joinSql,
  listArgument,
  listOf,
  sharedElement,
  sliceSql,
} from './lists.ts';

const form = (context: CallContext, shape: string) => `'${context.call.name}(${shape})'`;

/** A constant delimiter (a regular expression) is compiled at analysis: a bad one is the user's error (400). */
export function delimiterArgument(
  args: readonly Bound[],
  index: number,
  context: CallContext,
  shape: string,
): string {
  const arg = args[index] as Bound;
  if (typeof arg.constant === 'string') {
    try {
      new RegExp(arg.constant);
    } catch (error) {
      throw new SqlError(
        'validation',
        `Invalid regular expression '${arg.constant}': ${(error as Error).message}`,
        arg.span,
      );
    }
  }
  return textArgument(args, index, context, shape);
}

/** The string argument of ARRAY_TO_STRING / STRING_TO_ARRAY: text, numbers as their text. */
export function textArgument(
  args: readonly Bound[],
  index: number,
  context: CallContext,
  shape: string,
): string {
  const arg = args[index] as Bound;
  if (arg.type.name === 'VARCHAR' && !arg.type.multiValue) return arg.sql;
  if (arg.type.name === 'NULL') return 'CAST(NULL AS VARCHAR)';
  if (arg.type.name === 'ARRAY' || arg.type.name === 'OTHER' || arg.type.multiValue)
    throw argumentTypeError(context, args, form(context, shape));
  return `CAST(${arg.sql} AS VARCHAR)`;
}

/** ARRAY_OFFSET / ARRAY_ORDINAL and their MV_ twins: the element at a position, NULL outside the list. */
export const elementAt = (name: string, base: 0 | 1, multiValue: boolean): SqlFunction =>
  fn(name, 2, 2, (args, context) => {
    const shape = form(context, 'array, expr');
    const list = listArgument(args, 0, context, shape);
    const position = integerArgument(args, 1, context, shape);
    const inside = `${position} >= ${base} AND ${position} < len(${list.sql}) + ${base}`;
    const sql = `(CASE WHEN ${inside} THEN list_extract(${list.sql}, ${position} + ${1 - base}) END)`;
    return multiValue ? { sql: `CAST(${sql} AS VARCHAR)`, type: T.varchar } : { sql, type: list.element };
  });

/** ARRAY_OFFSET_OF / ARRAY_ORDINAL_OF and their MV_ twins: where a value first occurs, NULL when it does not. */
export const positionOf = (name: string, base: 0 | 1): SqlFunction =>
  fn(name, 2, 2, (args, context) => {
    const shape = form(context, 'array, expr');
    const list = listArgument(args, 0, context, shape);
    const value = elementArgument(args, 1, list.element, context, shape);
    return { sql: `CAST(list_position(${list.sql}, ${value}) - ${1 - base} AS INTEGER)`, type: T.integer };
  });

/** ARRAY_CONTAINS (and MV_CONTAINS): holds the value, or every element of a list. */
export const contains = (name: string): SqlFunction =>
  fn(name, 2, 2, (args, context) => {
    const shape = form(context, 'array, expr');
    const list = listArgument(args, 0, context, shape);
    const needle = args[1] as Bound;
    if (needle.type.name === 'ARRAY' || needle.type.multiValue) {
      const other = listArgument(args, 1, context, shape);
      const element = sharedElement(list.element, other.element, args, context, shape);
      return { sql: `list_has_all(${listOf(list, element)}, ${listOf(other, element)})`, type: T.boolean };
    }
    const value = elementArgument(args, 1, list.element, context, shape);
    return { sql: `list_contains(${list.sql}, ${value})`, type: T.boolean };
  });

/** ARRAY_OVERLAP (and MV_OVERLAP): the two lists share an element. */
export const overlap = (name: string): SqlFunction =>
  fn(name, 2, 2, (args, context) => {
    const shape = form(context, 'array, array');
    const a = listArgument(args, 0, context, shape);
    const b = listArgument(args, 1, context, shape);
    const element = sharedElement(a.element, b.element, args, context, shape);
    return { sql: `list_has_any(${listOf(a, element)}, ${listOf(b, element)})`, type: T.boolean };
  });

/** `sql` unless the list is NULL. */
export const nullSafe = (list: string, sql: string): string =>
  `(CASE WHEN ${list} IS NULL THEN NULL ELSE ${sql} END)`;

export const ARRAY_FUNCTIONS: readonly SqlFunction[] = [
  fn('ARRAY_LENGTH', 1, 1, (args, context) => ({
    sql: `CAST(len(${listArgument(args, 0, context, "'ARRAY_LENGTH(<ARRAY>)'").sql}) AS INTEGER)`,
    type: T.integer,
  })),
  elementAt('ARRAY_OFFSET', 0, false),
  elementAt('ARRAY_ORDINAL', 1, false),
  positionOf('ARRAY_OFFSET_OF', 0),
  positionOf('ARRAY_ORDINAL_OF', 1),
  contains('ARRAY_CONTAINS'),
  overlap('ARRAY_OVERLAP'),
  fn('ARRAY_APPEND', 2, 2, (args, context) => {
    const shape = form(context, 'array, expr');
    const list = listArgument(args, 0, context, shape);
    const value = elementArgument(args, 1, list.element, context, shape);
    // A NULL array stays NULL (Druid 33 live: ARRAY_APPEND(NULL, 9) is NULL, not [9]).
    return { sql: nullSafe(list.sql, `list_append(${list.sql}, ${value})`), type: T.arrayOf(list.element) };
  }),
  fn('ARRAY_PREPEND', 2, 2, (args, context) => {
    const shape = form(context, 'expr, array');
    const list = listArgument(args, 1, context, shape);
    const value = elementArgument(args, 0, list.element, context, shape);
    return { sql: nullSafe(list.sql, `list_prepend(${value}, ${list.sql})`), type: T.arrayOf(list.element) };
  }),
  fn('ARRAY_CONCAT', 2, 2, (args, context) => {
    const shape = form(context, 'array, array');
    const a = listArgument(args, 0, context, shape);
    const b = listArgument(args, 1, context, shape);
    const element = sharedElement(a.element, b.element, args, context, shape);
    const sql = `(CASE WHEN ${a.sql} IS NULL OR ${b.sql} IS NULL THEN NULL ELSE list_concat(${listOf(a, element)}, ${listOf(b, element)}) END)`;
    return { sql, type: T.arrayOf(element) };
  }),
  fn('ARRAY_SLICE', 2, 3, (args, context) => {
    const shape = form(context, 'array, start[, end]');
    const list = listArgument(args, 0, context, shape);
    const end = args.length > 2 ? integerArgument(args, 2, context, shape) : undefined;
    // Java's Arrays.copyOfRange: an end past the array pads with NULLs (live 33: ARRAY_SLICE([2], 1, 2) is [null]).
    const sql = sliceSql(list.sql, integerArgument(args, 1, context, shape), end, true);
    return { sql, type: T.arrayOf(list.element) };
  }),
  fn('ARRAY_TO_STRING', 2, 2, (args, context) => {
    const shape = form(context, 'array, str');
    const list = listArgument(args, 0, context, shape);
    const separator = textArgument(args, 1, context, 'array, str');
    return { sql: joinSql(list.sql, separator), type: T.varchar };
  }),
  fn('STRING_TO_ARRAY', 2, 2, (args, context) => {
    const text = textArgument(args, 0, context, 'str, delimiter');
    const separator = delimiterArgument(args, 1, context, 'str, delimiter');
    return { sql: `string_split_regex(${text}, ${separator})`, type: T.arrayOf(T.varchar) };
  }),
];
