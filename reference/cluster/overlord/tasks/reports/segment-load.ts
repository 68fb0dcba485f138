// The load status of the segments a task published (spec: payload.status.segmentLoadStatus), from the segments' real state.
import type { NewSegment, SegmentRepository } from '../../../../store/store.ts';

export type SegmentLoadState = 'INIT' | 'WAITING' | 'SUCCESS' | 'FAILED' | 'TIMED_OUT';

export interface SegmentLoad {
  readonly state: SegmentLoadState;
  readonly startTime: number;
  readonly duration: number;
  /** Every published segment, tombstones included. */
  readonly totalSegments: number;
  readonly usedSegments: number;
  readonly precachedSegments: number;
  readonly onDemandSegments: number;
  readonly pendingSegments: number;
  readonly unknownSegments: number;
}

/**
 * Counts as the real system's load waiter does over sys.segments (§tasks.5): of the published segments that are
 * used and not overshadowed, those the Historical serves are precached; tombstones are never loaded and need no
 * waiting (replication factor 0: on demand); the rest are pending. In this single-process cluster the Historical
 * serves every visible segment as soon as it is published, so the wait ends at once: SUCCESS when nothing is
 * pending. Retention rules (issue 6) will make segments wait or never load.
 */
export function segmentLoadOf(
  segments: SegmentRepository,
  published: readonly NewSegment[],
  startTime: number,
  now: number,
): SegmentLoad {
  const ids = new Set(published.map((s) => s.id));
  const datasource = published[0]?.datasource;
  const used =
    datasource === undefined
      ? []
      : segments.all(datasource).filter((s) => ids.has(s.id) && s.used && !s.overshadowed);
  const served = new Set(
    datasource === undefined
      ? []
      : segments.visible(datasource).flatMap((s) => (ids.has(s.id) ? [s.id] : [])),
  );
  const precached = used.filter((s) => served.has(s.id)).length;
  const onDemand = used.filter((s) => s.tombstone).length;
  const pending = used.length - precached - onDemand;
  return {
    state: pending === 0 ? 'SUCCESS' : 'WAITING',
    startTime,
    duration: now - startTime,
    totalSegments: published.length,
    usedSegments: used.length,
    precachedSegments: precached,
    onDemandSegments: onDemand,
    pendingSegments: pending,
    unknownSegments: 0,
  };
}
