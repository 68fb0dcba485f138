// Numeric and conditional functions: ABS, ROUND, FLOOR, CEIL, POWER, MOD…, NVL, COALESCE, NULLIF, GREATEST, LEAST.
import type { Bound } from '../analyzer/bound.ts';
import { coerceSql } from '../analyzer/cast.ts';
import { unify } from '../analyzer/unify.ts';
import { isIntegral, isNumeric, T } from '../types.ts';
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
  fn('FLOOR', 1, 1, (args, context) => {
    numbers(args, context);
    return isIntegral(first(args).type)
      ? { sql: first(args).sql, type: first(args).type }
      : { sql: `floor(${first(args).sql})`, type: T.double };
  }),
  ...['CEIL', 'CEILING'].map((name) =>
    fn(name, 1, 1, (args, context) => {
      numbers(args, context);
      return isIntegral(first(args).type)
        ? { sql: first(args).sql, type: first(args).type }
        : { sql: `ceil(${first(args).sql})`, type: T.double };
    }),
  ),
  fn('ROUND', 1, 2, (args, context) => {
    numbers(args, context);
    const digits = args[1] ? `CAST(${(args[1] as Bound).sql} AS INTEGER)` : '0';
    const value = first(args);
    if (isIntegral(value.type))
      return { sql: `CAST(round(${value.sql}, ${digits}) AS ${value.type.name})`, type: value.type };
    // Half away from zero, as BigDecimal.ROUND_HALF_UP does.
    return { sql: `round(CAST(${value.sql} AS DOUBLE), ${digits})`, type: T.double };
  }),
  fn('TRUNCATE', 1, 2, (args, context) => {
    numbers(args, context);
    const digits = args[1] ? `CAST(${(args[1] as Bound).sql} AS INTEGER)` : '0';
    return {
      sql: `(trunc(CAST(${first(args).sql} AS DOUBLE) * pow(10, ${digits})) / pow(10, ${digits}))`,
      type: T.double,
    };
  }),
  ...['POWER', 'POW'].map((name) => fn(name, 2, 2, toDouble('pow', 2))),
  fn('SQRT', 1, 1, toDouble('sqrt', 1)),
  fn('EXP', 1, 1, toDouble('exp', 1)),
  fn('LN', 1, 1, toDouble('ln', 1)),
  fn('LOG10', 1, 1, toDouble('log10', 1)),
  fn('MOD', 2, 2, (args, context) => {
    numbers(args, context);
    const [a, b] = [first(args), args[1] as Bound];
    if (isIntegral(a.type) && isIntegral(b.type))
      return {
        sql: `(CASE WHEN ${b.sql} = 0 THEN error('/ by zero') ELSE ${a.sql} % ${b.sql} END)`,
        type: T.bigint,
      };
    return { sql: `fmod(CAST(${a.sql} AS DOUBLE), CAST(${b.sql} AS DOUBLE))`, type: T.double };
  }),
  fn('SAFE_DIVIDE', 2, 2, (args, context) => {
    numbers(args, context);
    return {
      sql: `(CASE WHEN ${(args[1] as Bound).sql} = 0 THEN NULL ELSE CAST(${first(args).sql} AS DOUBLE) / ${(args[1] as Bound).sql} END)`,
      type: T.double,
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
      const { type, sql } = conditional(name, context, args);
      // Any null argument makes the result null, as in the real system.
      const anyNull = sql.map((value) => `${value} IS NULL`).join(' OR ');
      return {
        sql: `(CASE WHEN ${anyNull} THEN NULL ELSE ${name.toLowerCase()}(${sql.join(', ')}) END)`,
        type,
      };
    }),
  ),
];
