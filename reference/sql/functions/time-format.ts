// TIME_FORMAT's output: a strftime format whose Joda-only fields (offsets, zone names, hour 1–24, century) are markers
// filled here (docs/facts/sql-semantics.md §sql-semantics.5: Druid 33 live, `Z|ZZ|ZZZ|z|zzzz` in Los Angeles is
// `-0800|-08:00|America/Los_Angeles|PST|Pacific Standard Time`, and UTC's offset is `+00:00`, never `Z`).
import { quoteString } from '../execute/quote.ts';
import { localToUtcSql, type TimeZone } from '../time-zone.ts';

/** TIME_FORMAT without a pattern: ISO 8601 with milliseconds and the offset with a colon. */
export const DEFAULT_FORMAT = '%Y-%m-%dT%H:%M:%S.%g\u0000:';

/** Java's short and long names of the zones people query most, by whether daylight saving time is on. */
const NAMES: Readonly<Record<string, readonly [string, string, string, string]>> = {
  'America/Los_Angeles': ['PST', 'PDT', 'Pacific Standard Time', 'Pacific Daylight Time'],
  'America/New_York': ['EST', 'EDT', 'Eastern Standard Time', 'Eastern Daylight Time'],
  'America/Chicago': ['CST', 'CDT', 'Central Standard Time', 'Central Daylight Time'],
  'America/Denver': ['MST', 'MDT', 'Mountain Standard Time', 'Mountain Daylight Time'],
  'Europe/Paris': ['CET', 'CEST', 'Central European Standard Time', 'Central European Summer Time'],
  'Europe/Berlin': ['CET', 'CEST', 'Central European Standard Time', 'Central European Summer Time'],
  'Europe/London': ['GMT', 'BST', 'Greenwich Mean Time', 'British Summer Time'],
  'Asia/Kolkata': ['IST', 'IST', 'India Standard Time', 'India Standard Time'],
  'Asia/Tokyo': ['JST', 'JST', 'Japan Standard Time', 'Japan Standard Time'],
};

/** Seconds east of UTC of the wall-clock time `local` of the zone (SQL). */
const offsetSeconds = (local: string, zone: TimeZone): string =>
  zone.kind === 'utc' ? '0' : `CAST(epoch(${local}) - epoch(${localToUtcSql(zone, local)}) AS BIGINT)`;

function offsetText(local: string, zone: TimeZone, colon: boolean): string {
  const seconds = offsetSeconds(local, zone);
  const hours = `lpad(CAST(abs(${seconds}) // 3600 AS VARCHAR), 2, '0')`;
  const minutes = `lpad(CAST((abs(${seconds}) % 3600) // 60 AS VARCHAR), 2, '0')`;
  return `((CASE WHEN ${seconds} < 0 THEN '-' ELSE '+' END) || ${hours} || ${colon ? "':' || " : ''}${minutes})`;
}

function zoneName(local: string, zone: TimeZone, long: boolean): string {
  if (zone.kind === 'utc') return long ? "'Coordinated Universal Time'" : "'UTC'";
  const names = zone.kind === 'region' ? NAMES[zone.id] : undefined;
  if (names === undefined) return offsetText(local, zone, true);
  const [standard, daylight] = long ? [names[2], names[3]] : [names[0], names[1]];
  // Daylight saving time is on when the offset is past the zone's smallest offset of the year.
  const january = `epoch(make_timestamp(year(${local}), 1, 1, 0, 0, 0)) - epoch(${localToUtcSql(zone, `make_timestamp(year(${local}), 1, 1, 0, 0, 0)`)})`;
  const july = `epoch(make_timestamp(year(${local}), 7, 1, 0, 0, 0)) - epoch(${localToUtcSql(zone, `make_timestamp(year(${local}), 7, 1, 0, 0, 0)`)})`;
  return `(CASE WHEN ${offsetSeconds(local, zone)} > least(${january}, ${july}) THEN ${quoteString(daylight)} ELSE ${quoteString(standard)} END)`;
}

/** The SQL of one marker's text for the wall-clock time `local` of the zone. */
function markerSql(marker: string, local: string, zone: TimeZone): string {
  switch (marker) {
    case ':':
      return offsetText(local, zone, true);
    case 'O':
      return offsetText(local, zone, false);
    case 'I':
      return quoteString(zone.kind === 'region' ? zone.id : zone.kind === 'utc' ? 'UTC' : 'UTC');
    case 'N':
      return zoneName(local, zone, false);
    case 'L':
      return zoneName(local, zone, true);
    case 'k':
      return `CAST(CASE WHEN hour(${local}) = 0 THEN 24 ELSE hour(${local}) END AS VARCHAR)`;
    case 'K':
      return `CAST(hour(${local}) % 12 AS VARCHAR)`;
    case 'C':
      return `CAST(year(${local}) // 100 AS VARCHAR)`;
    case 'W':
      return `CAST(week(${local}) AS VARCHAR)`;
    default:
      return "''";
  }
}

/** The format's text for `local`, a wall-clock time of `zone`: strftime pieces joined by the markers' texts. */
export function formatSql(local: string, format: string, zone: TimeZone): string {
  const parts = format.split('\u0000');
  const pieces = [parts[0] === '' ? "''" : `strftime(${local}, ${quoteString(parts[0] ?? '')})`];
  for (const part of parts.slice(1)) {
    pieces.push(markerSql(part.charAt(0), local, zone));
    const rest = part.slice(1);
    if (rest !== '') pieces.push(`strftime(${local}, ${quoteString(rest)})`);
  }
  return pieces.length === 1 ? (pieces[0] as string) : `(${pieces.join(' || ')})`;
}

/** A format for parsing: every offset marker reads an offset, the other markers are not parsable. */
const OFFSET_MARKERS = ['\u0000:', '\u0000O', '\u0000I'];

export const parseFormat = (format: string): string =>
  OFFSET_MARKERS.reduce((text, marker) => text.replaceAll(marker, '%z'), format);

export const hasOffset = (format: string): boolean =>
  OFFSET_MARKERS.some((marker) => format.includes(marker));
