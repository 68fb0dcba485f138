// Generated from schemas/common/interval.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * An ISO 8601 interval with `/` as the delimiter: `start/end`, `start/period` or `period/end` (spec: Conventions). Instants may be dates or date-times with an optional zone; years may be signed and longer than four digits, as in the real system's eternity interval (§legacy-metadata.10).
 */
export type Interval = string;
