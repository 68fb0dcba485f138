// Generated from schemas/legacy-metadata/size-count.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Total bytes and number of segments (spec: Datasources ?simple, Intervals). Empty when no segment matches (the real system's answer, §legacy-metadata.11).
 */
export interface SizeCount {
  size?: number;
  count?: number;
}
