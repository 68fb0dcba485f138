// The time a query's WHERE lets through, as UTC ranges, for reading only the segments that can hold such rows: a
// segment that cannot be read then fails only the queries that would read it (issue 30). Always a superset: what is
// not a comparison of __time with a TIMESTAMP literal (under AND and OR) lets any time through.
import { lookupTable } from '../../json/keyed.ts';
import type { Expression } from '../ast/nodes.ts';
import type { TimeZone } from '../time-zone.ts';
import { comparisonRange, instant, intersect, isTime, normalize, type Range } from './overwrite.ts';

const MIN = -8_640_000_000_000_000;
const MAX = 8_640_000_000_000_000;
const ALL: Range[] = [[MIN, MAX]];

const FLIPPED = lookupTable({ '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=' });

const literalInstant = (expression: Expression, zone: TimeZone): number | undefined =>
  expression.kind === 'literal' && expression.type === 'timestamp' ? instant(expression, zone) : undefined;

function passing(expression: Expression, zone: TimeZone): Range[] {
  if (expression.kind === 'binary') {
    if (expression.operator === 'AND')
      return intersect(passing(expression.left, zone), passing(expression.right, zone));
    if (expression.operator === 'OR')
      return normalize([...passing(expression.left, zone), ...passing(expression.right, zone)]);
    const flipped = !isTime(expression.left);
    const [time, value] = flipped ? [expression.right, expression.left] : [expression.left, expression.right];
    const at = isTime(time) ? literalInstant(value, zone) : undefined;
    const operator = flipped ? FLIPPED[expression.operator] : expression.operator;
    if (at !== undefined && operator !== undefined) return comparisonRange(operator, at) ?? ALL;
  }
  if (expression.kind === 'between' && !expression.negated && isTime(expression.operand)) {
    const low = literalInstant(expression.low, zone);
    const high = literalInstant(expression.high, zone);
    if (low !== undefined && high !== undefined) return [[low, high + 1]];
  }
  return ALL;
}

/** Wider than any zone offset and daylight-saving shift: a local literal's instant is then surely inside. */
const ZONE_MARGIN_MS = 26 * 3_600_000;

/** The UTC ranges of __time the condition can let through; undefined when it may let any time through. */
export function timeRangesOf(
  condition: Expression | undefined,
  zone: TimeZone,
): readonly Range[] | undefined {
  if (condition === undefined) return undefined;
  const margin = zone.kind === 'utc' ? 0 : ZONE_MARGIN_MS;
  const ranges = normalize(
    passing(condition, zone).map(
      ([start, end]): Range => [Math.max(MIN, start - margin), Math.min(MAX, end + margin)],
    ),
  );
  const [only] = ranges;
  return ranges.length === 1 && only !== undefined && only[0] <= MIN && only[1] >= MAX ? undefined : ranges;
}
