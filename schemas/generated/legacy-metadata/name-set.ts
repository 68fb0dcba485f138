// Generated from schemas/legacy-metadata/name-set.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * A set of names as a JSON array: datasources, tiers, segment IDs, dimensions or metrics (spec: Legacy metadata endpoints).
 */
export type NameSet = string[];
