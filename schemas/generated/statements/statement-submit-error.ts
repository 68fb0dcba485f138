// Generated from schemas/statements/statement-submit-error.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * 400 body of POST /analytics/v2/sql/statements (spec: Resources > Error object, statements API). The real system sends this bridged legacy form (facts §0.2).
 */
export interface StatementSubmitErrorBody {
  error: string;
  errorClass: string;
  host: string;
  errorCode: string;
  /**
   * Facts §1.2: USER, ADMIN, OPERATOR or DEVELOPER
   */
  persona: string;
  /**
   * Facts §1.2: e.g. INVALID_INPUT, NOT_FOUND, FORBIDDEN
   */
  category: string;
  errorMessage: string;
  /**
   * Values are always strings (facts §0.2)
   */
  context: {
    [k: string]: string;
  };
  [k: string]: unknown;
}
