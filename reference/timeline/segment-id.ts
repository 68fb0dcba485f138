// Segment identity: interval ends as ISO text (eternity included), versions, and `<ds>_<start>_<end>_<version>[_<n>]` IDs.
import type { Interval } from '../time/iso.ts';
import { formatInstant, parseInstant } from '../time/iso.ts';

/** Druid's eternity (Joda's min/max instants), the interval of ALL-granularity segments and OVERWRITE ALL. */
export const ETERNITY_START_ISO = '-146136543-09-08T08:23:32.096Z';
export const ETERNITY_END_ISO = '146140482-04-24T15:36:27.903Z';
export const ETERNITY_TEXT = `${ETERNITY_START_ISO}/${ETERNITY_END_ISO}`;
// The real bounds (±2^62 ms) do not fit a safe JS number or node:sqlite's integers; these sort the same way.
export const ETERNITY_START = Number.MIN_SAFE_INTEGER;
export const ETERNITY_END = Number.MAX_SAFE_INTEGER;
export const ETERNITY: Interval = { start: ETERNITY_START, end: ETERNITY_END };

/** ISO text of an interval end; eternity ends print as the real system prints them. */
export function instantText(ms: number): string {
  if (ms <= ETERNITY_START) return ETERNITY_START_ISO;
  if (ms >= ETERNITY_END) return ETERNITY_END_ISO;
  return formatInstant(ms);
}

/** Parses one interval end, accepting the eternity texts. */
export function parseBoundary(text: string): number | undefined {
  if (text === ETERNITY_START_ISO) return ETERNITY_START;
  if (text === ETERNITY_END_ISO) return ETERNITY_END;
  return parseInstant(text);
}

/** Parses `start/end` (ISO instants or the eternity ends); undefined when malformed or empty. */
export function parseSegmentInterval(text: string): Interval | undefined {
  const parts = text.split('/');
  if (parts.length !== 2) return undefined;
  const start = parseBoundary(parts[0] ?? '');
  const end = parseBoundary(parts[1] ?? '');
  if (start === undefined || end === undefined || end <= start) return undefined;
  return { start, end };
}

export function intervalText(interval: Interval): string {
  return `${instantText(interval.start)}/${instantText(interval.end)}`;
}

/** The partition suffix is omitted for partition 0 (§legacy-metadata.10). */
export function segmentId(
  datasource: string,
  interval: Interval,
  version: string,
  partitionNum: number,
): string {
  const base = `${datasource}_${instantText(interval.start)}_${instantText(interval.end)}_${version}`;
  return partitionNum === 0 ? base : `${base}_${partitionNum}`;
}

/** A version strictly newer than `existing` (versions compare as text): the lock time, or 1 ms past `existing`. */
export function versionAfter(lockTime: number, existing: string | undefined): string {
  const candidate = formatInstant(lockTime);
  if (existing === undefined || candidate > existing) return candidate;
  const existingMs = parseInstant(existing);
  // A version that is not an instant cannot be outrun by time; suffixing keeps text order.
  return existingMs === undefined ? `${existing}_1` : formatInstant(existingMs + 1);
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

export function contains(outer: Interval, inner: Interval): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}
