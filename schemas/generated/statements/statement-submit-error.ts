// Generated from schemas/statements/statement-submit-error.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * 400 body of POST /analytics/v2/sql/statements (spec: Resources > Error object, statements API). The real system sends this bridged legacy form (§statements.1).
 */
export interface StatementSubmitErrorBody {
  error: string;
  errorClass: string;
  host: string;
  errorCode: string;
  /**
   * §sql.9: USER, ADMIN, OPERATOR or DEVELOPER
   */
  persona: string;
  /**
   * §sql.9: e.g. INVALID_INPUT, NOT_FOUND, FORBIDDEN
   */
  category: string;
  errorMessage: string;
  /**
   * Values are always strings (§statements.7)
   */
  context: {
    [k: string]: string;
  };
  [k: string]: unknown;
}
