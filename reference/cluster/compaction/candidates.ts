// Which intervals of a datasource are compacted, await compaction or are skipped: a pure reading of its timeline.
import type { SegmentRecord, SegmentWithStatus } from '../../store/store.ts';
import { type Interval, shiftByPeriod } from '../../time/iso.ts';
import { ETERNITY, ETERNITY_END } from '../../timeline/segment-id.ts';
import { chunkOf, chunksOverlapping, type Granularity, parseGranularity } from '../segments/granularity.ts';
import { type CompactionSettings, canonicalJson } from './settings.ts';

export type CandidateState = 'compacted' | 'awaiting' | 'skipped';

/** An interval compaction rewrites as one: whole time chunks of the target granularity, with their segments. */
export interface Candidate {
  readonly interval: Interval;
  readonly segments: readonly SegmentRecord[];
  readonly bytes: number;
  readonly state: CandidateState;
  /** Why a skipped interval is not eligible. */
  readonly reason?: string;
  /** The time chunks a compaction of this interval writes (awaiting intervals). */
  readonly granularity?: Granularity;
}

/** Named granularities, finest first: the chunks of segments compacted without a segmentGranularity. */
const NAMED = ['SECOND', 'MINUTE', 'FIVE_MINUTE', 'TEN_MINUTE', 'FIFTEEN_MINUTE', 'THIRTY_MINUTE', 'HOUR']
  .concat(['SIX_HOUR', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR'])
  .flatMap((name) => parseGranularity(name) ?? []);
const MAX_CHUNKS = 10_000;

/** The granularity whose chunk is exactly `interval`: ALL for eternity. */
function granularityOf(interval: Interval): Granularity | undefined {
  if (interval.start <= ETERNITY.start && interval.end >= ETERNITY.end) return { kind: 'all' };
  return NAMED.find((g) => {
    const chunk = chunkOf(g, interval.start);
    return chunk.start === interval.start && chunk.end === interval.end;
  });
}

/** The target chunks a segment falls in, as one interval (the segment's own interval without a target). */
function coverOf(segment: Interval, target: Granularity | null): Interval {
  if (target === null) return { start: segment.start, end: segment.end };
  if (target.kind === 'all') return ETERNITY;
  const chunks = chunksOverlapping(target, segment, MAX_CHUNKS);
  const [first] = chunks ?? [];
  const last = chunks?.[chunks.length - 1];
  return first && last ? { start: first.start, end: last.end } : { start: segment.start, end: segment.end };
}

/** Segments grouped by overlapping covers, in time order. */
function groups(segments: readonly SegmentRecord[], target: Granularity | null) {
  const covered = segments
    .map((segment) => ({ segment, cover: coverOf(segment, target) }))
    .sort((a, b) => a.cover.start - b.cover.start);
  const result: { interval: Interval; segments: SegmentRecord[] }[] = [];
  for (const { segment, cover } of covered) {
    const current = result[result.length - 1];
    if (current && cover.start < current.interval.end) {
      current.segments.push(segment);
      current.interval = { start: current.interval.start, end: Math.max(current.interval.end, cover.end) };
    } else result.push({ interval: cover, segments: [segment] });
  }
  return result;
}

/**
 * Where skipped data starts: `skipOffsetFromLatest` before the end of the newest data, moved back to the start of
 * its chunk when a segment granularity is set (the real system's rule: a partly filled newest chunk waits).
 */
function skipBoundary(latestEnd: number, settings: CompactionSettings): number {
  const { skipOffset, segmentGranularity } = settings;
  const zero = Object.values(skipOffset).every((n) => n === 0);
  if (latestEnd >= ETERNITY_END) return zero ? ETERNITY_END : ETERNITY_END - 1;
  const boundary = shiftByPeriod(latestEnd, skipOffset, -1);
  if (!segmentGranularity) return boundary;
  return segmentGranularity.kind === 'all' ? ETERNITY.start : chunkOf(segmentGranularity, boundary).start;
}

/** The datasource's intervals with their compaction state, in time order; tombstones hold no data and are left out. */
export function compactionCandidates(
  all: readonly SegmentWithStatus[],
  settings: CompactionSettings,
): Candidate[] {
  const data = all.filter((s) => s.used && !s.overshadowed && !s.tombstone);
  if (data.length === 0) return [];
  const boundary = skipBoundary(Math.max(...data.map((s) => s.end)), settings);
  const expected = canonicalJson(settings.state);
  return groups(data, settings.segmentGranularity).map(({ interval, segments }): Candidate => {
    const bytes = segments.reduce((sum, s) => sum + s.size, 0);
    const base = { interval, segments, bytes };
    if (interval.end > boundary) return { ...base, state: 'skipped', reason: 'within skipOffsetFromLatest' };
    if (bytes > settings.inputSegmentSizeBytes)
      return { ...base, state: 'skipped', reason: 'larger than inputSegmentSizeBytes' };
    const done = segments.every(
      (s) => s.lastCompactionState !== undefined && canonicalJson(s.lastCompactionState) === expected,
    );
    if (done) return { ...base, state: 'compacted' };
    const granularity = settings.segmentGranularity ?? granularityOf(interval);
    if (!granularity)
      return {
        ...base,
        state: 'skipped',
        reason: 'segments of differing time chunks need a segmentGranularity',
      };
    return { ...base, state: 'awaiting', granularity };
  });
}
