// REPLACE … OVERWRITE WHERE: turns a condition on __time into the UTC intervals whose data is replaced.
import type { Expression } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { localToInstant, type TimeZone } from '../time-zone.ts';
import { timestampText } from './literals.ts';

/** A UTC time range [start, end) in milliseconds. */
export type Range = readonly [number, number];
const MIN = -8_640_000_000_000_000;
const MAX = 8_640_000_000_000_000;

export const intersect = (a: readonly Range[], b: readonly Range[]): Range[] =>
  a.flatMap(([s1, e1]) =>
    b.flatMap(([s2, e2]): Range[] =>
      Math.max(s1, s2) < Math.min(e1, e2) ? [[Math.max(s1, s2), Math.min(e1, e2)]] : [],
    ),
  );

export function normalize(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

const complement = (ranges: readonly Range[]): Range[] => {
  const out: Range[] = [];
  let cursor = MIN;
  for (const [start, end] of normalize(ranges)) {
    if (start > cursor) out.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < MAX) out.push([cursor, MAX]);
  return out;
};

export function instant(expression: Expression, zone: TimeZone): number {
  const text =
    expression.kind === 'literal' && expression.type === 'timestamp'
      ? timestampText(expression.value)
      : undefined;
  if (text === undefined)
    throw new SqlError(
      'validation',
      'OVERWRITE WHERE may only compare __time with TIMESTAMP literals',
      expression.span,
    );
  return localToInstant(zone, Date.parse(`${text.replace(' ', 'T')}Z`));
}

/** The times `__time <operator> at` lets through; undefined for another operator. */
export function comparisonRange(operator: string, at: number): Range[] | undefined {
  switch (operator) {
    case '>=':
      return [[at, MAX]];
    case '>':
      return [[at + 1, MAX]];
    case '<':
      return [[MIN, at]];
    case '<=':
      return [[MIN, at + 1]];
    case '=':
      return [[at, at + 1]];
    default:
      return undefined;
  }
}

export const isTime = (expression: Expression): boolean =>
  expression.kind === 'column' && expression.path[expression.path.length - 1]?.name === '__time';

function ranges(expression: Expression, zone: TimeZone): Range[] {
  switch (expression.kind) {
    case 'binary': {
      if (expression.operator === 'AND')
        return intersect(ranges(expression.left, zone), ranges(expression.right, zone));
      if (expression.operator === 'OR')
        return normalize([...ranges(expression.left, zone), ...ranges(expression.right, zone)]);
      const flipped = !isTime(expression.left);
      const time = flipped ? expression.right : expression.left;
      if (!isTime(time)) break;
      const at = instant(flipped ? expression.left : expression.right, zone);
      const operator = flipped
        ? (({ '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as Record<string, string>)[expression.operator] ??
          expression.operator)
        : expression.operator;
      const passing = comparisonRange(operator, at);
      if (passing !== undefined) return passing;
      break;
    }
    case 'unary':
      if (expression.operator === 'NOT') return complement(ranges(expression.operand, zone));
      break;
    case 'between':
      if (isTime(expression.operand)) {
        const inside: Range[] = [[instant(expression.low, zone), instant(expression.high, zone) + 1]];
        return expression.negated ? complement(inside) : inside;
      }
      break;
    default:
      break;
  }
  throw new SqlError(
    'validation',
    'OVERWRITE WHERE supports only comparisons of __time with TIMESTAMP literals, combined with AND, OR and NOT',
    expression.span,
  );
}

const ETERNITY_START = '-146136543-09-08T08:23:32.096Z';
const ETERNITY_END = '146140482-04-24T15:36:27.903Z';

const iso = (ms: number, open: 'start' | 'end'): string =>
  ms <= MIN
    ? ETERNITY_START
    : ms >= MAX
      ? ETERNITY_END
      : open === 'start'
        ? new Date(ms).toISOString()
        : new Date(ms).toISOString();

/** ISO intervals (UTC) selected by the condition; empty conditions are an error. */
export function overwriteIntervals(
  condition: Expression,
  zone: TimeZone,
): { intervals: string[]; ranges: Range[] } {
  const selected = normalize(ranges(condition, zone));
  if (selected.length === 0)
    throw new SqlError('validation', 'OVERWRITE WHERE selects no time at all', condition.span);
  return {
    intervals: selected.map(([start, end]) => `${iso(start, 'start')}/${iso(end, 'end')}`),
    ranges: selected,
  };
}

export const ETERNITY = `${ETERNITY_START}/${ETERNITY_END}`;
