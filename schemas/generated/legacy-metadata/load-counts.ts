// Generated from schemas/legacy-metadata/load-counts.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of the ?simple load status: datasource → number of segments left to load, without replication counts (spec: Segment loading).
 */
export interface LoadCounts {
  [k: string]: number;
}
