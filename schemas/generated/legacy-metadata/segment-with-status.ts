// Generated from schemas/legacy-metadata/segment-with-status.schema.json by scripts/gen-types.ts. Do not edit.
import type { DataSegment } from './data-segment.ts';

/**
 * An element of GET /analytics/coordinator/v1/metadata/segments?includeOvershadowedStatus: the segment's metadata plus overshadowed and, as the real system adds, the replicas its rule requires (§legacy-metadata.10); with includeRealtimeSegments also realtime and numRows.
 */
export type SegmentWithStatus = DataSegment & {
  overshadowed: boolean;
  /**
   * Replicas the applying rule requires; 0 when overshadowed; null while no rule has decided
   */
  replicationFactor?: number | null;
  realtime?: boolean;
  numRows?: number | null;
  [k: string]: unknown;
};
