// Loads rows into a new datasource through the public API: submit the ingestion task, await it, await the data.
// SQL ingestion where the target has it, else a native batch task (docs/facts/ingestion.md).
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import { eventually } from './eventually.ts';
import { nativeIngestTask } from './ingest-native.ts';
import { retryUnavailable, SLOT_COST } from './ingest-slots.ts';
import { type IngestTable, ingestSql, type SegmentGranularity } from './ingest-sql.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';
import type { SlotPool } from './shared-slots.ts';
import { assertTaskEndsWith, submitTask } from './tasks.ts';

const NATIVE_TASK_PATH = '/analytics/indexer/v1/task';

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
async function submitNativeTask(sender: Sender, task: unknown, deadlineMs: number): Promise<string> {
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
  return options.slots.use(sqlIngestion ? SLOT_COST.sql : SLOT_COST.native, async () => {
    const taskId = sqlIngestion
      ? await submitTask(
          sender,
          JSON.stringify({ query: ingestSql(datasource, table, segmentGranularity) }),
          deadlineMs,
        )
      : await submitNativeTask(sender, nativeIngestTask(datasource, table, segmentGranularity), deadlineMs);
    await assertTaskEndsWith(sender, taskId, 'SUCCESS', deadlineMs);
  });
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
