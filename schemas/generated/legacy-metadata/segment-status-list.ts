// Generated from schemas/legacy-metadata/segment-status-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { SegmentWithStatus } from './segment-with-status.ts';

/**
 * Body of GET /analytics/coordinator/v1/metadata/segments?includeOvershadowedStatus (spec: Legacy metadata endpoints > Metadata store).
 */
export type SegmentStatusList = SegmentWithStatus[];
