// Generated from schemas/legacy-metadata/data-segment-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { DataSegment } from './data-segment.ts';

/**
 * Body of GET /analytics/coordinator/v1/metadata/segments and of the ?full segment lists (spec: Legacy metadata endpoints).
 */
export type DataSegmentList = DataSegment[];
