// MV_* functions over multi-value strings (a single string is a list of one), and the conversions between
// multi-value strings, arrays and delimited text (docs/facts/sql.md §sql.23).
import type { Bound } from '../analyzer/bound.ts';
import { once } from '../analyzer/java-values.ts';
import { SqlError } from '../errors.ts';
import { T } from '../types.ts';
import {
  contains,
  delimiterArgument,
  elementAt,
  nullSafe,
  overlap,
  positionOf,
  textArgument,
} from './arrays.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';
import { integerArgument, joinSql, listArgument, listOf, sliceSql } from './lists.ts';

const form = (context: CallContext, shape: string) => `'${context.call.name}(${shape})'`;

/** A list argument as a multi-value string: every element as its text. */
const strings = (args: readonly Bound[], index: number, context: CallContext, shape: string): string =>
  listOf(listArgument(args, index, context, form(context, shape)), T.varchar);

const multi = (sql: string) => ({ sql, type: T.multiString });

/** MV_FILTER_ONLY / MV_FILTER_NONE: the values listed (or not listed) in a literal array. */
const filter = (name: string, keep: boolean): SqlFunction =>
  fn(name, 2, 2, (args, context) => {
    const values = args[1] as Bound;
    if (values.type.name !== 'ARRAY')
      throw new SqlError(
        'validation',
        `Function '${name}' needs an ARRAY of values as its second argument`,
        values.span,
      );
    const list = strings(args, 0, context, 'expr, array');
    const allowed = strings(args, 1, context, 'expr, array');
    const test = `coalesce(list_contains(${allowed}, "__v"), false)`;
    // A row left with no value is NULL (Druid 33 live: the filter of a dimension, not an expression's empty list).
    const kept = `list_filter(${list}, lambda "__v": ${keep ? test : `NOT ${test}`})`;
    return multi(once(kept, (v) => `(CASE WHEN len(${v}) = 0 THEN NULL ELSE ${v} END)`));
  });

/** A boolean function that answers false, not NULL, for a NULL first argument. */
function falseForNull(definition: SqlFunction): SqlFunction {
  return {
    ...definition,
    bind: (args, context) => {
      const result = definition.bind(args, context);
      return { ...result, sql: `coalesce(${result.sql}, false)` };
    },
  };
}

/**
 * Java's String.split(regex): trailing empty strings are dropped, so `'1'` split by `.` (any character) is empty;
 * the empty text stays one empty value (Druid 33 live: STRING_TO_MV('1', '.') is `[]`, of `''` is `''`).
 */
function javaSplit(text: string, pattern: string): string {
  return once(`{'s': ${text}, 'p': ${pattern}}`, (x) => {
    const parts = `string_split_regex(${x}.s, ${x}.p)`;
    const lastKept = `list_position(list_transform(list_reverse(${parts}), lambda "__e": "__e" <> ''), true)`;
    return (
      `CASE WHEN ${x}.s IS NULL THEN NULL WHEN ${x}.s = '' THEN [''] WHEN ${lastKept} IS NULL THEN CAST([] AS VARCHAR[]) ` +
      `ELSE list_slice(${parts}, 1, len(${parts}) - ${lastKept} + 1) END`
    );
  });
}

export const MULTI_VALUE_FUNCTIONS: readonly SqlFunction[] = [
  fn('MV_LENGTH', 1, 1, (args, context) => ({
    sql: `CAST(len(${strings(args, 0, context, 'expr')}) AS INTEGER)`,
    type: T.integer,
  })),
  elementAt('MV_OFFSET', 0, true),
  elementAt('MV_ORDINAL', 1, true),
  positionOf('MV_OFFSET_OF', 0),
  positionOf('MV_ORDINAL_OF', 1),
  // A NULL multi-value string contains nothing: false, not NULL (Druid 33 live).
  falseForNull(contains('MV_CONTAINS')),
  falseForNull(overlap('MV_OVERLAP')),
  filter('MV_FILTER_ONLY', true),
  filter('MV_FILTER_NONE', false),
  // Appending to (or before) a NULL multi-value string is NULL (Druid 33 live).
  fn('MV_APPEND', 2, 2, (args, context) => {
    const list = strings(args, 0, context, 'expr, str');
    return multi(nullSafe(list, `list_append(${list}, ${textArgument(args, 1, context, 'expr, str')})`));
  }),
  fn('MV_PREPEND', 2, 2, (args, context) => {
    const list = strings(args, 1, context, 'str, expr');
    return multi(nullSafe(list, `list_prepend(${textArgument(args, 0, context, 'str, expr')}, ${list})`));
  }),
  // NULL when either is (Druid 33 live: MV_CONCAT of a value and a NULL is NULL).
  fn('MV_CONCAT', 2, 2, (args, context) => {
    const [a, b] = [strings(args, 0, context, 'expr, expr'), strings(args, 1, context, 'expr, expr')];
    return multi(`(CASE WHEN ${a} IS NULL OR ${b} IS NULL THEN NULL ELSE list_concat(${a}, ${b}) END)`);
  }),
  fn('MV_SLICE', 2, 3, (args, context) => {
    const shape = form(context, 'expr, start[, end]');
    const end = args.length > 2 ? integerArgument(args, 2, context, shape) : undefined;
    return multi(
      sliceSql(strings(args, 0, context, 'expr, start'), integerArgument(args, 1, context, shape), end),
    );
  }),
  fn('MV_TO_STRING', 2, 2, (args, context) => ({
    sql: joinSql(strings(args, 0, context, 'expr, str'), textArgument(args, 1, context, 'expr, str')),
    type: T.varchar,
  })),
  fn('STRING_TO_MV', 2, 2, (args, context) =>
    multi(
      javaSplit(
        textArgument(args, 0, context, 'str, delimiter'),
        delimiterArgument(args, 1, context, 'str, delimiter'),
      ),
    ),
  ),
  fn('ARRAY_TO_MV', 1, 1, (args, context) => {
    if ((args[0] as Bound).type.name !== 'ARRAY' && (args[0] as Bound).type.name !== 'NULL')
      throw argumentTypeError(context, args, "'ARRAY_TO_MV(<ARRAY>)'");
    return multi(strings(args, 0, context, 'array'));
  }),
  fn('MV_TO_ARRAY', 1, 1, (args, context) => ({
    sql: strings(args, 0, context, 'expr'),
    type: T.arrayOf(T.varchar),
  })),
];
