// The query time zone (context.sqlTimeZone): validation, and moving between UTC instants and local wall-clock times.
// Inside the engine every TIMESTAMP is a wall-clock time in the query zone; segments hold UTC instants.
import { quoteString } from './execute/quote.ts';

export type TimeZone =
  | { readonly kind: 'utc' }
  | { readonly kind: 'offset'; readonly minutes: number; readonly id: string }
  | { readonly kind: 'region'; readonly id: string };

export const UTC: TimeZone = { kind: 'utc' };

/** Parses a zone name (`America/Los_Angeles`, `UTC`) or offset (`-08:00`, `+05:30`); undefined if unknown. */
export function parseTimeZone(text: string): TimeZone | undefined {
  if (/^(UTC|Z|GMT|Etc\/UTC|\+00:00|-00:00)$/i.test(text)) return UTC;
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(text);
  if (offset) {
    const minutes = (Number(offset[2]) * 60 + Number(offset[3])) * (offset[1] === '-' ? -1 : 1);
    return minutes === 0 ? UTC : { kind: 'offset', minutes, id: text };
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return { kind: 'region', id: text };
  } catch {
    return undefined;
  }
}

/** DuckDB SQL turning a UTC TIMESTAMP expression into the zone's wall-clock TIMESTAMP. */
export function utcToLocalSql(zone: TimeZone, sql: string): string {
  switch (zone.kind) {
    case 'utc':
      return sql;
    case 'offset':
      return `(${sql} + INTERVAL ${zone.minutes} MINUTE)`;
    case 'region':
      return `timezone(${quoteString(zone.id)}, CAST(${sql} AS TIMESTAMPTZ))`;
  }
}

/** DuckDB SQL turning a wall-clock TIMESTAMP of the zone into the UTC TIMESTAMP of that instant. */
export function localToUtcSql(zone: TimeZone, sql: string): string {
  switch (zone.kind) {
    case 'utc':
      return sql;
    case 'offset':
      return `(${sql} - INTERVAL ${zone.minutes} MINUTE)`;
    case 'region':
      return `CAST(timezone(${quoteString(zone.id)}, ${sql}) AS TIMESTAMP)`;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC, in minutes, at a UTC instant. */
export function offsetMinutesAt(zone: TimeZone, epochMillis: number): number {
  if (zone.kind === 'utc') return 0;
  if (zone.kind === 'offset') return zone.minutes;
  let format = formatters.get(zone.id);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone.id,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone.id, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(epochMillis))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - (epochMillis - (((epochMillis % 1000) + 1000) % 1000))) / 60_000);
}

/** The UTC instant of a wall-clock time in the zone (wall clock given as if it were UTC millis). */
export function localToInstant(zone: TimeZone, wallMillis: number): number {
  if (zone.kind === 'utc') return wallMillis;
  // Two passes settle the offset across a transition, as java.time does for ordinary times.
  const first = wallMillis - offsetMinutesAt(zone, wallMillis) * 60_000;
  return wallMillis - offsetMinutesAt(zone, first) * 60_000;
}

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0');

/**
 * JavaScript's ISO text with Joda's years: JavaScript writes years before 0 and after 9999 with six digits and a sign
 * (`-000003`, `+010000`), Joda with at least four digits and a sign only when negative (`-0003`, `10000`): Druid
 * 33.0.0 live, `CAST('-3' AS TIMESTAMP)` is `-0003-01-01T00:00:00.000Z` (docs/facts/sql-semantics.md §sql-semantics.1).
 */
const isoText = (millis: number): string =>
  new Date(millis)
    .toISOString()
    .replace(/^([+-])0*(\d{4,})/, (_, sign: string, digits: string) =>
      sign === '-' ? `-${digits}` : digits,
    );

/** ISO 8601 with millis in the zone: `2015-09-12T00:00:00.000Z` or `2015-09-11T17:00:00.000-07:00`. */
export function formatInstant(zone: TimeZone, epochMillis: number): string {
  if (zone.kind === 'utc') return isoText(epochMillis);
  const offset = offsetMinutesAt(zone, epochMillis);
  const wall = isoText(epochMillis + offset * 60_000).slice(0, -1);
  if (offset === 0) return `${wall}Z`;
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
