// Generated from schemas/statements/statement-error.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Statements API error body other than 400 on submit (spec: Resources > Error object, statements API). Also the shape of a failed statement's errorDetails (facts §1.3).
 */
export interface StatementErrorBody {
  error: string;
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
