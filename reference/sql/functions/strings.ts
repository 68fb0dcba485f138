// String functions: case, concatenation, substrings, length, trimming, replacement, search and regular expressions.
import type { Bound } from '../analyzer/bound.ts';
import { SqlError } from '../errors.ts';
import { isNumeric, T } from '../types.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';
import {
  checkConstantLength,
  guardedConcat,
  guardedLength,
  guardedRepeat,
  guardedReplace,
} from './string-bounds.ts';

const text = (args: readonly Bound[], index: number, context: CallContext): string => {
  const value = args[index] as Bound;
  if (value.type.name === 'VARCHAR' || value.type.name === 'NULL') return value.sql;
  if (value.type.name === 'ARRAY' || value.type.name === 'OTHER')
    throw argumentTypeError(context, args, `'${context.call.name}(<CHARACTER>, …)'`);
  // Numbers and times are used as their text, as the real system's implicit cast does.
  return `CAST(${value.sql} AS VARCHAR)`;
};

const integer = (args: readonly Bound[], index: number, context: CallContext): string => {
  const value = args[index] as Bound;
  if (!isNumeric(value.type))
    throw argumentTypeError(context, args, `'${context.call.name}(<CHARACTER>, <INTEGER>…)'`);
  return `CAST(${value.sql} AS INTEGER)`;
};

/** A constant pattern is compiled at analysis, so a bad one is the user's error, not a runtime fault. */
function pattern(args: readonly Bound[], index: number, context: CallContext): string {
  const value = args[index] as Bound;
  if (typeof value.constant === 'string') {
    try {
      new RegExp(value.constant);
    } catch (error) {
      throw new SqlError(
        'validation',
        `Invalid regular expression '${value.constant}': ${(error as Error).message}`,
        value.span,
      );
    }
  }
  return text(args, index, context);
}

const unary = (name: string, duck: string): SqlFunction =>
  fn(name, 1, 1, (args, context) => ({ sql: `${duck}(${text(args, 0, context)})`, type: T.varchar }));

export const STRING_FUNCTIONS: readonly SqlFunction[] = [
  unary('LOWER', 'lower'),
  unary('UPPER', 'upper'),
  unary('REVERSE', 'reverse'),
  fn('CONCAT', 1, 64, (args, context) => ({
    // Any null argument makes the result null, as `||` does.
    sql: guardedConcat('CONCAT', `(${args.map((_, index) => text(args, index, context)).join(' || ')})`),
    type: T.varchar,
  })),
  fn('TEXTCAT', 2, 2, (args, context) => ({
    sql: guardedConcat('TEXTCAT', `(${text(args, 0, context)} || ${text(args, 1, context)})`),
    type: T.varchar,
  })),
  ...['SUBSTRING', 'SUBSTR'].map((name) =>
    fn(name, 2, 3, (args, context) => {
      const length = args[2] ? `, ${integer(args, 2, context)}` : '';
      return {
        sql: `substring(${text(args, 0, context)}, ${integer(args, 1, context)}${length})`,
        type: T.varchar,
      };
    }),
  ),
  fn('LEFT', 2, 2, (args, context) => ({
    sql: `left(${text(args, 0, context)}, ${integer(args, 1, context)})`,
    type: T.varchar,
  })),
  fn('RIGHT', 2, 2, (args, context) => ({
    sql: `right(${text(args, 0, context)}, ${integer(args, 1, context)})`,
    type: T.varchar,
  })),
  ...['CHAR_LENGTH', 'CHARACTER_LENGTH', 'LENGTH', 'STRLEN'].map((name) =>
    fn(name, 1, 1, (args, context) => ({
      sql: `CAST(length(${text(args, 0, context)}) AS INTEGER)`,
      type: T.integer,
    })),
  ),
  fn('$TRIM', 2, 3, (args, context) => {
    const where = (args[0] as Bound).constant;
    const duck = where === 'LEADING' ? 'ltrim' : where === 'TRAILING' ? 'rtrim' : 'trim';
    const characters = args[2] ? `, ${text(args, 2, context)}` : '';
    return { sql: `${duck}(${text(args, 1, context)}${characters})`, type: T.varchar };
  }),
  ...(
    [
      ['BTRIM', 'trim'],
      ['LTRIM', 'ltrim'],
      ['RTRIM', 'rtrim'],
    ] as const
  ).map(([name, duck]) =>
    fn(name, 1, 2, (args, context) => {
      const characters = args[1] ? `, ${text(args, 1, context)}` : '';
      return { sql: `${duck}(${text(args, 0, context)}${characters})`, type: T.varchar };
    }),
  ),
  fn('REPLACE', 3, 3, (args, context) => ({
    sql: guardedReplace(text(args, 0, context), text(args, 1, context), text(args, 2, context)),
    type: T.varchar,
  })),
  fn('STRPOS', 2, 2, (args, context) => ({
    sql: `CAST(strpos(${text(args, 0, context)}, ${text(args, 1, context)}) AS INTEGER)`,
    type: T.integer,
  })),
  fn('POSITION', 2, 3, (args, context) => {
    const from = args[2] ? integer(args, 2, context) : '1';
    const haystack = text(args, 1, context);
    const needle = text(args, 0, context);
    const sql = `(CASE WHEN strpos(substring(${haystack}, ${from}), ${needle}) = 0 THEN 0 ELSE strpos(substring(${haystack}, ${from}), ${needle}) + ${from} - 1 END)`;
    return { sql: `CAST(${sql} AS INTEGER)`, type: T.integer };
  }),
  fn('REPEAT', 2, 2, (args, context) => {
    const repeated = args[0] as Bound;
    if (typeof repeated.constant === 'string')
      checkConstantLength('REPEAT', args[1] as Bound, repeated.constant.length);
    return { sql: guardedRepeat(text(args, 0, context), integer(args, 1, context)), type: T.varchar };
  }),
  ...(['LPAD', 'RPAD'] as const).map((name) =>
    fn(name, 2, 3, (args, context) => {
      checkConstantLength(name, args[1] as Bound);
      const length = guardedLength(name, integer(args, 1, context));
      const padding = args[2] ? text(args, 2, context) : "' '";
      return {
        sql: `${name.toLowerCase()}(${text(args, 0, context)}, ${length}, ${padding})`,
        type: T.varchar,
      };
    }),
  ),
  fn('REGEXP_LIKE', 2, 2, (args, context) => ({
    sql: `regexp_matches(${text(args, 0, context)}, ${pattern(args, 1, context)})`,
    type: T.boolean,
  })),
  fn('REGEXP_EXTRACT', 2, 3, (args, context) => {
    const group = args[2] ? integer(args, 2, context) : '0';
    const sql = `nullif(regexp_extract(${text(args, 0, context)}, ${pattern(args, 1, context)}, ${group}), '')`;
    return { sql, type: T.varchar };
  }),
  fn('REGEXP_REPLACE', 3, 3, (args, context) => ({
    sql: `regexp_replace(${text(args, 0, context)}, ${pattern(args, 1, context)}, ${text(args, 2, context)}, 'g')`,
    type: T.varchar,
  })),
  fn('CONTAINS_STRING', 2, 2, (args, context) => ({
    sql: `contains(${text(args, 0, context)}, ${text(args, 1, context)})`,
    type: T.boolean,
  })),
  fn('ICONTAINS_STRING', 2, 2, (args, context) => ({
    sql: `contains(lower(${text(args, 0, context)}), lower(${text(args, 1, context)}))`,
    type: T.boolean,
  })),
];
