// Generated from schemas/common/error.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Error body of the Coordinator and Overlord endpoints (the spec does not show it; the real system answers an object with a string `error`).
 */
export interface ApiErrorBody {
  /**
   * What went wrong, for a person to read
   */
  error: string;
  [k: string]: unknown;
}
