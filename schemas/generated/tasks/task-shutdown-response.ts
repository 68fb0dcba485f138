// Generated from schemas/tasks/task-shutdown-response.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of POST /analytics/indexer/v1/task/<task_id>/shutdown (spec: Endpoints > SQL-based ingestion tasks).
 */
export interface TaskShutdownResponse {
  /**
   * The task ID
   */
  task: string;
  [k: string]: unknown;
}
