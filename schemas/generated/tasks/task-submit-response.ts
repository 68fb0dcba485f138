// Generated from schemas/tasks/task-submit-response.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of POST /analytics/v2/sql/task (spec: Resources > Task submit response).
 */
export interface TaskSubmitResponse {
  /**
   * Controller task ID
   */
  taskId: string;
  /**
   * Initially RUNNING
   */
  state: string;
  [k: string]: unknown;
}
