// String functions: case, concatenation, substrings, length, trimming, replacement, search and regular expressions.
import type { Bound } from '../analyzer/bound.ts';
import { textOf } from '../analyzer/cast.ts';
import { once } from '../analyzer/java-values.ts';
import { SqlError } from '../errors.ts';
import { isNumeric, type SqlType, T } from '../types.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';
import {
  checkConstantLength,
  guardedConcat,
  guardedLength,
  guardedRepeat,
  guardedReplace,
} from './string-bounds.ts';
import { encodeUtf16, onUtf16, utf16Length } from './utf16.ts';

const text = (args: readonly Bound[], index: number, context: CallContext): string => {
  const value = args[index] as Bound;
  if (value.type.name === 'VARCHAR' || value.type.name === 'NULL') return value.sql;
  if (value.type.name === 'ARRAY' || value.type.name === 'OTHER')
    throw argumentTypeError(context, args, `'${context.call.name}(<CHARACTER>, …)'`);
  // Numbers and times are used as their text, as the real system's implicit cast does (Java's number text).
  return textOf(value);
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
      javaPatternCheck(value.constant);
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

/**
 * Checks a Java pattern with JavaScript's engine: inline flags (`(?i)`) become flags, and Unicode classes (`\p{L}`)
 * need the `u` flag; a pattern either reading accepts is Java's too (RE2 runs it).
 */
function javaPatternCheck(source: string): void {
  const inline = /^\(\?([imsx]+)\)/.exec(source);
  const body = inline ? source.slice(inline[0].length) : source;
  const flags = (inline?.[1] ?? '').replace(/x/g, '');
  try {
    new RegExp(body, flags);
  } catch (plain) {
    try {
      new RegExp(body, `${flags}u`);
    } catch {
      throw plain;
    }
  }
}

/** A CHAR stays CHAR through case changes (Druid 33 live: UPPER('a') is CHAR, §sql-semantics.2). */
const keepChar = (args: readonly Bound[]): SqlType =>
  (args[0] as Bound).type.char ? (args[0] as Bound).type : T.varchar;

/** Java's case mappings where DuckDB's differ: `ß` upper-cases to `SS`, `İ` lower-cases to `i` and a dot above. */
const javaUpper = (value: string): string => `upper(replace(${value}, 'ß', 'SS'))`;
const javaLower = (value: string): string => `lower(replace(${value}, 'İ', 'i̇'))`;

/** Druid's SUBSTRING: UTF-16 positions; a start past the end is NULL (`SUBSTRING('ab', 3)`, live 33). */
function substringSql(value: string, start: string, length: string | undefined): string {
  return onUtf16(value, (encoded) =>
    once(encoded, (v) => {
      const part = `substring(${v}, ${start}${length === undefined ? '' : `, ${length}`})`;
      return `CASE WHEN ${start} - 1 >= length(${v}) THEN NULL ELSE ${part} END`;
    }),
  );
}

/** LPAD and RPAD: length 0 is NULL, a negative one the empty string, no padding text leaves the value cut to length. */
function padSql(name: 'LPAD' | 'RPAD', value: string, length: string, padding: string): string {
  return onUtf16(value, (encoded) =>
    once(
      `{'s': ${encoded}, 'n': ${length}, 'p': ${padding}}`,
      (x) =>
        `CASE WHEN ${x}.n = 0 THEN NULL WHEN ${x}.n < 0 THEN '' WHEN ${x}.p = '' THEN left(${x}.s, ${x}.n) ` +
        `ELSE ${name.toLowerCase()}(${x}.s, ${x}.n, ${x}.p) END`,
    ),
  );
}

/** Java's String.replace: an empty target puts the replacement before every character and at the end. */
function replaceSql(value: string, from: string, to: string): string {
  return once(`{'s': ${value}, 'f': ${from}, 't': ${to}}`, (x) => {
    const between = `list_reduce(string_split(${x}.s, ''), lambda "__a", "__b": "__a" || ${x}.t || "__b")`;
    return (
      `CASE WHEN ${x}.f <> '' THEN ${guardedReplace(`${x}.s`, `${x}.f`, `${x}.t`)} WHEN ${x}.s = '' THEN ${x}.t ` +
      `ELSE ${x}.t || ${between} || ${x}.t END`
    );
  });
}

export const STRING_FUNCTIONS: readonly SqlFunction[] = [
  fn('LOWER', 1, 1, (args, context) => ({ sql: javaLower(text(args, 0, context)), type: keepChar(args) })),
  fn('UPPER', 1, 1, (args, context) => ({ sql: javaUpper(text(args, 0, context)), type: keepChar(args) })),
  fn('REVERSE', 1, 1, (args, context) => ({ sql: `reverse(${text(args, 0, context)})`, type: T.varchar })),
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
      const length = args[2] ? integer(args, 2, context) : undefined;
      // A CHAR literal's substring is a CHAR (Druid 33 blank-pads it to the literal's length when it is a whole
      // column folded to a constant: SUBSTRING('abc', 2) answers 'bc '; the reference does not pad).
      const sql = substringSql(text(args, 0, context), integer(args, 1, context), length);
      return { sql, type: keepChar(args) };
    }),
  ),
  ...(['LEFT', 'RIGHT'] as const).map((name) =>
    fn(name, 2, 2, (args, context) => ({
      sql: onUtf16(
        text(args, 0, context),
        (v) => `${name.toLowerCase()}(${v}, ${integer(args, 1, context)})`,
      ),
      type: T.varchar,
    })),
  ),
  ...['CHAR_LENGTH', 'CHARACTER_LENGTH', 'LENGTH', 'STRLEN'].map((name) =>
    fn(name, 1, 1, (args, context) => ({
      sql: `CAST(${utf16Length(text(args, 0, context))} AS INTEGER)`,
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
    sql: replaceSql(text(args, 0, context), text(args, 1, context), text(args, 2, context)),
    type: T.varchar,
  })),
  fn('STRPOS', 2, 2, (args, context) => ({
    sql: `CAST(strpos(${encodeUtf16(text(args, 0, context))}, ${encodeUtf16(text(args, 1, context))}) AS INTEGER)`,
    type: T.integer,
  })),
  fn('POSITION', 2, 3, (args, context) => {
    const from = args[2] ? integer(args, 2, context) : '1';
    const haystack = encodeUtf16(text(args, 1, context));
    const needle = encodeUtf16(text(args, 0, context));
    const sql = `(CASE WHEN strpos(substring(${haystack}, ${from}), ${needle}) = 0 THEN 0 ELSE strpos(substring(${haystack}, ${from}), ${needle}) + ${from} - 1 END)`;
    return { sql: `CAST(${sql} AS INTEGER)`, type: T.integer };
  }),
  fn('REPEAT', 2, 2, (args, context) => {
    const repeated = args[0] as Bound;
    if (typeof repeated.constant === 'string')
      checkConstantLength('REPEAT', args[1] as Bound, repeated.constant.length);
    // A count of zero or less is NULL, not the empty string (live 33).
    const count = integer(args, 1, context);
    const built = guardedRepeat(text(args, 0, context), count);
    return { sql: `(CASE WHEN ${count} <= 0 THEN NULL ELSE ${built} END)`, type: T.varchar };
  }),
  ...(['LPAD', 'RPAD'] as const).map((name) =>
    fn(name, 2, 3, (args, context) => {
      checkConstantLength(name, args[1] as Bound);
      const length = guardedLength(name, integer(args, 1, context));
      const padding = args[2] ? text(args, 2, context) : "' '";
      return { sql: padSql(name, text(args, 0, context), length, padding), type: T.varchar };
    }),
  ),
  fn('REGEXP_LIKE', 2, 2, (args, context) => ({
    sql: `regexp_matches(${text(args, 0, context)}, ${pattern(args, 1, context)})`,
    type: T.boolean,
  })),
  fn('REGEXP_EXTRACT', 2, 3, (args, context) => {
    const group = args[2] ? integer(args, 2, context) : '0';
    // No match is NULL; a match of nothing is the empty string (live 33: REGEXP_EXTRACT('b', 'a*') is '').
    const regex = pattern(args, 1, context);
    const sql = once(
      text(args, 0, context),
      (v) => `CASE WHEN regexp_matches(${v}, ${regex}) THEN regexp_extract(${v}, ${regex}, ${group}) END`,
    );
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
