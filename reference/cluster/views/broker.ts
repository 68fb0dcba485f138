// The Broker's view of a datasource (spec: Broker datasource information): columns of served segments, candidates.
import type { BrokerColumns } from '../../../schemas/generated/legacy-metadata/broker-columns.ts';
import type { BrokerIntervalColumns } from '../../../schemas/generated/legacy-metadata/broker-interval-columns.ts';
import type { SegmentCandidateList } from '../../../schemas/generated/legacy-metadata/segment-candidate-list.ts';
import type { Interval } from '../../time/iso.ts';
import { intervalText, overlaps } from '../../timeline/segment-id.ts';
import type { ServedSegment } from './inventory.ts';
import { serverMetadataOf } from './servers.ts';

/** What a query may read: served segments no newer version overshadows, tombstones aside (they hold no data). */
export const queryable = (served: readonly ServedSegment[]): ServedSegment[] =>
  served.filter(({ segment }) => !segment.overshadowed && !segment.tombstone);

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort();

/** The dimensions and metrics of the segments overlapping the interval. */
export function columnsOf(served: readonly ServedSegment[], interval: Interval): BrokerColumns {
  const inside = served.filter(({ segment }) => overlaps(segment, interval));
  return {
    dimensions: sorted(inside.flatMap(({ segment }) => segment.dimensions)),
    metrics: sorted(inside.flatMap(({ segment }) => segment.metrics)),
  };
}

const clip = (a: Interval, b: Interval): Interval => ({
  start: Math.max(a.start, b.start),
  end: Math.min(a.end, b.end),
});

/**
 * Each served interval inside `interval` (segment intervals cut at its ends) with its columns; intervals that abut
 * and have the same columns are reported as one, as the real system does.
 */
export function columnsByInterval(
  served: readonly ServedSegment[],
  interval: Interval,
): BrokerIntervalColumns {
  const chunks = new Map<string, { interval: Interval; segments: ServedSegment[] }>();
  for (const entry of served) {
    if (!overlaps(entry.segment, interval)) continue;
    const cut = clip(entry.segment, interval);
    const key = intervalText(cut);
    const chunk = chunks.get(key) ?? { interval: cut, segments: [] };
    chunk.segments.push(entry);
    chunks.set(key, chunk);
  }
  const ordered = [...chunks.values()].sort((a, b) => a.interval.start - b.interval.start);
  const merged: { interval: Interval; columns: BrokerColumns }[] = [];
  for (const chunk of ordered) {
    const columns = columnsOf(chunk.segments, chunk.interval);
    const last = merged.at(-1);
    if (last && last.interval.end === chunk.interval.start && sameColumns(last.columns, columns))
      last.interval = { start: last.interval.start, end: chunk.interval.end };
    else merged.push({ interval: chunk.interval, columns });
  }
  return Object.fromEntries(merged.map((m) => [intervalText(m.interval), m.columns]));
}

const sameColumns = (a: BrokerColumns, b: BrokerColumns): boolean =>
  a.dimensions.join('\u0000') === b.dimensions.join('\u0000') &&
  a.metrics.join('\u0000') === b.metrics.join('\u0000');

/** Sorted, overlapping or abutting intervals merged (the real system condenses the requested intervals so). */
export function condense(intervals: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const next of [...intervals].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = result.at(-1);
    if (last && next.start <= last.end)
      result[result.length - 1] = { start: last.start, end: Math.max(last.end, next.end) };
    else result.push(next);
  }
  return result;
}

/** The segments of each interval with at most `numCandidates` servers holding them (all when negative). */
export function candidatesOf(
  served: readonly ServedSegment[],
  intervals: readonly Interval[],
  numCandidates: number,
): SegmentCandidateList {
  const ordered = [...served].sort(
    (a, b) => a.segment.start - b.segment.start || a.segment.partitionNum - b.segment.partitionNum,
  );
  return condense(intervals).flatMap((interval) =>
    ordered
      .filter(({ segment }) => overlaps(segment, interval))
      .map(({ segment, servers }) => ({
        interval: intervalText(clip(segment, interval)),
        version: segment.version,
        partitionNumber: segment.partitionNum,
        size: segment.size,
        locations: (numCandidates < 0 ? servers : servers.slice(0, numCandidates)).map(serverMetadataOf),
      })),
  );
}
