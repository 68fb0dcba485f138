// Segment granularity: the time chunk a timestamp falls in, computed the same way in DuckDB (per row) and in JS.
import { NAMED_GRANULARITIES } from '../../time/granularities.ts';
import { type Interval, parsePeriod } from '../../time/iso.ts';
import { ETERNITY } from '../../timeline/segment-id.ts';

export type Granularity =
  | { readonly kind: 'all' }
  | {
      readonly kind: 'period';
      readonly text: string;
      /** Calendar months per chunk (P1M, P3M, P1Y); 0 for fixed-length chunks. */
      readonly months: number;
      /** Milliseconds per chunk for fixed-length periods; 0 for calendar ones. */
      readonly millis: number;
      /** Epoch milliseconds where buckets start: Monday 2000-01-03 for weeks (as Joda's weeks), else the epoch. */
      readonly origin: number;
    };

const NAMED = NAMED_GRANULARITIES;
const MONDAY_2000_01_03 = Date.UTC(2000, 0, 3);

/** Parses `ALL`, a named granularity or an ISO period; undefined when chunks of it cannot be computed. */
export function parseGranularity(text: string): Granularity | undefined {
  const upper = text.trim().toUpperCase();
  if (upper === 'ALL' || upper === 'ALL TIME') return { kind: 'all' };
  const iso = NAMED[upper] ?? upper;
  const period = parsePeriod(iso);
  if (!period) return undefined;
  const months = period.years * 12 + period.months;
  const days = period.weeks * 7 + period.days;
  const millis =
    ((days * 24 + period.hours) * 60 + period.minutes) * 60_000 + Math.round(period.seconds * 1000);
  // A period mixing calendar months with fixed time has no fixed bucket grid.
  if (months > 0 === millis > 0) return undefined;
  const origin = period.weeks > 0 ? MONDAY_2000_01_03 : 0;
  return { kind: 'period', text: iso, months, millis, origin };
}

/** DuckDB expression (BIGINT epoch ms) of the chunk start of a TIMESTAMP expression; NULL stays NULL. */
export function chunkStartSql(granularity: Granularity, timestamp: string): string {
  if (granularity.kind === 'all') return `CASE WHEN ${timestamp} IS NULL THEN NULL ELSE 0::BIGINT END`;
  const width =
    granularity.months > 0
      ? `to_months(${granularity.months})`
      : `to_microseconds(${granularity.millis * 1000})`;
  const origin = `make_timestamp(${granularity.origin * 1000}::BIGINT)`;
  return `epoch_ms(time_bucket(${width}, ${timestamp}, ${origin}))`;
}

/** The chunk holding `instant`; the same grid as chunkStartSql. */
export function chunkOf(granularity: Granularity, instant: number): Interval {
  if (granularity.kind === 'all') return ETERNITY;
  if (granularity.months > 0) {
    const date = new Date(instant);
    const index = (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
    const first = Math.floor(index / granularity.months) * granularity.months;
    return { start: Date.UTC(1970, first, 1), end: Date.UTC(1970, first + granularity.months, 1) };
  }
  const { millis, origin } = granularity;
  const start = origin + Math.floor((instant - origin) / millis) * millis;
  return { start, end: start + millis };
}

/** The interval of the chunk that starts at `start` (as chunkStartSql returns it). */
export function chunkStartingAt(granularity: Granularity, start: number): Interval {
  return granularity.kind === 'all' ? ETERNITY : chunkOf(granularity, start);
}

/** The chunks overlapping `interval`, in order, at most `limit` of them (undefined when there are more). */
export function chunksOverlapping(
  granularity: Granularity,
  interval: Interval,
  limit: number,
): Interval[] | undefined {
  if (granularity.kind === 'all') return [ETERNITY];
  const chunks: Interval[] = [];
  for (let chunk = chunkOf(granularity, interval.start); chunk.start < interval.end; ) {
    if (chunks.length === limit) return undefined;
    chunks.push(chunk);
    chunk = chunkOf(granularity, chunk.end);
  }
  return chunks;
}
