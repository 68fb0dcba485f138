// A scalar string function given a multi-value string applies to each value, as on the real system
// (UPPER(tags) is the list of upper-cased values: docs/facts/sql.md §sql.23).
import { SqlError } from '../errors.ts';
import type { SqlFunction } from '../functions/definition.ts';
import { T } from '../types.ts';
import type { Bound } from './bound.ts';

/** Functions that take lists themselves: their multi-value arguments are not mapped. */
export const TAKES_LISTS = /^(ARRAY_|MV_|STRING_TO_|JSON_|TO_JSON_STRING$|DS_|HLL_|LOOKUP$)/;

/** The index of the one multi-value argument to map over, or undefined when the call is bound as it is. */
export function mappedArgument(definition: SqlFunction, args: readonly Bound[]): number | undefined {
  if (definition.kind !== 'scalar' || TAKES_LISTS.test(definition.name)) return undefined;
  const multi = args.flatMap((arg, index) => (arg.type.multiValue ? [index] : []));
  if (multi.length === 0) return undefined;
  if (multi.length > 1)
    throw new SqlError(
      'validation',
      `Function '${definition.name}' takes at most one multi-value string; use MV_TO_STRING or MV_OFFSET on the others`,
      (args[multi[1] as number] as Bound).span,
    );
  return multi[0];
}

export const VALUE = '"__mv_value"';

/** The argument list with the mapped argument replaced by one value of it. */
export const oneValueOf = (args: readonly Bound[], index: number): Bound[] =>
  args.map((arg, at) => (at === index ? { ...arg, sql: VALUE, type: T.varchar } : arg));

/** The per-value result wrapped over the whole list; only string results make a multi-value string. */
export function mapOver(
  definition: SqlFunction,
  list: Bound,
  result: { sql: string; type: typeof T.varchar },
) {
  if (result.type.name !== 'VARCHAR')
    throw new SqlError(
      'validation',
      `Function '${definition.name}' cannot take a multi-value string; use MV_TO_STRING or MV_OFFSET first`,
      list.span,
    );
  return { sql: `list_transform(${list.sql}, lambda ${VALUE}: ${result.sql})`, type: T.multiString };
}

const COMPARISONS = new Set(['=', '<', '>', '<=', '>=', '<>', '!=']);

/**
 * `||` and comparisons with one multi-value side: `||` applies to each value; a comparison holds when any value
 * satisfies it, `<>` when none equals (the real system's filters on multi-value strings). Undefined otherwise.
 */
export function multiValueBinary(
  operator: string,
  left: Bound,
  right: Bound,
): { sql: string; type: typeof T.varchar } | undefined {
  const list = left.type.multiValue ? left : right.type.multiValue ? right : undefined;
  const other = list === left ? right : left;
  if (list === undefined || other.type.multiValue) return undefined;
  const otherText = other.type.name === 'VARCHAR' ? other.sql : `CAST(${other.sql} AS VARCHAR)`;
  const [l, r] = list === left ? [VALUE, otherText] : [otherText, VALUE];
  if (operator === '||')
    return { sql: `list_transform(${list.sql}, lambda ${VALUE}: ${l} || ${r})`, type: T.multiString };
  if (!COMPARISONS.has(operator)) return undefined;
  const negated = operator === '<>' || operator === '!=';
  const test = `list_bool_or(list_transform(${list.sql}, lambda ${VALUE}: ${l} ${negated ? '=' : operator} ${r}))`;
  return { sql: negated ? `(NOT ${test})` : test, type: T.boolean };
}
