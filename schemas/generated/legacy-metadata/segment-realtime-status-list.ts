// Generated from schemas/legacy-metadata/segment-realtime-status-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { SegmentWithStatus } from './segment-with-status.ts';

/**
 * Body of GET /analytics/coordinator/v1/metadata/segments?includeOvershadowedStatus&includeRealtimeSegments: every element also carries realtime and numRows (spec: Legacy metadata endpoints > Metadata store).
 */
export type SegmentRealtimeStatusList = (SegmentWithStatus & {
  realtime: boolean;
  numRows: number | null;
  [k: string]: unknown;
})[];
