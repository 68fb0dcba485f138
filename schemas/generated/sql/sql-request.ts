// Generated from schemas/sql/sql-request.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of POST /analytics/v2/sql, /analytics/v2/sql/statements and /analytics/v2/sql/task (spec: Resources > SQL request object).
 */
export interface SqlRequest {
  /**
   * SQL text
   */
  query: string;
  resultFormat?: 'object' | 'array' | 'objectLines' | 'arrayLines' | 'csv';
  /**
   * Column names come first
   */
  header?: boolean;
  /**
   * Adds runtime types; requires header = true
   */
  typesHeader?: boolean;
  /**
   * Adds SQL types; requires header = true
   */
  sqlTypesHeader?: boolean;
  context?: SqlQueryContext;
  parameters?: SqlParameter[];
  [k: string]: unknown;
}
/**
 * Query context parameters. The names typed here are the ones the spec gives; any other key is allowed.
 *
 * This interface was referenced by `SqlRequest`'s JSON-Schema
 * via the `definition` "context".
 */
export interface SqlQueryContext {
  /**
   * Synchronous SQL: client-chosen query ID
   */
  sqlQueryId?: string;
  /**
   * Statements: only ASYNC is supported
   */
  executionMode?: string;
  /**
   * Statements: durableStorage, or the default (task reports)
   */
  selectDestination?: string;
  /**
   * Task submit: the only task-level context name given
   */
  maxNumTasks?: number;
  [k: string]: unknown;
}
/**
 * One parameter of a parameterized query, bound positionally to `?`.
 *
 * This interface was referenced by `SqlRequest`'s JSON-Schema
 * via the `definition` "parameter".
 */
export interface SqlParameter {
  /**
   * SQL data type name, e.g. VARCHAR
   */
  type: string;
  /**
   * Any JSON value
   */
  value?: unknown;
  [k: string]: unknown;
}
