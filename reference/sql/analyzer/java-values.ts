// Conversions as the real system's JVM does them, written as DuckDB SQL: narrowing casts, number text, text numbers
// (docs/facts/sql-semantics.md §sql-semantics.1).

import { createHash } from 'node:crypto';

/**
 * `body(v)` over the value of `sql`, evaluated once: a one-element list mapped by a lambda, so that SQL that reads its
 * operand several times does not repeat (and re-evaluate) a nested operand. The name depends on the operand only, so
 * one expression renders the same SQL each time (GROUP BY keys are matched by their SQL).
 */
export function once(sql: string, body: (value: string) => string): string {
  const name = `"__j${createHash('sha1').update(sql).digest('hex').slice(0, 10)}"`;
  return `list_transform([${sql}], lambda ${name}: ${body(name)})[1]`;
}

const LONG_MAX = '9223372036854775807';
const LONG_MIN = '(-9223372036854775807 - 1)';

/** Java's `(long) d`: toward zero, NaN is 0, beyond the range the nearest end (a DOUBLE operand). */
export const longOfDouble = (sql: string): string =>
  once(
    sql,
    (v) =>
      `CASE WHEN isnan(${v}) THEN CAST(0 AS BIGINT) WHEN ${v} >= 9223372036854775807.0 THEN ${LONG_MAX} ` +
      `WHEN ${v} <= -9223372036854775808.0 THEN ${LONG_MIN} ELSE CAST(trunc(${v}) AS BIGINT) END`,
  );

/** Java's `(float) d`: past the largest float an infinity, below the smallest a zero of the same sign. */
export const floatOfDouble = (sql: string): string =>
  once(
    sql,
    (v) =>
      `CASE WHEN ${v} >= 3.4028235677973366e38 THEN CAST('Infinity' AS FLOAT) ` +
      `WHEN ${v} <= -3.4028235677973366e38 THEN CAST('-Infinity' AS FLOAT) ` +
      `WHEN ${v} < 0 AND ${v} > -7.006492321624086e-46 THEN CAST('-0.0' AS FLOAT) ELSE CAST(${v} AS FLOAT) END`,
  );

/** Scientific notation from DuckDB's shortest digits of a positive value: `d.ddd` `E` exponent, as Java writes it. */
function scientific(text: string): string {
  const withExponent = `CAST(split_part(${text}, 'e', 1) || CASE WHEN contains(split_part(${text}, 'e', 1), '.') THEN '' ELSE '.0' END AS VARCHAR) || 'E' || CAST(CAST(split_part(${text}, 'e', 2) AS INTEGER) AS VARCHAR)`;
  const whole = `split_part(${text}, '.', 1)`;
  const fraction = `split_part(${text}, '.', 2)`;
  const big = `rtrim(${whole} || ${fraction}, '0')`;
  const bigMantissa = `left(${big}, 1) || '.' || coalesce(nullif(substr(${big}, 2), ''), '0')`;
  const small = `rtrim(ltrim(${fraction}, '0'), '0')`;
  const smallMantissa = `left(${small}, 1) || '.' || coalesce(nullif(substr(${small}, 2), ''), '0')`;
  const smallExponent = `CAST(length(ltrim(${fraction}, '0')) - length(${fraction}) - 1 AS VARCHAR)`;
  return (
    `CASE WHEN contains(${text}, 'e') THEN ${withExponent} ` +
    `WHEN ${whole} <> '0' THEN ${bigMantissa} || 'E' || CAST(length(${whole}) - 1 AS VARCHAR) ` +
    `ELSE ${smallMantissa} || 'E' || ${smallExponent} END`
  );
}

/** Java's `Double.toString`: plain from 10^-3 to 10^7 with at least one decimal, else `d.dddE±n` (§sql.41). */
export const doubleText = (sql: string): string =>
  once(
    `CAST(${sql} AS DOUBLE)`,
    (v) =>
      `CASE WHEN ${v} IS NULL THEN NULL WHEN isnan(${v}) THEN 'NaN' ` +
      `WHEN isinf(${v}) THEN CASE WHEN ${v} > 0 THEN 'Infinity' ELSE '-Infinity' END ` +
      `WHEN ${v} = 0 THEN CASE WHEN starts_with(CAST(${v} AS VARCHAR), '-') THEN '-0.0' ELSE '0.0' END ` +
      `WHEN abs(${v}) >= 0.001 AND abs(${v}) < 10000000 THEN CAST(${v} AS VARCHAR) ` +
      `ELSE CASE WHEN ${v} < 0 THEN '-' ELSE '' END || ${once(`CAST(abs(${v}) AS VARCHAR)`, scientific)} END`,
  );

/** Guava's `Doubles.tryParse` accepts: no blanks, an optional type suffix, NaN and the infinities. */
const DOUBLE_TEXT = `'[+-]?(NaN|Infinity|([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?)[fFdD]?'`;

/**
 * A text read as a number the way the real system's casts read it: a long when it is one, else a double when Guava
 * reads one, else `true`/`false` in any case as 1/0, else NULL. `as` picks the result: a BIGINT (a double narrowed as
 * Java narrows it) or a DOUBLE (a long widened: `-0` reads 0.0).
 */
