// The Overlord's task queue: query tasks persist in SQLite, wait for free slots, run, and end.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TaskReport } from '../../../schemas/generated/tasks/task-report.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  type ExternScope,
  newExternScope,
  resetReads,
  TEMP_DIR,
  withExternScope,
} from '../../ingest/scope.ts';
import type { SqlRequest } from '../../sql/engine-types.ts';
import type { QueryEngine } from '../../sql/execute/query-engine.ts';
import type { MetadataStore } from '../../store/store.ts';
import { type CompactionJob, compactionTaskRecord } from '../compaction/task.ts';
import { removeUnpublished } from '../deep-storage.ts';
import { idProblem } from '../ids.ts';
import { type TaskError, taskErrors, toTaskError } from '../task-errors.ts';
import { runIngestion } from './tasks/execution/ingest-runner.ts';
import { runSelect } from './tasks/execution/select-runner.ts';
import { SHUTDOWN_MESSAGE, TaskOutcomes } from './tasks/lifecycle/outcomes.ts';
import { newProgress, type TaskProgress } from './tasks/lifecycle/progress.ts';
import { startTaskTimer, taskTimeoutMs } from './tasks/lifecycle/task-timeout.ts';
import { CONTROLLER_TYPE, WORKER_TYPE, workerTaskId } from './tasks/lifecycle/worker-tasks.ts';
import { buildReport } from './tasks/reports/report.ts';
import type { SubmitOptions } from './tasks/submit/submit-options.ts';
import { queuedTaskRecord } from './tasks/submit/task-record.ts';
import {
  type IngestionTask,
  maxParseExceptionsOf,
  type PreparedTask,
  type TaskSqlEngine,
  validateTaskSql,
} from './tasks/submit/validate.ts';
import type { WorkerRegistry } from './workers.ts';

export interface TaskQueueDependencies {
  readonly store: MetadataStore;
  readonly duck: QueryEngine;
  readonly sql: TaskSqlEngine;
  /** The Middle Managers whose slots the controller and worker tasks occupy. */
  readonly workers: WorkerRegistry;
  readonly dataDir: string;
  /** How many query tasks run at once; the others wait (runner status PENDING). */
  readonly taskSlots: number;
  /** How many rows of a SELECT's result its report keeps. */
  readonly reportRowLimit: number;
  readonly now: () => number;
}

interface QueuedTask {
  readonly id: string;
  readonly request: SqlRequest;
  readonly prepared: PreparedTask;
  readonly scope: ExternScope;
  readonly progress: TaskProgress;
  readonly abort: AbortController;
  /** The Middle Manager slots it takes: a query controller and its worker, or a compaction task alone. */
  readonly slots: readonly string[];
  /** What its submitter changed (statements). */
  readonly options?: SubmitOptions;
  /** Set by a shutdown request, which records the failure itself. */
  shutdown: boolean;
  /** Set when its context.timeout elapsed while it ran: it fails as timed out. */
  timedOut?: boolean;
  done?: Promise<void>;
}

/** The datasource of a plain SELECT task, as the real system names it. */
export const SELECT_DATASOURCE = '__query_select';

export class TaskQueue {
  private readonly pending: QueuedTask[] = [];
  private readonly active = new Map<string, QueuedTask>();
  private readonly submitting = new Set<string>();
  private readonly outcomes: TaskOutcomes;
  private stopping = false;
  private onError: (error: unknown) => void = () => {};

  constructor(private readonly deps: TaskQueueDependencies) {
    if (!Number.isInteger(deps.taskSlots) || deps.taskSlots < 1)
      throw new Error(`taskSlots must be a positive integer, got ${deps.taskSlots}`);
    if (!Number.isInteger(deps.reportRowLimit) || deps.reportRowLimit < 0)
      throw new Error(`taskReportRows must be a non-negative integer, got ${deps.reportRowLimit}`);
    this.outcomes = new TaskOutcomes(deps.store, deps.now, deps.reportRowLimit);
  }

  /** Fails the tasks a previous process left RUNNING and clears its temporary and unpublished files. */
  start(onError: (error: unknown) => void): void {
    this.onError = onError;
    const { store, dataDir } = this.deps;
    this.outcomes.failInterrupted();
    rmSync(join(dataDir, TEMP_DIR), { recursive: true, force: true });
    // A publish killed between moving its files into deep storage and committing them left files no segment names.
    removeUnpublished(
      dataDir,
      new Set(store.segments.all().flatMap((s) => (s.path === null ? [] : [s.path]))),
    );
  }

