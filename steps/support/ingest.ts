// Loads rows into a new datasource through the public API: submit the ingestion task, await it, await the data.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import { eventually } from './eventually.ts';
import { type IngestTable, ingestSql } from './ingest-sql.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';

interface TaskEnd {
  readonly status: string;
  readonly errorMsg: unknown;
}

async function submit(sender: Sender, query: string): Promise<string> {
  const response = await sender.request('POST', '/analytics/v2/sql/task', JSON.stringify({ query }));
  assertStatus(response, 200);
  const { taskId } = jsonBody(response) as { taskId?: unknown };
  assert.ok(typeof taskId === 'string' && taskId !== '', `No taskId in: ${response.text.slice(0, 500)}`);
  return taskId;
}

/** The task's final status; an AssertionError (so `eventually` polls again) while it has not ended. */
async function taskEnd(sender: Sender, taskId: string): Promise<TaskEnd> {
  const response = await sender.request(
    'GET',
    `/analytics/indexer/v1/task/${encodeURIComponent(taskId)}/status`,
  );
  assertStatus(response, 200);
  const status = (jsonBody(response) as { status?: { status?: unknown; errorMsg?: unknown } }).status;
  assert.ok(
    status?.status === 'SUCCESS' || status?.status === 'FAILED',
    `Ingestion task ${taskId} has not ended: ${response.text.slice(0, 300)}`,
  );
  return { status: status.status, errorMsg: status.errorMsg };
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

/** Ingests the rows, then waits until a SQL query counts all of them; each wait is bounded by deadlineMs. */
export async function ingestRows(
  sender: Sender,
  datasource: string,
  table: IngestTable,
  deadlineMs: number,
): Promise<void> {
  const taskId = await submit(sender, ingestSql(datasource, table));
  const end = await eventually(() => taskEnd(sender, taskId), deadlineMs);
  assert.equal(end.status, 'SUCCESS', `Ingestion task ${taskId} failed: ${String(end.errorMsg)}`);
  await eventually(() => assertRowCount(sender, datasource, table.rows.length), deadlineMs);
}
