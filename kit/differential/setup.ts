// Loads the run's dataset into one server through the public API and removes it afterwards.
import { setTimeout as delay } from 'node:timers/promises';
import { type IngestTable, ingestSql } from '../core/ingest-sql.ts';
import type { Datasources } from './corpus.ts';
import type { Dataset } from './dataset.ts';
import type { ServerClient } from './http.ts';

const POLL_MS = 100;

const sqlPath = '/analytics/v2/sql';
const taskPath = (id: string) => `/analytics/indexer/v1/task/${encodeURIComponent(id)}/status`;
const datasourcePath = (datasource: string) =>
  `/analytics/coordinator/v1/datasources/${encodeURIComponent(datasource)}`;

/** Polls until check answers something other than undefined, or throws once the deadline has passed. */
async function until<T>(
  check: () => Promise<T | undefined>,
  deadline: number,
  what: () => string,
): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(what());
    await delay(POLL_MS);
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Submits the INSERT task, waits for SUCCESS, then until a query counts every row. */
async function ingestTable(client: ServerClient, datasource: string, table: IngestTable, deadline: number) {
  const submit = await client.send(
    'POST',
    `${sqlPath}/task`,
    JSON.stringify({ query: ingestSql(datasource, table) }),
  );
  const taskId = (parse(submit.text) as { taskId?: unknown } | undefined)?.taskId;
  if ((submit.status !== 200 && submit.status !== 202) || typeof taskId !== 'string')
    throw new Error(
      `the ingestion of ${datasource} was refused: ${submit.status} ${submit.text.slice(0, 300)}`,
    );
  let last = 'no status yet';
  const status = await until(
    async () => {
      const answer = await client.send('GET', taskPath(taskId));
      const found = (parse(answer.text) as { status?: { status?: unknown; errorMsg?: unknown } } | undefined)
        ?.status;
      last = `${answer.status} ${JSON.stringify(found ?? answer.text.slice(0, 200))}`;
      return found?.status === 'SUCCESS' || found?.status === 'FAILED' ? found : undefined;
    },
    deadline,
    () => `the ingestion task ${taskId} of ${datasource} did not end in time (last status: ${last})`,
  );
  if (status.status === 'FAILED')
    throw new Error(
      `the ingestion task ${taskId} of ${datasource} failed: ${JSON.stringify(status.errorMsg)}`,
    );
  const query = JSON.stringify({
    query: `SELECT COUNT(*) AS "n" FROM "${datasource.replace(/"/g, '""')}"`,
    resultFormat: 'array',
  });
  let counted = 'no answer yet';
  await until(
    async () => {
      const answer = await client.send('POST', sqlPath, query);
      counted = `${answer.status} ${answer.text.slice(0, 200)}`;
      const rows = parse(answer.text) as unknown[][] | undefined;
      return answer.status === 200 && rows?.[0]?.[0] === table.rows.length ? true : undefined;
    },
    deadline,
    () => `${datasource} did not become queryable with ${table.rows.length} rows in time (last: ${counted})`,
  );
}

/** Ingests both tables of the dataset; rejects with a message that says what went wrong on this server. */
export async function ingestDataset(
  client: ServerClient,
  names: Datasources,
  dataset: Dataset,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await Promise.all([
    ingestTable(client, names.datasource, dataset.wiki, deadline),
    ingestTable(client, names.channels, dataset.channels, deadline),
  ]);
}

/** Marks the run's datasources unused and sends kill tasks for all their data; returns what could not be done. */
export async function removeDatasources(client: ServerClient, names: Datasources): Promise<string[]> {
  const problems: string[] = [];
  // Every interval the run's data can have: the edits' day and the epoch of the channel table.
  const everything = '1000-01-01T00:00:00.000Z_3000-01-01T00:00:00.000Z';
  for (const datasource of [names.datasource, names.channels]) {
    for (const path of [
      datasourcePath(datasource),
      `${datasourcePath(datasource)}/intervals/${everything}`,
    ]) {
      try {
        const answer = await client.send('DELETE', path);
        if (answer.status !== 200) problems.push(`DELETE ${path} answered ${answer.status}`);
      } catch (error) {
        // No answer: the server is not asked again (each request may have waited a whole timeout).
        problems.push((error as Error).message);
        return problems;
      }
    }
  }
  return problems;
}