  /**
   * Validates the SQL (a bad query throws SqlError, a 400), records the task and queues it; returns its ID.
   * `datasourcesRead`: what the analysis of the request found it reads, for the report's stage inputs.
   */
  async submit(
    request: SqlRequest,
    options: SubmitOptions = {},
    datasourcesRead: readonly string[] = [],
  ): Promise<string> {
    const { store, dataDir, now } = this.deps;
    const sqlQueryId = request.context.sqlQueryId;
    const id = `query-${typeof sqlQueryId === 'string' && sqlQueryId !== '' ? sqlQueryId : randomUUID()}`;
    const idRefusal = idProblem(id);
    if (idRefusal !== undefined)
      throw ApiError.of('invalidInput', { detail: `Invalid value for field [task ID]: ${idRefusal}` });
    this.assertNew(id);
    const scope = newExternScope(
      join(dataDir, TEMP_DIR, `task-${randomUUID()}`),
      maxParseExceptionsOf(request),
    );
    scope.tables.push(...datasourcesRead);
    // The submit answers without downloading: http sources are checked here and read when the task runs.
    scope.deferDownloads = true;
    this.submitting.add(id);
    let prepared: PreparedTask;
    try {
      const sql = options.sql ?? this.deps.sql;
      prepared = await withExternScope(scope, () => validateTaskSql({ sql }, request));
    } catch (error) {
      rmSync(scope.tempDir, { recursive: true, force: true });
      throw error;
    } finally {
      this.submitting.delete(id);
      // From here on the task's own readings download (a SELECT's EXTERN reads when it runs).
      scope.deferDownloads = false;
    }
    const plan = prepared.kind === 'select' ? undefined : prepared.plan;
    const datasource = plan?.datasource ?? SELECT_DATASOURCE;
    const created = now();
    store.transaction(() => {
      store.tasks.add(
        queuedTaskRecord({ id, type: CONTROLLER_TYPE, datasource, created, sqlRequest: request }),
      );
      options.record?.(id);
    });
    const progress = newProgress({
      taskId: id,
      kind: prepared.kind,
      datasource,
      plan,
      scope,
      rowsPerSegment: prepared.kind === 'select' ? 0 : prepared.rowsPerSegment,
      resultRowLimit: this.deps.reportRowLimit,
    });
    const slots = [id, workerTaskId(id, 0)];
    this.pending.push({
      id,
      request,
      prepared,
      scope,
      progress,
      abort: new AbortController(),
      slots,
      options,
      shutdown: false,
    });
    this.schedule();
    return id;
  }

  /**
   * Queues a compaction task (type `compact`): a REPLACE of its interval with the rows of the segments there, run
   * like an ingestion in one task slot. The Coordinator's compaction duty submits it; there is nothing to validate.
   */
  submitCompaction(job: CompactionJob): string {
    const { store, dataDir, now } = this.deps;
    const { id, datasource, task } = job;
    const record = compactionTaskRecord(job, now());
    const request = { query: '', context: record.sqlRequest.context, parameters: [] };
    store.transaction(() => store.tasks.add(record));
    const scope = newExternScope(join(dataDir, TEMP_DIR, `task-${randomUUID()}`), 0);
    // Its input is the datasource itself, as the report's stage inputs show.
    scope.tables.push(datasource);
    const progress = newProgress({
      taskId: id,
      kind: 'replace',
      datasource,
      plan: task.plan,
      scope,
      rowsPerSegment: task.rowsPerSegment,
      resultRowLimit: this.deps.reportRowLimit,
    });
    const abort = new AbortController();
    this.pending.push({ id, request, prepared: task, scope, progress, abort, slots: [id], shutdown: false });
    this.schedule();
    return id;
  }

  /** The live report of a queued or running controller, else the stored one; undefined without a report. */
  report(id: string): TaskReport | undefined {
    const live = this.active.get(id) ?? this.pending.find((t) => t.id === id);
    if (live && !live.shutdown) return buildReport(live.progress, this.deps.now());
    return (this.deps.store.tasks.get(id)?.report ?? undefined) as TaskReport | undefined;
  }

  /** Stops a queued or running task (it ends FAILED, nothing published); false for an unknown task. */
  shutdown(id: string): boolean {
    const record = this.deps.store.tasks.get(id);
    if (!record) return false;
    if (record.status !== 'RUNNING') return true;
    // Shutting a worker down fails its controller's query.
    const controllerId = record.type === WORKER_TYPE ? record.groupId : id;
    const index = this.pending.findIndex((t) => t.id === controllerId);
    const queued = index >= 0 ? this.pending.splice(index, 1)[0] : undefined;
    if (queued) rmSync(queued.scope.tempDir, { recursive: true, force: true });
    const task = queued ?? this.active.get(controllerId);
    if (task) {
      task.shutdown = true;
      task.abort.abort();
    }
    // Recorded now, so the status is FAILED as soon as this call returns; the runner then only cleans up.
    this.outcomes.failed(record, taskErrors.canceled(), SHUTDOWN_MESSAGE, task?.progress);
    return true;
  }

