// Decides versions, partition numbers and tombstones for the chunks an ingestion wrote, from the existing timeline.
import type { SegmentWithStatus } from '../../store/store.ts';
import type { Interval } from '../../time/iso.ts';
import {
  contains,
  ETERNITY_END,
  ETERNITY_START,
  intervalText,
  overlaps,
  versionAfter,
} from '../../timeline/segment-id.ts';
import { MAX_BUCKETS, taskErrors } from '../task-errors.ts';
import { chunksOverlapping, type Granularity } from './granularity.ts';

export interface AllocationInput {
  readonly mode: 'insert' | 'replace';
  readonly datasource: string;
  /** When the task took its lock: the version of new time chunks (moved past existing versions if needed). */
  readonly lockTime: number;
  readonly granularity: Granularity;
  /** Chunks holding new rows, with how many partitions (files) each. */
  readonly chunks: readonly { readonly interval: Interval; readonly partitions: number }[];
  readonly replaceIntervals: readonly Interval[];
  /** Every segment of the datasource, with overshadowed status. */
  readonly existing: readonly SegmentWithStatus[];
}

export interface ChunkAllocation {
  readonly interval: Interval;
  readonly version: string;
  readonly firstPartition: number;
  /** The shard spec's `partitions`: core partitions of the chunk's version. */
  readonly corePartitions: number;
}

export interface Allocation {
  /** Same order as the input chunks. */
  readonly chunks: readonly ChunkAllocation[];
  readonly tombstones: readonly { readonly interval: Interval; readonly version: string }[];
}

const maxVersion = (segments: readonly SegmentWithStatus[]): string | undefined =>
  segments.reduce<string | undefined>(
    (max, s) => (max === undefined || s.version > max ? s.version : max),
    undefined,
  );

/** Appends to the chunk's visible version when one exists (same interval), else starts a new version. */
function allocateInsert(input: AllocationInput, live: readonly SegmentWithStatus[]): Allocation {
  const chunks = input.chunks.map(({ interval, partitions }): ChunkAllocation => {
    const overlapping = live.filter((s) => overlaps(s, interval));
    const data = overlapping.filter((s) => !s.tombstone);
    if (data.length === 0) {
      // Tombstones are not appendable: new rows get a version that overshadows them.
      const version = versionAfter(input.lockTime, maxVersion(overlapping));
      return { interval, version, firstPartition: 0, corePartitions: partitions };
    }
    const misfit = data.find((s) => s.start !== interval.start || s.end !== interval.end);
    if (misfit) throw taskErrors.cannotAllocateSegment(input.datasource, intervalText(interval), misfit.id);
    const version = maxVersion(data) ?? '';
    const sameSet = input.existing.filter(
      (s) => s.used && s.version === version && s.start === interval.start && s.end === interval.end,
    );
    const firstPartition = Math.max(...sameSet.map((s) => s.partitionNum)) + 1;
    return { interval, version, firstPartition, corePartitions: sameSet[0]?.partitions ?? partitions };
  });
  return { chunks, tombstones: [] };
}

/** `from` minus the union of `holes`, as ordered disjoint intervals. */
function subtract(from: Interval, holes: readonly Interval[]): Interval[] {
  const pieces: Interval[] = [];
  let cursor = from.start;
  for (const hole of [...holes].sort((a, b) => a.start - b.start)) {
    if (hole.end <= cursor || hole.start >= from.end) continue;
    if (hole.start > cursor) pieces.push({ start: cursor, end: hole.start });
    cursor = Math.max(cursor, hole.end);
  }
  if (cursor < from.end) pieces.push({ start: cursor, end: from.end });
  return pieces;
}

/** Tombstones over the parts of `bounds` that held visible data and get no new chunk, cut by the granularity. */
function tombstoneIntervals(
  input: AllocationInput,
  bounds: Interval,
  liveData: readonly SegmentWithStatus[],
): Interval[] {
  const newChunks = input.chunks.map((c) => c.interval);
  const result: Interval[] = [];
  for (const old of liveData.filter((s) => overlaps(s, bounds))) {
    const region = { start: Math.max(old.start, bounds.start), end: Math.min(old.end, bounds.end) };
    for (const gap of subtract(region, newChunks)) {
      // A gap reaching an end of time cannot be cut into chunks: one tombstone covers it.
      if (gap.start <= ETERNITY_START || gap.end >= ETERNITY_END) {
        result.push(gap);
        continue;
      }
      const buckets = chunksOverlapping(input.granularity, gap, MAX_BUCKETS);
      if (!buckets) throw taskErrors.tooManyBuckets();
      for (const b of buckets)
        result.push({ start: Math.max(b.start, bounds.start), end: Math.min(b.end, bounds.end) });
    }
  }
  return result;
}

/** New version over every replaced chunk; tombstones where old data gets no new rows (Druid's REPLACE). */
function allocateReplace(input: AllocationInput, live: readonly SegmentWithStatus[]): Allocation {
  const { replaceIntervals } = input;
  for (const { interval } of input.chunks) {
    if (!replaceIntervals.some((r) => contains(r, interval)))
      throw taskErrors.insertTimeOutOfBounds(intervalText(interval), replaceIntervals.map(intervalText));
  }
  const liveData = live.filter((s) => !s.tombstone && replaceIntervals.some((r) => overlaps(r, s)));
  const straddling = liveData.find((s) => !replaceIntervals.some((r) => contains(r, s)));
  if (straddling) throw taskErrors.cannotReplaceExistingSegment(straddling.id);
  const replaced = input.existing.filter((s) => s.used && replaceIntervals.some((r) => overlaps(r, s)));
  const version = versionAfter(input.lockTime, maxVersion(replaced));
  const chunks = input.chunks.map(({ interval, partitions }) => ({
    interval,
    version,
    firstPartition: 0,
    corePartitions: partitions,
  }));
  const gaps = replaceIntervals.flatMap((bounds) => tombstoneIntervals(input, bounds, liveData));
  const unique = new Map(gaps.map((interval) => [`${interval.start}/${interval.end}`, interval]));
  const tombstones = [...unique.values()]
    .sort((a, b) => a.start - b.start)
    .map((interval) => ({ interval, version }));
  return { chunks, tombstones };
}

export function allocate(input: AllocationInput): Allocation {
  const live = input.existing.filter((s) => s.used && !s.overshadowed);
  return input.mode === 'insert' ? allocateInsert(input, live) : allocateReplace(input, live);
}
