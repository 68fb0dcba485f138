// Generated from schemas/legacy-metadata/load-queue-simple.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of GET /analytics/coordinator/v1/loadqueue?simple: Historical → counts and total bytes of the segments to load and to drop (spec: Segment loading; names from §legacy-metadata.11).
 */
export interface LoadQueueSimple {
  [k: string]: {
    segmentsToLoad: number;
    segmentsToDrop: number;
    segmentsToLoadSize: number;
    segmentsToDropSize: number;
    [k: string]: unknown;
  };
}
