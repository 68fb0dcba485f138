// Generated from schemas/statements/statement-page.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * One element of a statement's result.pages (spec: Resources > Statement status object).
 */
export interface StatementPage {
  /**
   * Page number, used as the `page` parameter of the results endpoint
   */
  id: number;
  numRows: number;
  sizeInBytes: number;
  [k: string]: unknown;
}
