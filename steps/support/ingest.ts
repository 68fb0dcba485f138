// Loads rows into a new datasource through the public API: submit the ingestion task, await it, await the data.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import { eventually } from './eventually.ts';
import { type IngestTable, ingestSql } from './ingest-sql.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';
import { assertTaskEndsWith, submitTask } from './tasks.ts';

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

/** Ingests the rows and waits until the task has succeeded: the segments are published, not yet served. */
export async function publishRows(
  sender: Sender,
  datasource: string,
  table: IngestTable,
  deadlineMs: number,
): Promise<void> {
  const taskId = await submitTask(sender, JSON.stringify({ query: ingestSql(datasource, table) }));
  await assertTaskEndsWith(sender, taskId, 'SUCCESS', deadlineMs);
}

/** Ingests the rows, then waits until a SQL query counts all of them; each wait is bounded by deadlineMs. */
export async function ingestRows(
  sender: Sender,
  datasource: string,
  table: IngestTable,
  deadlineMs: number,
): Promise<void> {
  await publishRows(sender, datasource, table, deadlineMs);
  await eventually(() => assertRowCount(sender, datasource, table.rows.length), deadlineMs);
}
