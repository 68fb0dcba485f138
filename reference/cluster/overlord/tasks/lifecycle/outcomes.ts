// How a query task's life is written to the task table: its start (with its worker task), its end, its failure.
import { newExternScope } from '../../../../ingest/scope.ts';
import type { MetadataStore, TaskRecord } from '../../../../store/store.ts';
import { type TaskError, taskErrors } from '../../../task-errors.ts';
import { buildReport } from '../reports/report.ts';
import { statementKind } from '../submit/statement-kind.ts';
import { finishProgress, newProgress, type TaskProgress } from './progress.ts';
import { CONTROLLER_TYPE, WORKER_TYPE, workerRecord, workerTaskId } from './worker-tasks.ts';

export const SHUTDOWN_MESSAGE = 'Shutdown request from user';
export const RESTART_MESSAGE = 'Task was interrupted by a server restart';

/** An end that the store refused to take (a full disk): written again at each scheduling until it is taken. */
interface UnrecordedEnd {
  readonly progress: TaskProgress;
  readonly taskError: TaskError;
}

export class TaskOutcomes {
  private readonly unrecorded: UnrecordedEnd[] = [];

  constructor(
    private readonly store: MetadataStore,
    private readonly now: () => number,
    private readonly resultRowLimit: number,
  ) {}

  /** A slot took the task: it runs, and a query controller's worker task too, from the same instant. */
  started(id: string, lockTime: number): void {
    const { tasks } = this.store;
    this.store.transaction(() => {
      tasks.markStarted(id, lockTime);
      const controller = tasks.get(id);
      if (controller?.type === CONTROLLER_TYPE) tasks.add(workerRecord(controller, lockTime));
    });
  }

  /** The task ran to its end: SUCCESS, or FAILED with `taskError`. Joins the caller's transaction when there is one. */
  completed(progress: TaskProgress, taskError: TaskError | null): void {
    const now = this.now();
    finishProgress(progress, taskError, now);
    const duration = now - (progress.startTime ?? now);
    const errorMsg = taskError ? taskError.statusMessage : null;
    this.store.transaction(() => {
      this.store.tasks.complete(progress.taskId, {
        status: taskError ? 'FAILED' : 'SUCCESS',
        duration,
        errorMsg,
        report: buildReport(progress, now),
      });
      this.completeWorker(progress.taskId, taskError ? 'FAILED' : 'SUCCESS', errorMsg, now);
    });
  }

  /**
   * Fails a task whose run ended in error. When the store cannot take even that (the disk is full), the failure is
   * kept and written by `retryUnrecorded` once it can: the task's slot is freed either way, never held by a task
   * that can no longer write.
   */
  failedRun(progress: TaskProgress, taskError: TaskError, log: (error: unknown) => void): void {
    try {
      this.completed(progress, taskError);
    } catch (error) {
      this.unrecorded.push({ progress, taskError });
      log(error);
    }
  }

  /** Writes the failures the store refused before; those it still refuses wait for the next call. */
  retryUnrecorded(): void {
    while (this.unrecorded.length > 0) {
      const [end] = this.unrecorded as [UnrecordedEnd];
      try {
        this.completed(end.progress, end.taskError);
      } catch {
        return;
      }
      this.unrecorded.shift();
    }
  }

  /**
   * Fails a queued or running task from outside its run (shutdown, restart). A worker task that is shut down fails
   * its controller with WorkerFailed. `live` is the controller's progress when this process runs it.
   */
  failed(record: TaskRecord, taskError: TaskError, errorMsg: string, live?: TaskProgress): void {
    if (record.type === WORKER_TYPE) {
      const controller = this.store.tasks.get(record.groupId);
      const workerError = taskErrors.workerFailed(record.id, errorMsg);
      if (controller) this.failed(controller, workerError, workerError.statusMessage, live);
      return;
    }
    const now = this.now();
    const progress = live ?? this.rebuiltProgress(record);
    finishProgress(progress, taskError, now);
    const duration = Math.max(0, now - (record.startTime ?? record.createdTime));
    // A failing controller shuts its worker down; after a restart the worker was interrupted as the controller was.
    const workerMessage = errorMsg === RESTART_MESSAGE ? RESTART_MESSAGE : SHUTDOWN_MESSAGE;
    this.store.transaction(() => {
      this.store.tasks.complete(record.id, {
        status: 'FAILED',
        duration,
        errorMsg,
        report: buildReport(progress, now),
      });
      this.completeWorker(record.id, 'FAILED', workerMessage, now);
    });
  }

  /** Fails every task a previous process left RUNNING: it cannot have finished. */
  failInterrupted(): void {
    this.store.transaction(() => {
      for (const id of this.store.tasks.runningIds()) {
        const task = this.store.tasks.get(id);
        if (task?.status !== 'RUNNING') continue;
        if (task.type === WORKER_TYPE)
          this.completeWorker(task.groupId, 'FAILED', RESTART_MESSAGE, this.now());
        else this.failed(task, taskErrors.interruptedByRestart(), RESTART_MESSAGE);
      }
    });
  }

  private completeWorker(
    controllerId: string,
    status: 'SUCCESS' | 'FAILED',
    errorMsg: string | null,
    now: number,
  ) {
    const worker = this.store.tasks.get(workerTaskId(controllerId, 0));
    if (worker?.status !== 'RUNNING') return;
    const duration = now - (worker.startTime ?? now);
    this.store.tasks.complete(worker.id, { status, duration, errorMsg, report: null });
  }

  /** The progress of a task this process did not run, for its final report. */
  private rebuiltProgress(record: TaskRecord): TaskProgress {
    const progress = newProgress({
      taskId: record.id,
      kind: statementKind(record.sqlRequest.query),
      datasource: record.datasource,
      plan: undefined,
      scope: newExternScope('', 0),
      rowsPerSegment: 0,
      resultRowLimit: this.resultRowLimit,
    });
    progress.startTime = record.startTime;
    return progress;
  }
}