export function numberOfText(sql: string, as: 'BIGINT' | 'DOUBLE'): string {
  return once(sql, (v) => {
    const long = `TRY_CAST(${v} AS BIGINT)`;
    const double = `TRY_CAST(regexp_replace(${v}, '[fFdD]$', '') AS DOUBLE)`;
    const isLong = `regexp_full_match(${v}, '[+-]?[0-9]+') AND ${long} IS NOT NULL`;
    const fromDouble = as === 'BIGINT' ? longOfDouble(double) : double;
    const fromLong = as === 'BIGINT' ? long : `CAST(${long} AS DOUBLE)`;
    return (
      `CASE WHEN ${isLong} THEN ${fromLong} WHEN regexp_full_match(${v}, ${DOUBLE_TEXT}) THEN ${fromDouble} ` +
      `WHEN lower(${v}) = 'true' THEN CAST(1 AS ${as}) WHEN lower(${v}) = 'false' THEN CAST(0 AS ${as}) END`
    );
  });
}

/**
 * A text read as an ISO 8601 instant the way Joda's parser reads it: a year alone (any number of digits, a sign),
 * then month and day of one or two digits, `T` or a blank, hours, minutes, seconds and a fraction, an offset; no
 * blanks around it. Impossible dates are NULL. The result is UTC.
 */
export function instantOfText(sql: string): string {
  const pattern =
    "'^([+-]?[0-9]{1,6})(?:-([0-9]{1,2})(?:-([0-9]{1,2}))?)?(?:[T ]([0-9]{1,2})(?::([0-9]{1,2})(?::([0-9]{1,2})(?:\\.([0-9]{1,9}))?)?)?)?(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?$'";
  const parts = "['y', 'mo', 'd', 'h', 'mi', 's', 'f', 'z']";
  return once(`regexp_extract(${sql}, ${pattern}, ${parts})`, (p) => {
    const part = (name: string, fallback: string) =>
      `coalesce(CAST(nullif(${p}.${name}, '') AS INTEGER), ${fallback})`;
    const fraction = `coalesce(CAST(nullif(rpad(left(${p}.f, 3), 3, '0'), '') AS INTEGER), 0)`;
    const local = `TRY(make_timestamp(${part('y', 'NULL')}, ${part('mo', '1')}, ${part('d', '1')}, ${part('h', '0')}, ${part('mi', '0')}, ${part('s', '0')} + ${fraction} / 1000.0))`;
    const zone = `${p}.z`;
    const offsetMinutes = `(CASE WHEN ${zone} IN ('', 'Z') THEN 0 ELSE (CASE WHEN starts_with(${zone}, '-') THEN -1 ELSE 1 END) * (CAST(substr(${zone}, 2, 2) AS INTEGER) * 60 + coalesce(CAST(nullif(right(replace(${zone}, ':', ''), 2), '') AS INTEGER), 0) * CASE WHEN length(replace(${zone}, ':', '')) > 3 THEN 1 ELSE 0 END) END)`;
    return `CASE WHEN ${p}.y = '' THEN NULL ELSE ${local} - to_minutes(${offsetMinutes}) END`;
  });
}

/**
 * A HUGEINT result brought into a Java long the way the JVM's arithmetic overflows: modulo 2^64, two's complement (the
 * mask keeps the low 64 bits of the shifted value; exact for |x| < 2^127 - 2^63).
 */
export const wrapLong = (huge: string): string =>
  `CAST(((((${huge}) + 9223372036854775808) & 18446744073709551615) - 9223372036854775808) AS BIGINT)`;

/**
 * The exact HUGEINT value behind a long expression's last wrap, and a bound on its magnitude (at most 2^bits). Wrapping
 * modulo 2^64 commutes with + - *, so a chain wraps once at its end while its exact value fits a HUGEINT: DuckDB takes
 * seconds over a hundred nested wraps. `of` is the wrapped SQL it belongs to (a changed expression cannot reuse it).
 */
export interface ExactLong {
  readonly of: string;
  readonly huge: string;
  readonly bits: number;
}

/** A long operand: its SQL and, where known, its exact value. */
export interface LongOperand {
  readonly sql: string;
  readonly exactLong?: ExactLong;
}

/** |x| ≤ 2^126 keeps the wrap's x + 2^63 inside a HUGEINT. */
const HUGE_BITS = 126;
const LONG_BITS = 63;

const exactOf = (operand: LongOperand): Omit<ExactLong, 'of'> =>
  operand.exactLong?.of === operand.sql
    ? operand.exactLong
    : { huge: `CAST(${operand.sql} AS HUGEINT)`, bits: LONG_BITS };

const wrapped = (huge: string, bits: number): { sql: string; exactLong: ExactLong } => {
  const sql = wrapLong(huge);
  return { sql, exactLong: { of: sql, huge, bits } };
};

/** `a op b` on Java longs: computed exactly, then wrapped (docs/facts/sql.md §sql.40, §sql-semantics.2). */
export function longArithmetic(
  left: LongOperand,
  operator: '+' | '-' | '*',
  right: LongOperand,
): { sql: string; exactLong: ExactLong } {
  const bitsOf = (l: number, r: number) => (operator === '*' ? l + r : Math.max(l, r) + 1);
  let [l, r] = [exactOf(left), exactOf(right)];
  // Too large for a HUGEINT: the operands are wrapped first (a product of two longs always fits).
  if (bitsOf(l.bits, r.bits) > HUGE_BITS) [l, r] = [exactOf({ sql: left.sql }), exactOf({ sql: right.sql })];
  return wrapped(`(${l.huge} ${operator} ${r.huge})`, bitsOf(l.bits, r.bits));
}

/** `-a` on a Java long: -(-9223372036854775808) wraps to itself. */
export function longNegation(operand: LongOperand): { sql: string; exactLong: ExactLong } {
  const exact = exactOf(operand);
  return wrapped(`(-${exact.huge})`, exact.bits);
}
