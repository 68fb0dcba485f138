// The task status response (spec: Task status response; §tasks.8) from a stored task.
import type { TaskStatusResponse } from '../../../../../schemas/generated/tasks/task-status-response.ts';
import type { TaskRecord } from '../../../../store/store.ts';
import { formatInstant } from '../../../../time/iso.ts';
import { WORKER_TYPE } from '../lifecycle/worker-tasks.ts';

/** Tasks run inside this process; they report the first peon ports as their location (the worker the next one). */
export const TASK_HOST = 'localhost';
const TASK_PORT = 8100;

/** `listed`: for the task lists, which keep the runner's own code for a finished task. */
export function taskStatusResponse(task: TaskRecord, listed = false): TaskStatusResponse {
  // A queued task has no location yet (host null, port -1), as the real Overlord reports it.
  const located = task.startTime !== null;
  return {
    task: task.id,
    status: {
      id: task.id,
      groupId: task.groupId,
      type: task.type,
      createdTime: formatInstant(task.createdTime),
      queueInsertionTime: formatInstant(task.queueInsertionTime),
      statusCode: task.status,
      status: task.status,
      // A finished task is no longer the runner's: this endpoint then says WAITING, as the real Overlord does (the
      // task lists say NONE) (docs/facts/tasks.md §tasks.8: live 27, recorded 36 `-023-`).
      runnerStatusCode: task.status === 'RUNNING' || listed ? task.runnerStatus : 'WAITING',
      duration: task.duration,
      location: located
        ? { host: TASK_HOST, port: task.type === WORKER_TYPE ? TASK_PORT + 1 : TASK_PORT, tlsPort: -1 }
        : { host: null, port: -1, tlsPort: -1 },
      dataSource: task.datasource,
      errorMsg: task.errorMsg,
    },
  };
}
