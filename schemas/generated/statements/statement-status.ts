// Generated from schemas/statements/statement-status.schema.json by scripts/gen-types.ts. Do not edit.
import type { Timestamp } from '../common/timestamp.ts';
import type { StatementErrorBody } from './statement-error.ts';
import type { StatementPage } from './statement-page.ts';

/**
 * Body of POST /analytics/v2/sql/statements and GET /analytics/v2/sql/statements/:queryId (spec: Resources > Statement status object). RUNNING and FAILED, the absence of schema on a failed query and errorDetails come from §statements.7 and §2.1.
 */
export interface StatementStatus {
  queryId: string;
  state: 'ACCEPTED' | 'RUNNING' | 'SUCCESS' | 'FAILED';
  createdAt: Timestamp;
  /**
   * One entry per result column; absent on a failed query (§statements.7)
   */
  schema?: StatementColumn[];
  /**
   * -1 while the query has not completed
   */
  durationMs: number;
  result?: StatementResult;
  /**
   * Present on a failed query (§statements.7)
   */
  errorDetails?: StatementErrorBody;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `StatementStatus`'s JSON-Schema
 * via the `definition` "column".
 */
export interface StatementColumn {
  name: string;
  /**
   * SQL type name
   */
  type: string;
  /**
   * Runtime type name
   */
  nativeType: string;
  [k: string]: unknown;
}
/**
 * Present for a completed query. sampleRecords and pages are given only for SELECT (§statements.7).
 *
 * This interface was referenced by `StatementStatus`'s JSON-Schema
 * via the `definition` "result".
 */
export interface StatementResult {
  numTotalRows: number;
  totalSizeInBytes: number;
  dataSource: string;
  sampleRecords?: unknown[][];
  pages?: StatementPage[];
  [k: string]: unknown;
}
