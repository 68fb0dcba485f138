// Aggregate functions: COUNT, SUM, MIN, MAX, AVG, approximate distinct counts, EARLIEST / LATEST, ANY_VALUE.

import type { Bound } from '../analyzer/bound.ts';
import { wrapLong } from '../analyzer/java-values.ts';
import { SqlError } from '../errors.ts';
import { isIntegral, isNumeric, T } from '../types.ts';
import { aggregate, argumentTypeError, type CallContext, fn, type SqlFunction } from './definition.ts';

const first = (args: readonly Bound[]): Bound => args[0] as Bound;

function numericArgument(args: readonly Bound[], context: CallContext): Bound {
  const arg = first(args);
  if (!isNumeric(arg.type)) throw argumentTypeError(context, args, `'${context.call.name}(<NUMERIC>)'`);
  return arg;
}

/** A floating-point value counted by its text: -0.0 and 0.0 are two values to Druid (live 33, §sql-semantics.7). */
const distinctKey = (arg: Bound): string =>
  ['DOUBLE', 'FLOAT', 'DECIMAL'].includes(arg.type.name) ? `CAST(${arg.sql} AS VARCHAR)` : arg.sql;

// An exact distinct count is a valid estimate with zero error; the reference keeps answers deterministic.
const distinctCount = (args: readonly Bound[], context: CallContext) => ({
  sql: first(args).type.multiValue
    ? `len(list_distinct(flatten(list(${first(args).sql})${context.filterSql})))`
    : `count(DISTINCT ${distinctKey(first(args))})${context.filterSql}`,
  type: T.bigint,
});

/**
 * The sketch-based distinct counts skip empty strings, as the real system's sketches do: over `'é…'`, `''` and NULL
 * both APPROX_COUNT_DISTINCT and APPROX_COUNT_DISTINCT_DS_HLL answered 1 (docs/facts/sql.md §sql.63, recorded 36).
 */
const sketchDistinctCount = (args: readonly Bound[], context: CallContext) => {
  const arg = first(args);
  // A multi-value string counts its values, every row's together (Druid 33 live: COUNT(DISTINCT "mv") is 4).
  if (arg.type.multiValue)
    return {
      sql: `len(list_filter(list_distinct(flatten(list(${arg.sql})${context.filterSql})), lambda "__d": "__d" <> ''))`,
      type: T.bigint,
    };
  if (arg.type.name !== 'VARCHAR') return distinctCount(args, context);
  return { sql: `count(DISTINCT NULLIF(${arg.sql}, ''))${context.filterSql}`, type: T.bigint };
};

function timeOf(context: CallContext): string {
  if (context.timeColumnSql === undefined)
    throw new SqlError(
      'validation',
      `Function '${context.call.name}' needs a __time column; use ${context.call.name}_BY(expr, timestampExpr) instead`,
      context.call.span,
    );
  return context.timeColumnSql;
}

const byTime = (name: string, pick: 'arg_min' | 'arg_max'): SqlFunction[] => [
  fn(
    name,
    1,
    2,
    (args, context) => ({
      sql: aggregate(context, pick, `${first(args).sql}, ${timeOf(context)}`, false),
      type: first(args).type,
    }),
    'aggregate',
  ),
  fn(
    `${name}_BY`,
    2,
    3,
    (args, context) => {
      const time = args[1] as Bound;
      if (time.type.name !== 'TIMESTAMP')
        throw argumentTypeError(context, args, `'${name}_BY(<ANY>, <TIMESTAMP>)'`);
      return {
        sql: aggregate(context, pick, `${first(args).sql}, ${time.sql}`, false),
        type: first(args).type,
      };
    },
    'aggregate',
  ),
];

/**
 * The order of an ARRAY_AGG or STRING_AGG: with DISTINCT the values sorted, nulls first (a sorted set); else the rows
 * as the scan reads them, by `__time` (Druid 33 live: STRING_AGG(DISTINCT "s2", ',') is 'x,y,z', STRING_AGG("s2", ',')
 * lists the values in time order).
 */
function listOrder(context: CallContext, value: string): string {
  if (context.call.distinct) return ` ORDER BY ${value} ASC NULLS FIRST`;
  return context.timeColumnSql === undefined ? '' : ` ORDER BY ${context.timeColumnSql}`;
}

