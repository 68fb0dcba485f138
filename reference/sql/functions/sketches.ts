// HLL sketches: DS_HLL builds one (empty strings skipped, §sql.63), HLL_SKETCH_ESTIMATE reads its count (§sql.24). The reference's
// sketch holds the distinct values themselves (base64 of their JSON list): estimates are exact, as its
// APPROX_COUNT_DISTINCT answers are; the value is shown as the real system shows a sketch, the JSON text of a base64
// string.
import type { Bound } from '../analyzer/bound.ts';
import { isNumeric, type SqlType, T } from '../types.ts';
import { argumentTypeError, fn, type SqlFunction } from './definition.ts';

export const HLL_SKETCH: SqlType = { name: 'OTHER', complex: 'HLLSketch' };

const first = (args: readonly Bound[]): Bound => args[0] as Bound;

/** The optional lgK / target-type arguments must be constants of their kind; the reference ignores their values. */
const settingsAreConstants = (args: readonly Bound[]): boolean =>
  args
    .slice(1)
    .every((arg, index) =>
      index === 0 ? typeof arg.constant === 'number' : typeof arg.constant === 'string',
    );

export const SKETCH_FUNCTIONS: readonly SqlFunction[] = [
  fn(
    'DS_HLL',
    1,
    3,
    (args, context) => {
      const arg = first(args);
      if (arg.type.name === 'OTHER' || arg.type.name === 'ARRAY' || !settingsAreConstants(args))
        throw argumentTypeError(context, args, "'DS_HLL(expr[, lgK[, tgtHllType]])'");
      const values = `coalesce(list_sort(list_filter(list(DISTINCT CAST(${arg.sql} AS VARCHAR))${context.filterSql}, lambda "__v": "__v" IS NOT NULL AND "__v" <> '')), [])`;
      return {
        sql: `('"' || to_base64(encode(CAST(to_json(${values}) AS VARCHAR))) || '"')`,
        type: HLL_SKETCH,
      };
    },
    'aggregate',
  ),
  // APPROX_QUANTILE_DS(expr, fraction[, k]): a quantiles sketch's answer while it still holds every value, as here
  // always: the smallest value whose rank (counted from 1) reaches ceil(fraction × count), as a DOUBLE; NULL over no
  // values (docs/facts/sql.md §sql.63, recorded 36 `-043-`).
  fn(
    'APPROX_QUANTILE_DS',
    2,
    3,
    (args, context) => {
      const [arg, fraction, k] = args as [Bound, Bound, Bound | undefined];
      const f = fraction.constant;
      if (
        !isNumeric(arg.type) ||
        typeof f !== 'number' ||
        f < 0 ||
        f > 1 ||
        (k !== undefined && typeof k.constant !== 'number')
      )
        throw argumentTypeError(context, args, "'APPROX_QUANTILE_DS(expr, fraction[, k])'");
      const values = `list_sort(list_filter(list(CAST(${arg.sql} AS DOUBLE))${context.filterSql}, lambda "__v": "__v" IS NOT NULL))`;
      const count = `count(${arg.sql})${context.filterSql}`;
      // A list index past the end (no values) is NULL.
      return { sql: `${values}[greatest(1, CAST(ceil(${f} * ${count}) AS BIGINT))]`, type: T.double };
    },
    'aggregate',
  ),
  fn('HLL_SKETCH_ESTIMATE', 1, 2, (args, context) => {
    const arg = first(args);
    if ((arg.type.name !== 'OTHER' || arg.type.complex !== 'HLLSketch') && arg.type.name !== 'NULL')
      throw argumentTypeError(context, args, "'HLL_SKETCH_ESTIMATE(sketch[, round])'");
    const count = `CAST(json_array_length(CAST(decode(from_base64(trim(${arg.sql}, '"'))) AS JSON)) AS DOUBLE)`;
    return { sql: count, type: T.double };
  }),
];
