// Loads rows into a new datasource through the public API: submit the ingestion task, await it, await the data.
// SQL ingestion where the target has it, else a native batch task (docs/facts/ingestion.md).
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import { eventually } from './eventually.ts';
import { nativeIngestTask } from './ingest-native.ts';
import { freeWorkerCapacity, retryUnavailable, SLOT_COST, workerCapacity } from './ingest-slots.ts';
import { type IngestTable, ingestSql, type SegmentGranularity } from './ingest-sql.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';
import type { SlotPool } from './shared-slots.ts';
import { assertTaskEndsWith, submitTask, taskPath } from './tasks.ts';

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

async function assertRowCount(sender: Sender, datasource: string, count: number): Promise<void> {
  const query = `SELECT COUNT(*) AS "c" FROM "${datasource.replace(/"/g, '""')}"`;
  const response = await sender.request(
    'POST',
    '/analytics/v2/sql',
    JSON.stringify({ query, resultFormat: 'array' }),
  );
  assertStatus(response, 200);
  assert.deepEqual(
    jsonBody(response),
    [[count]],
    `Datasource ${datasource} is not yet queryable with ${count} rows`,
  );
}

/** Submits the native task; the Overlord answers 200 with `{"task": id}`. */
export async function submitNativeTask(sender: Sender, task: unknown, deadlineMs: number): Promise<string> {
  const body = JSON.stringify(task);
  const response = await retryUnavailable(() => sender.request('POST', NATIVE_TASK_PATH, body), deadlineMs);
  assertStatus(response, 200);
  const { task: taskId } = jsonBody(response) as { task?: unknown };
  assert.ok(typeof taskId === 'string' && taskId !== '', `No task ID in: ${response.text.slice(0, 500)}`);
  return taskId;
}

/** Ingests the rows and waits until the task has succeeded: the segments are published, not yet served. */
export function publishRows(
  sender: Sender,
  datasource: string,
  table: IngestTable,
  options: LoadOptions,
): Promise<void> {
  const { deadlineMs, sqlIngestion, segmentGranularity } = options;
  const cost = sqlIngestion ? SLOT_COST.sql : SLOT_COST.native;
  return options.slots.use(cost, async () => {
    await awaitFreeSlots(sender, cost, deadlineMs);
    const taskId = sqlIngestion
      ? await submitTask(
          sender,
          JSON.stringify({ query: ingestSql(datasource, table, segmentGranularity) }),
          deadlineMs,
        )
      : await submitNativeTask(sender, nativeIngestTask(datasource, table, segmentGranularity), deadlineMs);
    try {
      await assertTaskEndsWith(sender, taskId, 'SUCCESS', deadlineMs);
    } catch (error) {
      // A task given up on must not start later and hold slots the next loads wait for (a controller without its
      // worker holds one forever on a full Druid 27 Indexer): shut it down (best effort).
      await sender.request('POST', taskPath(taskId, 'shutdown')).catch(() => undefined);
      throw error;
    }
  });
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
  await eventually(() => assertRowCount(sender, datasource, table.rows.length), options.deadlineMs);
}
