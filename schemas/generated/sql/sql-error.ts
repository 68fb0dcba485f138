// Generated from schemas/sql/sql-error.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * 400 and 500 body of POST /analytics/v2/sql (spec: Resources > Error object, synchronous SQL). Other properties are allowed: real servers may add errorCode, persona, category and context (§sql.1).
 */
export interface SqlErrorBody {
  /**
   * Well-defined error code
   */
  error: string;
  errorMessage: string;
  errorClass: string;
  host: string;
  [k: string]: unknown;
}
