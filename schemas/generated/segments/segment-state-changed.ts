// Generated from schemas/segments/segment-state-changed.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of DELETE and POST /analytics/coordinator/v1/datasources/:datasource/segments/:segmentId (spec: Endpoints > Segment management).
 */
export interface SegmentStateChanged {
  segmentStateChanged: boolean;
  [k: string]: unknown;
}
