// Generated from schemas/segments/mark-request.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';

/**
 * Body of POST .../datasources/:datasource/markUsed and markUnused: exactly one of interval or segmentIds (spec: Endpoints > Segment management). An empty segmentIds is invalid (§segments.4).
 */
export type MarkSegmentsRequest = MarkSegmentsByInterval | MarkSegmentsBySegmentIds;

export interface MarkSegmentsByInterval {
  interval: Interval;
  segmentIds?: never;
  [k: string]: unknown;
}
export interface MarkSegmentsBySegmentIds {
  /**
   * @minItems 1
   */
  segmentIds: [string, ...string[]];
  interval?: never;
  [k: string]: unknown;
}
