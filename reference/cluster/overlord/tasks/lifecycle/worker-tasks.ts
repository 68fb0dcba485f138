// The worker task (query_worker) of a query controller task: its ID and its record in the task table.
import type { TaskRecord } from '../../../../store/store.ts';

export const CONTROLLER_TYPE = 'query_controller';
export const WORKER_TYPE = 'query_worker';

/** `<controllerId>-worker<number>_<attempt>`, as the real system names worker tasks (§tasks.8). */
export function workerTaskId(controllerId: string, workerNumber: number, attempt = 0): string {
  return `${controllerId}-worker${workerNumber}_${attempt}`;
}

/** The worker number and attempt of a worker task ID, or undefined for another ID. */
export function parseWorkerTaskId(id: string): { workerNumber: number; attempt: number } | undefined {
  const match = /-worker(\d+)_(\d+)$/.exec(id);
  return match ? { workerNumber: Number(match[1]), attempt: Number(match[2]) } : undefined;
}

/**
 * The one worker a controller runs here (DuckDB parallelizes inside it): launched with the controller, in the same
 * group, over the same datasource and query context. It keeps the controller's SQL request, which it works on.
 */
export function workerRecord(controller: TaskRecord, startTime: number): TaskRecord {
  return {
    id: workerTaskId(controller.id, 0),
    type: WORKER_TYPE,
    groupId: controller.id,
    datasource: controller.datasource,
    createdTime: startTime,
    queueInsertionTime: startTime,
    status: 'RUNNING',
    runnerStatus: 'RUNNING',
    startTime,
    duration: -1,
    errorMsg: null,
    sqlRequest: controller.sqlRequest,
    report: null,
  };
}
