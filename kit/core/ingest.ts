// Loads rows into a new datasource through the public API: submit the ingestion task, await it, await the data.
// SQL ingestion where the target has it, else a native batch task (docs/facts/ingestion.md).
import assert from 'node:assert/strict';
import type { HttpResponse } from './client.ts';
import { eventually } from './eventually.ts';
import { nativeIngestTask } from './ingest-native.ts';
import { freeWorkerCapacity, SLOT_COST, workerCapacity } from './ingest-slots.ts';
import { type IngestTable, ingestSql, type SegmentGranularity } from './ingest-sql.ts';
import { jsonBody } from './json-body.ts';
import { awaitLoadedRows, awaitLoadTask, submitLoad } from './load-stages.ts';
import type { Sender } from './sender.ts';
import type { SlotPool } from './shared-slots.ts';
import { submittedTaskId, TASK_SUBMIT_PATH, taskPath } from './tasks.ts';

const NATIVE_TASK_PATH = '/analytics/indexer/v1/task';
const WORKERS_PATH = '/analytics/indexer/v1/workers';

export interface LoadOptions {
  /** Bounds each wait: the submit (a 503 is retried), the task's end, the rows becoming queryable. */
  readonly deadlineMs: number;
  /** The target runs SQL-based ingestion tasks (capability `sql-ingestion`); else a native task loads the rows. */
  readonly sqlIngestion: boolean;
  /** The task slots the kit's loader tasks share. */
  readonly slots: SlotPool;
  readonly segmentGranularity?: SegmentGranularity;
}

/** The task ID of an accepted native submit: 200 with `{"task": id}`. */
function nativeTaskId(response: HttpResponse): string | undefined {
  if (response.status !== 200) return undefined;
  try {
    const { task } = JSON.parse(response.text) as { task?: unknown };
    return typeof task === 'string' && task !== '' ? task : undefined;
  } catch {
    return undefined;
  }
}

/** A load's request: where it is submitted, its body, and how an accepted answer names the task. */
export interface LoadRequest {
  readonly path: string;
  readonly body: string;
  readonly taskIdOf: (response: HttpResponse) => string | undefined;
}

/** The load as SQL ingestion where the target has it (options.sqlIngestion), else as a native batch task. */
export function loadRequest(options: LoadOptions, sql: () => string, nativeTask: () => unknown): LoadRequest {
  return options.sqlIngestion
    ? { path: TASK_SUBMIT_PATH, body: JSON.stringify({ query: sql() }), taskIdOf: submittedTaskId }
    : { path: NATIVE_TASK_PATH, body: JSON.stringify(nativeTask()), taskIdOf: nativeTaskId };
}

/**
 * Submits the load within the loader's slots and waits until its task has succeeded: the segments are published, not
 * yet served. A stage the target fails throws a LoadFailure (kit/core/load-stages.ts).
 */
export function publishLoad(sender: Sender, load: LoadRequest, options: LoadOptions): Promise<void> {
  const { deadlineMs, sqlIngestion } = options;
  const cost = sqlIngestion ? SLOT_COST.sql : SLOT_COST.native;
  return options.slots.use(cost, async () => {
    await awaitFreeSlots(sender, cost, deadlineMs);
    const taskId = await submitLoad(sender, load.path, load.body, deadlineMs, load.taskIdOf);
    try {
      await awaitLoadTask(sender, load.path, taskId, deadlineMs);
    } catch (error) {
      // A task given up on must not start later and hold slots the next loads wait for (a controller without its
      // worker holds one forever on a full Druid 27 Indexer): shut it down (best effort).
      await sender.request('POST', taskPath(taskId, 'shutdown')).catch(() => undefined);
      throw error;
    }
  });
}

/** Ingests the rows into a new datasource and waits until the task has succeeded (publishLoad). */
export function publishRows(
  sender: Sender,
  datasource: string,
  table: IngestTable,
  options: LoadOptions,
): Promise<void> {
  const { segmentGranularity } = options;
  const load = loadRequest(
    options,
    () => ingestSql(datasource, table, segmentGranularity),
    () => nativeIngestTask(datasource, table, segmentGranularity),
  );
  return publishLoad(sender, load, options);
}

/**
 * Waits until the target's workers have `cost` free slots (at most all they have), within the deadline: slots held by
 * tasks the kit does not count — another client's, a scenario's own, or those Druid has not released yet — would
 * leave an SQL task's controller waiting for its worker. Targets that list no workers are not waited on.
 */
export async function awaitFreeSlots(sender: Sender, cost: number, deadlineMs: number): Promise<void> {
  await eventually(async () => {
    const response = await sender.request('GET', WORKERS_PATH);
    if (response.status !== 200) return;
    const body = jsonBody(response);
    const [free, capacity] = [freeWorkerCapacity(body), workerCapacity(body)];
    if (free === undefined || capacity === undefined) return;
    assert.ok(
      free >= Math.min(cost, capacity),
      `The target's task slots stay busy: ${free} of ${capacity} free, ${cost} needed`,
    );
  }, deadlineMs);
}

/**
 * Ingests the rows, then waits until a SQL query counts all of them (the real system serves them seconds after
 * the task's SUCCESS); each wait is bounded by the deadline.
 */
export async function ingestRows(
  sender: Sender,
  datasource: string,
  table: IngestTable,
  options: LoadOptions,
): Promise<void> {
  await publishRows(sender, datasource, table, options);
  await awaitLoadedRows(sender, datasource, table.rows.length, options.deadlineMs);
}
