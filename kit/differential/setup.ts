// Loads the run's tables into one server through the public API (SQL ingestion, else native batch tasks) and removes them.
import { setTimeout as delay } from 'node:timers/promises';
import type { Datasources } from './corpus.ts';
import type { ServerClient } from './http.ts';
import { nativeIngestion, sqlIngestion } from './ingest-statements.ts';
import type { CorpusTable } from './tables.ts';

const POLL_MS = 200;

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

/** How a server loads data: SQL-based ingestion where `POST …/sql/task` exists (Druid 33 without MSQ: native). */
export type IngestionMode = 'sql' | 'native';

export async function ingestionModeOf(client: ServerClient): Promise<IngestionMode> {
  const answer = await client.send('POST', `${sqlPath}/task`, JSON.stringify({ query: '' }));
  return [404, 405, 501].includes(answer.status) ? 'native' : 'sql';
}

/** How many rows a COUNT(*) of the datasource answers; undefined when it does not answer one. */
async function rowCount(client: ServerClient, datasource: string): Promise<number | undefined> {
  const query = JSON.stringify({
    query: `SELECT COUNT(*) AS "n" FROM "${datasource.replace(/"/g, '""')}"`,
    resultFormat: 'array',
  });
  const answer = await client.send('POST', sqlPath, query);
  const rows = parse(answer.text) as unknown[][] | undefined;
  const count = answer.status === 200 ? rows?.[0]?.[0] : undefined;
  return typeof count === 'number' ? count : undefined;
}

async function submit(client: ServerClient, datasource: string, table: CorpusTable, mode: IngestionMode) {
  const answer =
    mode === 'sql'
      ? await client.send('POST', `${sqlPath}/task`, JSON.stringify(sqlIngestion(datasource, table)))
      : await client.send(
          'POST',
          '/analytics/indexer/v1/task',
          JSON.stringify(nativeIngestion(datasource, table)),
        );
  const body = parse(answer.text) as { taskId?: unknown; task?: unknown } | undefined;
  const taskId = body?.taskId ?? body?.task;
  if ((answer.status !== 200 && answer.status !== 202) || typeof taskId !== 'string')
    throw new Error(
      `the ingestion of ${datasource} was refused: ${answer.status} ${answer.text.slice(0, 300)}`,
    );
  return taskId;
}

/** Submits the ingestion, waits for SUCCESS, then until a query counts every row. */
async function ingestTable(
  client: ServerClient,
  datasource: string,
  table: CorpusTable,
  mode: IngestionMode,
  deadline: number,
) {
  const taskId = await submit(client, datasource, table, mode);
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
  let counted: number | undefined;
  await until(
    async () => {
      counted = await rowCount(client, datasource);
      return counted === table.lines.length ? true : undefined;
    },
    deadline,
    () => `${datasource} did not become queryable with ${table.lines.length} rows in time (last: ${counted})`,
  );
}

export interface LoadOptions {
  readonly timeoutMs: number;
  /** Leave a datasource that already counts the table's rows as it is (a kept run's data, same names). */
  readonly reuse: boolean;
}

/** What the load of the tables left behind on one server: the optional tables it could not store, with why. */
export interface LoadResult {
  readonly mode: IngestionMode;
  readonly skipped: readonly string[];
}

/** Loads every table; rejects with a message saying what went wrong on this server (an optional table's failure is kept). */
export async function ingestTables(
  client: ServerClient,
  names: Datasources,
  tables: readonly CorpusTable[],
  options: LoadOptions,
): Promise<LoadResult> {
  const deadline = Date.now() + options.timeoutMs;
  const mode = await ingestionModeOf(client);
  const skipped: string[] = [];
  await Promise.all(
    tables.map(async (table) => {
      const datasource = names[table.placeholder];
      if (options.reuse && (await rowCount(client, datasource)) === table.lines.length) return;
      try {
        await ingestTable(client, datasource, table, mode, deadline);
      } catch (error) {
        if (!table.optional) throw error;
        skipped.push(`${table.placeholder}: ${(error as Error).message}`);
      }
    }),
  );
  return { mode, skipped };
}

/** Marks the run's datasources unused and sends kill tasks for all their data; returns what could not be done. */
export async function removeDatasources(client: ServerClient, names: Datasources): Promise<string[]> {
  const problems: string[] = [];
  // Every interval the run's data can have: before the epoch to long after the typed table's last day.
  const everything = '1000-01-01T00:00:00.000Z_3000-01-01T00:00:00.000Z';
  for (const datasource of Object.values(names)) {
    for (const path of [
      datasourcePath(datasource),
      `${datasourcePath(datasource)}/intervals/${everything}`,
    ]) {
      try {
        const answer = await client.send('DELETE', path);
        // A datasource that never loaded (an optional table) has nothing to remove.
        if (answer.status !== 200 && answer.status !== 404)
          problems.push(`DELETE ${path} answered ${answer.status}`);
      } catch (error) {
        // No answer: the server is not asked again (each request may have waited a whole timeout).
        problems.push((error as Error).message);
        return problems;
      }
    }
  }
  return problems;
}
