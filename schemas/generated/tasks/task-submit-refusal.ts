// Generated from schemas/tasks/task-submit-refusal.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * 400 body of POST /analytics/v2/sql/task for a statement refused before it runs. The spec gives no error body for this endpoint; the real system answers a task that failed at once, with the unified error (docs/facts/tasks.md §tasks.2). Other properties are allowed.
 */
export interface TaskSubmitRefusal {
  /**
   * An ID that names no task the Overlord runs
   */
  taskId: string;
  state: 'FAILED';
  error: {
    /**
     * The unified error, druidException in the real system
     */
    error: string;
    errorCode: string;
    persona?: string;
    category?: string;
    errorMessage: string;
    context?: {
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
