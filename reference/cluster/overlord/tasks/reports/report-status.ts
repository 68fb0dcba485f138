// payload.status of a task report: state, timing, worker tasks, task counts, segment load status and error report.
import type {
  SegmentLoadStatus,
  TaskErrorReport,
  TaskReportStatus,
  TaskReportWorker,
} from '../../../../../schemas/generated/tasks/task-report.ts';
import { formatInstant } from '../../../../time/iso.ts';
import { taskErrorTrace } from '../../../task-errors.ts';
import type { TaskProgress } from '../lifecycle/progress.ts';
import { workerTaskId } from '../lifecycle/worker-tasks.ts';
import { TASK_HOST } from '../views/status.ts';
import type { SegmentLoad } from './segment-load.ts';

function errorReport(progress: TaskProgress): TaskErrorReport | undefined {
  const { taskError } = progress;
  if (!taskError) return undefined;
  const stageNumber = progress.stages.findIndex((stage) => stage.phase === 'FAILED');
  // A stage's own failure happened in its worker; a cancellation or a publishing failure in the controller.
  const inWorker = stageNumber >= 0 && taskError.errorCode !== 'Canceled';
  return {
    taskId: inWorker ? workerTaskId(progress.taskId, 0) : progress.taskId,
    host: TASK_HOST,
    ...(stageNumber >= 0 ? { stageNumber } : {}),
    error: { errorCode: taskError.errorCode, errorMessage: taskError.message, ...taskError.fields },
    exceptionStackTrace: taskErrorTrace(taskError),
  };
}

function workers(progress: TaskProgress, now: number): Record<string, TaskReportWorker[]> {
  const { startTime, endTime, status } = progress;
  if (startTime === null) return {};
  // The worker is launched with the controller and ends with it.
  const worker: TaskReportWorker = {
    workerId: workerTaskId(progress.taskId, 0),
    status,
    durationMs: status === 'RUNNING' ? -1 : (endTime ?? now) - startTime,
    pendingMs: 0,
  };
  return { '0': [worker] };
}

function segmentLoadStatus(load: SegmentLoad): SegmentLoadStatus {
  return { ...load, startTime: formatInstant(load.startTime) };
}

export function reportStatus(progress: TaskProgress, now: number): TaskReportStatus {
  const { startTime, segmentLoad, status } = progress;
  const problem = errorReport(progress);
  const extra = {
    ...(segmentLoad ? { segmentLoadStatus: segmentLoadStatus(segmentLoad) } : {}),
    ...(problem ? { errorReport: problem } : {}),
  };
  // Queued: nothing started yet, so how many tasks will be pending is unknown; the controller still counts.
  if (startTime === null) return { status, durationMs: -1, pendingTasks: -1, runningTasks: 1, ...extra };
  return {
    status,
    startTime: formatInstant(startTime),
    durationMs: (progress.endTime ?? now) - startTime,
    workers: workers(progress, now),
    pendingTasks: 0,
    // The controller, and its worker while the query runs.
    runningTasks: status === 'RUNNING' ? 2 : 1,
    ...extra,
  };
}
