// A result row as Avatica sends it in a frame: TIMESTAMPs as wall-clock milliseconds of the query zone, DATEs as day
// numbers (§avatica.4); everything else as the SQL engine's JSON-ready values (arrays as JSON arrays).
import type { ResultColumn } from '../sql/engine-types.ts';
import { offsetMinutesAt, type TimeZone } from '../sql/time-zone.ts';

const DAY_MS = 86_400_000;

type Converter = (value: unknown) => unknown;

/** The engine answers UTC instants; the driver reads wall-clock millis (JDBC's local time) of the connection zone. */
const wallClock = (zone: TimeZone, instant: number): number =>
  instant + offsetMinutesAt(zone, instant) * 60_000;

function converter(column: ResultColumn, zone: TimeZone): Converter | undefined {
  if (column.sqlType === 'TIMESTAMP')
    return (value) => (typeof value === 'number' ? wallClock(zone, value) : value);
  if (column.sqlType === 'DATE')
    return (value) => (typeof value === 'number' ? Math.floor(wallClock(zone, value) / DAY_MS) : value);
  return undefined;
}

/** Converts whole rows in place of copying where no column needs it (most results: no time column). */
export function frameRowConverter(
  columns: readonly ResultColumn[],
  zone: TimeZone,
): (row: readonly unknown[]) => unknown[] {
  const converters = columns.map((column) => converter(column, zone));
  if (converters.every((convert) => convert === undefined)) return (row) => row as unknown[];
  return (row) => row.map((value, index) => converters[index]?.(value) ?? value);
}
