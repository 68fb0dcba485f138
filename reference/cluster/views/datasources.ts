// The Coordinator's datasources view (spec: Legacy metadata endpoints > Datasources), built from the served segments.
import type { DatasourceMetadata } from '../../../schemas/generated/legacy-metadata/datasource-metadata.ts';
import type { DatasourceSummary } from '../../../schemas/generated/legacy-metadata/datasource-summary.ts';
import type { IntervalSegmentServers } from '../../../schemas/generated/legacy-metadata/interval-segment-servers.ts';
import type { IntervalSizes } from '../../../schemas/generated/legacy-metadata/interval-sizes.ts';
import type { SegmentLoadInfoList } from '../../../schemas/generated/legacy-metadata/segment-load-info-list.ts';
import type { ServedSegment as ServedSegmentBody } from '../../../schemas/generated/legacy-metadata/served-segment.ts';
import { entryOf, setEntry } from '../../json/keyed.ts';
import type { SegmentRecord } from '../../store/store.ts';
import { instantText } from '../../timeline/segment-id.ts';
import { intervalKey, newestFirst, type ServedSegment } from './inventory.ts';
import { dataSegmentOf, serverMetadataOf } from './servers.ts';

type TierStats = { segmentCount: number; size: number; replicatedSize: number };

/**
 * `simple` properties: per tier the distinct segments it serves, their bytes and the bytes of every replica; over
 * all tiers the same, plus the time range (the real system's DataSourcesResource).
 */
export function summaryOf(name: string, served: readonly ServedSegment[]): DatasourceSummary {
  const tiers: Record<string, TierStats> = {};
  let size = 0;
  let replicatedSize = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { segment, servers } of served) {
    size += segment.size;
    replicatedSize += segment.size * servers.length;
    min = Math.min(min, segment.start);
    max = Math.max(max, segment.end);
    const counted = new Set<string>();
    for (const server of servers) {
      const stats = entryOf(tiers, server.tier, () => ({ segmentCount: 0, size: 0, replicatedSize: 0 }));
      stats.replicatedSize += segment.size;
      if (counted.has(server.tier)) continue;
      counted.add(server.tier);
      stats.segmentCount += 1;
      stats.size += segment.size;
    }
  }
  const segments = {
    count: served.length,
    size,
    replicatedSize,
    minTime: instantText(min),
    maxTime: instantText(max),
  };
  return { name, properties: { tiers, segments } };
}

/** A datasource with all its metadata; `created` is when its first segment was published (stable across calls). */
export function datasourceMetadataOf(name: string, segments: readonly SegmentRecord[]): DatasourceMetadata {
  const created = segments.reduce<string | undefined>(
    (first, s) => (first === undefined || s.createdDate < first ? s.createdDate : first),
    undefined,
  );
  return {
    name,
    properties: created === undefined ? {} : { created },
    segments: segments.map(dataSegmentOf),
  };
}

const newestIntervalsFirst = (served: readonly ServedSegment[]): ServedSegment[] =>
  [...served].sort((a, b) => newestFirst(a.segment, b.segment));

/** The distinct intervals, newest first. */
export function intervalsOf(served: readonly ServedSegment[]): string[] {
  return [...new Set(newestIntervalsFirst(served).map(({ segment }) => intervalKey(segment)))];
}

/** Interval → bytes and count of its segments, newest first. */
export function intervalSizesOf(served: readonly ServedSegment[]): IntervalSizes {
  const sizes: IntervalSizes = {};
  for (const { segment } of newestIntervalsFirst(served)) {
    const entry = entryOf(sizes, intervalKey(segment), () => ({ size: 0, count: 0 }));
    entry.size = (entry.size ?? 0) + segment.size;
    entry.count = (entry.count ?? 0) + 1;
  }
  return sizes;
}

/** One segment with the hosts holding it: GET …/segments/{segmentId} and the values of intervals?full. */
export const servedSegmentOf = ({ segment, servers }: ServedSegment): ServedSegmentBody => ({
  metadata: dataSegmentOf(segment),
  servers: servers.map((server) => server.host),
});

/** Interval → segment ID → metadata and hosts, newest first. */
export function intervalSegmentsOf(served: readonly ServedSegment[]): IntervalSegmentServers {
  const map: IntervalSegmentServers = {};
  for (const entry of newestIntervalsFirst(served))
    setEntry(
      entryOf(map, intervalKey(entry.segment), () => ({})),
      entry.segment.id,
      servedSegmentOf(entry),
    );
  return map;
}

/** serverview: each segment with the servers holding it, described in full. */
export function serverViewOf(served: readonly ServedSegment[]): SegmentLoadInfoList {
  return served.map(({ segment, servers }) => ({
    segment: dataSegmentOf(segment),
    servers: servers.map(serverMetadataOf),
  }));
}

/** The tiers of the servers holding any of the segments, sorted. */
export function tiersOf(served: readonly ServedSegment[]): string[] {
  return [...new Set(served.flatMap(({ servers }) => servers.map((server) => server.tier)))].sort();
}