export const AGGREGATES: readonly SqlFunction[] = [
  fn(
    'COUNT',
    0,
    1,
    (args, context) => {
      if (context.call.star) return { sql: `count(*)${context.filterSql}`, type: T.bigint };
      if (args.length === 0)
        throw new SqlError('validation', 'COUNT needs an argument or *', context.call.span);
      // Approximate (the default), COUNT(DISTINCT) is the sketch's count, which skips empty strings (live 33).
      if (context.call.distinct)
        return context.env.options.approximateCountDistinct
          ? sketchDistinctCount(args, context)
          : distinctCount(args, context);
      return { sql: aggregate(context, 'count', first(args).sql), type: T.bigint };
    },
    'aggregate',
  ),
  fn(
    'SUM',
    1,
    1,
    (args, context) => {
      const arg = numericArgument(args, context);
      // A long sum overflows as Java's long does (docs/facts/sql.md §sql.40).
      if (isIntegral(arg.type) || arg.type.name === 'NULL')
        return { sql: wrapLong(aggregate(context, 'sum', `CAST(${arg.sql} AS BIGINT)`)), type: T.bigint };
      // A sum of FLOATs is a DOUBLE (Druid 33 live, §sql-semantics.2).
      return { sql: `CAST(${aggregate(context, 'sum', arg.sql)} AS DOUBLE)`, type: T.double };
    },
    'aggregate',
  ),
  ...(['MIN', 'MAX'] as const).map((name) =>
    fn(
      name,
      1,
      1,
      (args, context) => {
        const arg = first(args);
        if (arg.type.name === 'BOOLEAN' || arg.type.name === 'ARRAY')
          throw argumentTypeError(context, args, `'${name}(<COMPARABLE_TYPE>)'`);
        // Druid 33 and 27 have no string MIN or MAX over datasources (live: `Aggregation [MIN] does not support type
        // [STRING]`); over metadata tables alone Calcite computes it (docs/facts/sql.md §sql.74).
        if (arg.type.name === 'VARCHAR' && context.metadataOnly !== true)
          throw new SqlError(
            'validation',
            `Aggregation [${name}] does not support type [STRING]`,
            context.call.span,
          );
        // The argument's type: MIN(1) is an INTEGER (Druid 33 live, §sql-semantics.2).
        const type = arg.type.name === 'NULL' ? T.varchar : arg.type;
        return { sql: aggregate(context, name.toLowerCase(), arg.sql, false), type };
      },
      'aggregate',
    ),
  ),
  fn(
    'AVG',
    1,
    1,
    (args, context) => {
      const arg = numericArgument(args, context);
      return { sql: aggregate(context, 'avg', `CAST(${arg.sql} AS DOUBLE)`), type: T.double };
    },
    'aggregate',
  ),
  ...[
    'APPROX_COUNT_DISTINCT',
    'APPROX_COUNT_DISTINCT_BUILTIN',
    'APPROX_COUNT_DISTINCT_DS_HLL',
    'APPROX_COUNT_DISTINCT_DS_THETA',
  ].map((name) => fn(name, 1, 3, (args, context) => sketchDistinctCount(args, context), 'aggregate')),
  ...byTime('EARLIEST', 'arg_min'),
  ...byTime('LATEST', 'arg_max'),
  fn(
    'ANY_VALUE',
    1,
    2,
    (args, context) => ({
      sql: aggregate(context, 'any_value', first(args).sql, false),
      type: first(args).type,
    }),
    'aggregate',
  ),
  fn(
    'STRING_AGG',
    2,
    3,
    (args, context) => {
      const value = `CAST(${first(args).sql} AS VARCHAR)`;
      return {
        sql: aggregate(
          context,
          'string_agg',
          `${value}, ${(args[1] as Bound).sql}${listOrder(context, value)}`,
        ),
        type: T.varchar,
      };
    },
    'aggregate',
  ),
  fn(
    'ARRAY_CONCAT_AGG',
    1,
    2,
    (args, context) => {
      const arg = first(args);
      if (arg.type.name !== 'ARRAY') throw argumentTypeError(context, args, "'ARRAY_CONCAT_AGG(<ARRAY>)'");
      return { sql: `flatten(${aggregate(context, 'list', arg.sql)})`, type: arg.type };
    },
    'aggregate',
  ),
  fn(
    'ARRAY_AGG',
    1,
    2,
    (args, context) => {
      const arg = first(args);
      return {
        sql: aggregate(context, 'array_agg', `${arg.sql}${listOrder(context, arg.sql)}`),
        type: T.arrayOf(arg.type.name === 'NULL' ? T.varchar : arg.type),
      };
    },
    'aggregate',
  ),
];
