// Generated from schemas/legacy-metadata/load-queue-full.schema.json by scripts/gen-types.ts. Do not edit.
import type { DataSegmentList } from './data-segment-list.ts';

/**
 * Body of GET /analytics/coordinator/v1/loadqueue?full: Historical → the metadata of the segments to load and to drop (spec: Segment loading).
 */
export interface LoadQueueFull {
  [k: string]: {
    segmentsToLoad: DataSegmentList;
    segmentsToDrop: DataSegmentList;
    [k: string]: unknown;
  };
}
