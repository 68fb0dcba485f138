// Generated from schemas/legacy-metadata/load-percentages.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of GET /analytics/coordinator/v1/loadstatus and of the plain by-datasource load status: datasource → percentage of its segments loaded (spec: Segment loading; shape from §legacy-metadata.11).
 */
export interface LoadPercentages {
  [k: string]: number;
}