  /** Interrupts running tasks and drops queued ones; they stay RUNNING in the store and fail at the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const task of this.pending.splice(0)) rmSync(task.scope.tempDir, { recursive: true, force: true });
    for (const task of this.active.values()) task.abort.abort();
    await this.idle();
  }

  /** Resolves once no task is running (queued ones start as slots free, so none is left queued either). */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.allSettled([...this.active.values()].map((t) => t.done));
  }

  /** Starts queued tasks while there are free slots: a query slot here, and Middle Manager slots for both tasks. */
  schedule(): void {
    this.outcomes.retryUnrecorded();
    while (!this.stopping && this.active.size < this.deps.taskSlots) {
      const task = this.pending[0];
      if (!task || !this.deps.workers.assign(task.slots)) return;
      this.pending.shift();
      this.launch(task);
    }
  }

  private assertNew(id: string): void {
    if (this.submitting.has(id) || this.deps.store.tasks.get(id))
      throw ApiError.of('invalidInput', { detail: `Task [${id}] already exists; use another sqlQueryId` });
  }

  private launch(task: QueuedTask): void {
    const lockTime = this.deps.now();
    this.active.set(task.id, task);
    task.progress.startTime = lockTime;
    // context.timeout counts from here, as the multi-stage engine's controller counts from its start.
    const clearTimer = startTaskTimer(taskTimeoutMs(task.request.context), () => {
      task.timedOut = true;
      task.abort.abort();
    });
    // Everything from the start's write on runs in `execute`: a store that refuses it fails the task, whose slot the
    // `finally` frees (a full disk once left two tasks RUNNING for ever, holding both slots).
    task.done = this.execute(task, lockTime)
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        clearTimer();
        this.active.delete(task.id);
        this.deps.workers.release(task.slots, this.deps.now());
        rmSync(task.scope.tempDir, { recursive: true, force: true });
        this.schedule();
      });
  }

  /**
   * Plans an ingestion again now that it runs: its http sources were only checked at submit, and its reader depends
   * on the files (a header row, skipped lines). The downloads stop with the task (shutdown, timeout).
   */
  private async planWithDownloads(task: QueuedTask, signal: AbortSignal): Promise<IngestionTask> {
    resetReads(task.scope);
    task.scope.signal = signal;
    const sql = task.options?.sql ?? this.deps.sql;
    const planned = await withExternScope(task.scope, () => validateTaskSql({ sql }, task.request));
    if (planned.kind === 'select') throw new Error(`task ${task.id} planned as a SELECT when it ran`);
    return planned;
  }

  private async execute(task: QueuedTask, lockTime: number): Promise<void> {
    const { prepared, progress, scope } = task;
    const signal = task.abort.signal;
    const complete = (taskError: TaskError | null): void => this.outcomes.completed(progress, taskError);
    try {
      this.outcomes.started(task.id, lockTime);
      checkParseBudget(scope);
      if (prepared.kind === 'select') {
        const { sql = this.deps.sql, runSelect: run } = task.options ?? {};
        const select = run ?? ((r, p, s: AbortSignal) => runSelect({ sql, now: this.deps.now }, r, p, s));
        await withExternScope(scope, () => select(task.request, progress, signal));
        checkParseBudget(scope);
        if (!task.shutdown && !this.stopping) complete(null);
      } else {
        const ingestion = scope.deferred ? await this.planWithDownloads(task, signal) : prepared;
        const job = { task: ingestion, lockTime, tempDir: scope.tempDir, signal, progress };
        await runIngestion(this.deps, { ...job, complete: () => complete(null) });
      }
    } catch (error) {
      // A shutdown already recorded the failure; a stopping server leaves the task for the restart rule.
      if (!task.shutdown && !this.stopping)
        this.outcomes.failedRun(
          progress,
          task.timedOut ? taskErrors.timedOut() : toTaskError(error),
          this.onError,
        );
    }
  }
}

/** Fails with TooManyWarnings when more rows were unparseable than context.maxParseExceptions allows. */
function checkParseBudget(scope: ExternScope): void {
  const { maxParseExceptions, parseExceptions } = scope;
  if (maxParseExceptions >= 0 && parseExceptions > maxParseExceptions)
    throw taskErrors.tooManyWarnings(maxParseExceptions, parseExceptions);
}
