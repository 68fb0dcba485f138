// Generated from schemas/compaction/compaction-progress.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of GET /analytics/coordinator/v1/compaction/progress (spec: Endpoints > Automatic compaction).
 */
export interface CompactionProgress {
  /**
   * Total bytes awaiting compaction
   */
  remainingSegmentSize: number;
  [k: string]: unknown;
}
