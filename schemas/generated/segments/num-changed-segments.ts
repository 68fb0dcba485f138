// Generated from schemas/segments/num-changed-segments.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of the markUsed, markUnused and whole-datasource mark endpoints (spec: Endpoints > Segment management).
 */
export interface NumChangedSegments {
  numChangedSegments: number;
  [k: string]: unknown;
}
