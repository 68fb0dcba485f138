// The row of a task that has just been queued: RUNNING for the API, PENDING until a slot takes it.
import type { TaskRecord, TaskSqlRequest } from '../../../../store/store.ts';

export interface QueuedTask {
  readonly id: string;
  readonly type: string;
  readonly datasource: string;
  /** Epoch millis of creation, which is also its queue insertion time. */
  readonly created: number;
  readonly sqlRequest: TaskSqlRequest;
}

export function queuedTaskRecord(task: QueuedTask): TaskRecord {
  return {
    id: task.id,
    type: task.type,
    groupId: task.id,
    datasource: task.datasource,
    createdTime: task.created,
    queueInsertionTime: task.created,
    status: 'RUNNING',
    runnerStatus: 'PENDING',
    startTime: null,
    duration: -1,
    errorMsg: null,
    sqlRequest: task.sqlRequest,
    report: null,
  };
}
