// Numeric and conditional functions: ABS, ROUND, FLOOR, CEIL, POWER, MOD…, NVL, COALESCE, NULLIF, GREATEST, LEAST.
import type { Bound } from '../analyzer/bound.ts';
import { coerceSql } from '../analyzer/cast.ts';
import { longOfDouble, wrapLong } from '../analyzer/java-values.ts';
import { unify } from '../analyzer/unify.ts';
import { commonType, isIntegral, isNumeric, T } from '../types.ts';
import { argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';

function numbers(args: readonly Bound[], context: CallContext): void {
  for (const value of args) {
    if (!isNumeric(value.type)) throw argumentTypeError(context, args, `'${context.call.name}(<NUMERIC>…)'`);
  }
}

const first = (args: readonly Bound[]): Bound => args[0] as Bound;

const sameType = (duck: string) => (args: readonly Bound[], context: CallContext) => {
  numbers(args, context);
  const type = first(args).type.name === 'NULL' ? T.double : first(args).type;
  return { sql: `${duck}(${first(args).sql})`, type };
};

/** The type FLOOR, CEIL, ROUND and TRUNCATE answer in: their operand's (a DECIMAL literal stays DECIMAL, §sql-semantics.2). */
const operandType = (value: Bound) => (value.type.name === 'NULL' ? T.double : value.type);

/**
 * A floating-point result of the operand's type: a FLOAT is computed in double and stays one until the output narrows
 * it (druid-grouping.ts outputSql; live 33: SAFE_DIVIDE(x, TRUNCATE("f", 1)) divides by the double 2.2).
 */
const inType = (_value: Bound, doubleSql: string): string => doubleSql;

/** ROUND and TRUNCATE go through BigDecimal, which has no negative zero: -0.4 rounds to 0.0, not -0.0. */
const positiveZero = (sql: string): string => `(${sql} + 0.0)`;

/** A number as a Java long for the bitwise functions: fractions truncated as `(long) d` does. */
const asLong = (value: Bound): string =>
  isIntegral(value.type) || value.type.name === 'NULL'
    ? `CAST(${value.sql} AS BIGINT)`
    : longOfDouble(`CAST(${value.sql} AS DOUBLE)`);

const bitwise = (name: string, arity: number, render: (a: string, b: string) => string) =>
  fn(name, arity, arity, (args, context) => {
    numbers(args, context);
    return { sql: render(asLong(first(args)), args[1] ? asLong(args[1] as Bound) : ''), type: T.bigint };
  });

const toDouble = (duck: string, arity: number) => (args: readonly Bound[], context: CallContext) => {
  numbers(args, context);
  return {
    sql: `${duck}(${args
      .slice(0, arity)
      .map((value) => `CAST(${value.sql} AS DOUBLE)`)
      .join(', ')})`,
    type: T.double,
  };
};

function conditional(name: string, context: CallContext, args: readonly Bound[]) {
  const { type, sql } = unify(args, context.call.span, name);
  return { type: type.name === 'NULL' ? T.varchar : type, sql };
}

export const MATH_FUNCTIONS: readonly SqlFunction[] = [
  fn('ABS', 1, 1, sameType('abs')),
  ...[
    ['FLOOR', 'floor'],
    ['CEIL', 'ceil'],
    ['CEILING', 'ceil'],
  ].map(([name, duck]) =>
    fn(name as string, 1, 1, (args, context) => {
      numbers(args, context);
      const value = first(args);
      return isIntegral(value.type)
        ? { sql: value.sql, type: value.type }
        : { sql: inType(value, `${duck}(CAST(${value.sql} AS DOUBLE))`), type: operandType(value) };
    }),
  ),
  fn('ROUND', 1, 2, (args, context) => {
    numbers(args, context);
    const digits = args[1] ? `CAST(${(args[1] as Bound).sql} AS INTEGER)` : '0';
    const value = first(args);
    // Through a DECIMAL, as BigDecimal does: rounding a BIGINT's extremes does not overflow on the way (live 33:
    // ROUND(9223372036854775807, -2) is 9223372036854775800).
    if (isIntegral(value.type))
      return {
        sql: `CAST(round(CAST(${value.sql} AS DECIMAL(38, 0)), ${digits}) AS ${value.type.name})`,
        type: value.type,
      };
    // Half away from zero, as BigDecimal.ROUND_HALF_UP does.
    return {
      sql: inType(value, positiveZero(`round(CAST(${value.sql} AS DOUBLE), ${digits})`)),
      type: operandType(value),
    };
  }),
  ...['TRUNCATE', 'TRUNC'].map((name) =>
    fn(name, 1, 2, (args, context) => {
      numbers(args, context);
      const digits = args[1] ? `CAST(${(args[1] as Bound).sql} AS INTEGER)` : '0';
      const value = first(args);
      // Druid's TRUNCATE is `cast(cast(x * f, 'long'), 'double') / f` with f = Math.pow(10, digits): the value goes
      // through a Java long, so it saturates there (live 33: TRUNCATE(1e300, 1) is 9.2233720368547763E17) and has
      // no negative zero.
      const factor = `pow(10.0, ${digits})`;
      const truncated = `(CAST(${longOfDouble(`(CAST(${value.sql} AS DOUBLE) * ${factor})`)} AS DOUBLE) / ${factor})`;
      if (isIntegral(value.type)) return { sql: longOfDouble(truncated), type: value.type };
      return { sql: inType(value, truncated), type: operandType(value) };
    }),
  ),
  ...['POWER', 'POW'].map((name) => fn(name, 2, 2, toDouble('pow', 2))),
  fn('SQRT', 1, 1, toDouble('sqrt', 1)),
  fn('EXP', 1, 1, toDouble('exp', 1)),
  fn('LN', 1, 1, toDouble('ln', 1)),
  fn('LOG10', 1, 1, toDouble('log10', 1)),
  ...['SIN', 'COS', 'TAN', 'COT', 'ASIN', 'ACOS', 'ATAN', 'DEGREES', 'RADIANS'].map((name) =>
    fn(name, 1, 1, toDouble(name.toLowerCase(), 1)),
  ),
  fn('ATAN2', 2, 2, toDouble('atan2', 2)),
  bitwise('BITWISE_AND', 2, (a, b) => `(${a} & ${b})`),
  bitwise('BITWISE_OR', 2, (a, b) => `(${a} | ${b})`),
  bitwise('BITWISE_XOR', 2, (a, b) => `xor(${a}, ${b})`),
  bitwise('BITWISE_COMPLEMENT', 1, (a) => `(~${a})`),
  // Java masks the distance to six bits; a left shift drops the bits pushed out.
  bitwise('BITWISE_SHIFT_LEFT', 2, (a, b) => wrapLong(`CAST(${a} AS HUGEINT) << CAST(${b} & 63 AS INTEGER)`)),
  bitwise('BITWISE_SHIFT_RIGHT', 2, (a, b) => `(${a} >> CAST(${b} & 63 AS INTEGER))`),
  fn('MOD', 2, 2, (args, context) => {
    numbers(args, context);
    const [a, b] = [first(args), args[1] as Bound];
    // Calcite types MOD as its divisor (MOD(BIGINT, INTEGER) is INTEGER), and as DECIMAL when either is not an
    // integer; Java's remainder takes the dividend's sign (Druid 33 live, §sql-semantics.2).
    if (isIntegral(a.type) && isIntegral(b.type))
      return {
        sql: `(CASE WHEN ${b.sql} = 0 THEN error('/ by zero') ELSE CAST(${a.sql} AS BIGINT) % ${b.sql} END)`,
        type: b.type,
      };
    return { sql: `(CAST(${a.sql} AS DOUBLE) % CAST(${b.sql} AS DOUBLE))`, type: T.decimal };
  }),
  fn('SAFE_DIVIDE', 2, 2, (args, context) => {
    numbers(args, context);
    // The operands' common type (integers divide as integers); by zero NULL, except 0 by 0, which is 0 (live 33).
    const [a, b] = [first(args), args[1] as Bound];
    const type = commonType(a.type, b.type) ?? T.double;
    const integral = isIntegral(type) || type.name === 'NULL';
    const [x, y] = integral
      ? [`CAST(${a.sql} AS BIGINT)`, `CAST(${b.sql} AS BIGINT)`]
      : [`CAST(${a.sql} AS DOUBLE)`, `CAST(${b.sql} AS DOUBLE)`];
    const quotient = integral ? `${x} // ${y}` : `${x} / ${y}`;
    return {
      sql: `(CASE WHEN ${y} = 0 THEN (CASE WHEN ${x} = 0 THEN 0 END) ELSE ${quotient} END)`,
      type: type.name === 'NULL' ? T.bigint : type,
    };
  }),
  ...['NVL', 'IFNULL'].map((name) =>
    fn(name, 2, 2, (args, context) => {
      const { type, sql } = conditional(name, context, args);
      return { sql: `coalesce(${sql.join(', ')})`, type };
    }),
  ),
  fn('COALESCE', 1, 64, (args, context) => {
    const { type, sql } = conditional('COALESCE', context, args);
    return { sql: `coalesce(${sql.join(', ')})`, type };
  }),
  fn('NULLIF', 2, 2, (args, context) => {
    const { sql } = conditional('NULLIF', context, args);
    const type = first(args).type.name === 'NULL' ? T.varchar : first(args).type;
    return { sql: `nullif(${coerceSql(first(args), type)}, ${sql[1]})`, type };
  }),
  ...(['GREATEST', 'LEAST'] as const).map((name) =>
    fn(name, 1, 64, (args, context) => {
      // Druid's own functions: a BIGINT when every argument is an integer, a DOUBLE when any number is not; nulls
      // are skipped, NULL only when all are (Druid 33 live, docs/facts/sql-semantics.md §sql-semantics.2).
      if (args.every((value) => isNumeric(value.type))) {
        const integral = args.every((value) => isIntegral(value.type) || value.type.name === 'NULL');
        const type = integral ? T.bigint : T.double;
        const sql = args.map((value) => coerceSql(value, type));
        return { sql: `${name.toLowerCase()}(${sql.join(', ')})`, type };
      }
      const { type, sql } = conditional(name, context, args);
      return { sql: `${name.toLowerCase()}(${sql.join(', ')})`, type };
    }),
  ),
];
