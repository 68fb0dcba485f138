// ISO 8601 periods (PT1H, P1D, P3M…) and time units as executor intervals and truncation units.
import { lookupTable } from '../../json/keyed.ts';
import type { Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';

export interface Period {
  /** DuckDB INTERVAL SQL of one period. */
  readonly interval: string;
  /** The date_trunc unit when the period is exactly one calendar unit (flooring then aligns to it). */
  readonly unit: string | undefined;
}

const PERIOD =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const NAMES = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'] as const;

export function parsePeriod(text: string, span: Span): Period {
  const m = PERIOD.exec(text);
  if (!m || text === 'P' || text.endsWith('T'))
    throw new SqlError(
      'validation',
      `Invalid period '${text}': expected ISO 8601 such as PT1H, P1D or P1M`,
      span,
    );
  const parts = NAMES.map((name, index) => ({ name, amount: Number(m[index + 1] ?? 0) })).filter(
    (p) => p.amount > 0,
  );
  if (parts.length === 0) throw new SqlError('validation', `Period '${text}' is empty`, span);
  const interval = parts
    .map((p) =>
      p.name === 'SECOND'
        ? `INTERVAL ${Math.round(p.amount * 1000)} MILLISECOND`
        : `INTERVAL ${p.amount} ${p.name}`,
    )
    .join(' + ');
  const single = parts.length === 1 && parts[0]?.amount === 1 ? parts[0].name : undefined;
  return { interval: parts.length > 1 ? `(${interval})` : interval, unit: single?.toLowerCase() };
}

const UNITS: Readonly<Record<string, string>> = lookupTable({
  MILLISECOND: 'millisecond',
  SECOND: 'second',
  MINUTE: 'minute',
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  QUARTER: 'quarter',
  YEAR: 'year',
});

/** A SQL time unit (DAY, SQL_TSI_DAY…) as the executor's unit name. */
export function timeUnit(text: string, span: Span, allowed: readonly string[] = Object.keys(UNITS)): string {
  const name = text
    .toUpperCase()
    .replace(/^SQL_TSI_/, '')
    .replace(/^FRAC_SECOND$/, 'MILLISECOND');
  const unit = UNITS[name];
  if (unit === undefined || !allowed.includes(name))
    throw new SqlError(
      'validation',
      `Unsupported time unit '${text}'; use one of ${allowed.join(', ')}`,
      span,
    );
  return unit;
}

/** An INTERVAL of `amount` (SQL) units. */
export function unitInterval(unit: string, amount: string): string {
  if (unit === 'quarter') return `(CAST(${amount} AS BIGINT) * INTERVAL 3 MONTH)`;
  if (unit === 'week') return `(CAST(${amount} AS BIGINT) * INTERVAL 7 DAY)`;
  return `(CAST(${amount} AS BIGINT) * INTERVAL 1 ${unit.toUpperCase()})`;
}
