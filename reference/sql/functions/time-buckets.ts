// TIME_FLOOR, TIME_CEIL and TIME_SHIFT as Druid's PeriodGranularity computes them (docs/facts/sql-semantics.md §sql-semantics.6).
import type { Span } from '../ast/nodes.ts';
import { localToUtcSql, offsetMinutesAt, type TimeZone, utcToLocalSql } from '../time-zone.ts';
import { parsePeriod } from './periods.ts';

const FIXED = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/;

/** The period's length in milliseconds when it has only hours, minutes and seconds (an elapsed time), else none. */
export function fixedMillis(text: string): number | undefined {
  const m = FIXED.exec(text);
  if (!m || text === 'PT') return undefined;
  const [hours, minutes, seconds] = [Number(m[1] ?? 0), Number(m[2] ?? 0), Number(m[3] ?? 0)];
  const millis = Math.round(((hours * 60 + minutes) * 60 + seconds) * 1000);
  return millis > 0 ? millis : undefined;
}

/** A period of one unit of one field (PT1H, P1D, P1M…): floored on the zone's calendar. */
const isUnit = (text: string): boolean => /^P(T1[HMS]|1[YMWD])$/.test(text);

export interface Bucketing {
  /** The timestamp, a wall-clock time of the query zone (SQL). */
  readonly ts: string;
  /** The timestamp's instant as a UTC TIMESTAMP (SQL), when the argument is a stored time (Bound.utc). */
  readonly utc?: string | undefined;
  readonly period: string;
  /** The origin, a wall-clock time of the query zone (SQL), when given. */
  readonly origin: string | undefined;
  readonly query: TimeZone;
  /** The function's zone: its own argument, else the query zone. */
  readonly zone: TimeZone;
  readonly span: Span;
}

/**
 * Elapsed-time periods of more than one unit (PT6H, PT15M), or with an origin, cut time into equal spans from the
 * origin: by default midnight of 1970-01-01 in the zone. The remainder is Java's, so an instant before the origin
 * goes up, not down (live: TIME_FLOOR(1969-12-31 23:59:59, 'PT6H') is 1970-01-01T00:00).
 */
function elapsedBuckets(b: Bucketing, millis: number, ceil: boolean): string {
  const m = `epoch_ms(${b.utc ?? localToUtcSql(b.query, b.ts)})`;
  const zoneOrigin = -offsetMinutesAt(b.zone, 0) * 60_000;
  const origin =
    b.origin === undefined ? String(zoneOrigin) : `epoch_ms(${localToUtcSql(b.query, b.origin)})`;
  // From the epoch itself the remainder is Java's (toward zero); from any other origin a true floor (live 33:
  // PT6H in UTC takes 1969-12-31T23:59:59 to 1970-01-01, in Los Angeles to 1969-12-31T20:00).
  const truncated = b.origin === undefined && zoneOrigin === 0;
  const remainder = truncated
    ? `((${m} - ${origin}) % ${millis})`
    : `((((${m} - ${origin}) % ${millis}) + ${millis}) % ${millis})`;
  const floor = `(${m} - ${remainder})`;
  const value = ceil ? `(CASE WHEN ${floor} = ${m} THEN ${m} ELSE ${floor} + ${millis} END)` : floor;
  return utcToLocalSql(b.query, `epoch_ms(${value})`);
}

/**
 * The bucket's start (or end) as a wall-clock time of the query zone, or undefined when the zone's calendar decides
 * (one unit of a field, months and years, days and weeks with an origin): the caller floors those there.
 */
export function elapsedBucketSql(b: Bucketing, ceil: boolean): string | undefined {
  const millis = fixedMillis(b.period);
  if (millis === undefined) return undefined;
  parsePeriod(b.period, b.span);
  if (isUnit(b.period) && b.origin === undefined) return unitBucket(b, millis, ceil);
  return elapsedBuckets(b, millis, ceil);
}

/**
 * One hour, minute or second: the wall clock of the zone is truncated, and the instant moves back by what was cut, so
 * the two 01:30 of a night the clocks fall back stay apart (live 33, America/New_York on 2024-11-03).
 */
function unitBucket(b: Bucketing, millis: number, ceil: boolean): string {
  const unit = b.period === 'PT1H' ? 'hour' : b.period === 'PT1M' ? 'minute' : 'second';
  const utc = b.utc ?? localToUtcSql(b.query, b.ts);
  const there = utcToLocalSql(b.zone, utc);
  const cut = `(epoch_ms(${there}) - epoch_ms(date_trunc('${unit}', ${there})))`;
  const floor = `(epoch_ms(${utc}) - ${cut})`;
  const value = ceil ? `(CASE WHEN ${cut} = 0 THEN ${floor} ELSE ${floor} + ${millis} END)` : floor;
  return utcToLocalSql(b.query, `epoch_ms(${value})`);
}

/** TIME_SHIFT by an elapsed-time period moves the instant (Joda adds hours as elapsed time, live 33). */
export function elapsedShiftSql(
  ts: string,
  period: string,
  step: string,
  query: TimeZone,
): string | undefined {
  const millis = fixedMillis(period);
  if (millis === undefined) return undefined;
  const moved = `epoch_ms(epoch_ms(${localToUtcSql(query, ts)}) + CAST(${step} AS BIGINT) * ${millis})`;
  return utcToLocalSql(query, moved);
}
