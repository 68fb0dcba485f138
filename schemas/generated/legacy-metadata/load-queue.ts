// Generated from schemas/legacy-metadata/load-queue.schema.json by scripts/gen-types.ts. Do not edit.
import type { NameSet } from './name-set.ts';

/**
 * Body of GET /analytics/coordinator/v1/loadqueue: Historical → IDs of the segments it is to load and to drop (spec: Segment loading).
 */
export interface LoadQueue {
  [k: string]: {
    segmentsToLoad: NameSet;
    segmentsToDrop: NameSet;
    [k: string]: unknown;
  };
}
