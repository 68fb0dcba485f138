// Generated from schemas/common/timestamp.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * An ISO 8601 timestamp in UTC (spec: Conventions).
 */
export type Timestamp = string;
