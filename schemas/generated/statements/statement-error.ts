// Generated from schemas/statements/statement-error.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Statements API error body other than 400 on submit (spec: Resources > Error object, statements API). Also the shape of a failed statement's errorDetails (§statements.7).
 */
export interface StatementErrorBody {
  error: string;
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
