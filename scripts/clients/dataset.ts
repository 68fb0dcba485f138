// Loads clients/python/dataset.json into the target with one SQL ingestion task, then waits until it is queryable.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLIENTS_DIR } from './groups.ts';

export interface Dataset {
  readonly datasource: string;
  readonly columns: readonly { readonly name: string; readonly type: string }[];
  readonly rows: readonly Record<string, unknown>[];
}

const LOAD_TIMEOUT_MS = 60_000;

export function readDataset(): Dataset {
  return JSON.parse(readFileSync(resolve(CLIENTS_DIR, 'dataset.json'), 'utf8')) as Dataset;
}

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** `INSERT … SELECT TIME_PARSE(ts) AS __time, … FROM TABLE(EXTERN(inline JSON lines)) PARTITIONED BY DAY`. */
export function insertStatement(dataset: Dataset): string {
  const source = JSON.stringify({
    type: 'inline',
    data: dataset.rows.map((row) => JSON.stringify(row)).join('\n'),
  });
  const signature = JSON.stringify([{ name: 'ts', type: 'string' }, ...dataset.columns]);
  const columns = dataset.columns.map((column) => `"${column.name}"`).join(', ');
  return (
    `INSERT INTO "${dataset.datasource}" SELECT TIME_PARSE("ts") AS __time, ${columns} ` +
    `FROM TABLE(EXTERN(${literal(source)}, ${literal('{"type":"json"}')}, ${literal(signature)})) PARTITIONED BY DAY`
  );
}

async function postJson(
  url: string,
  body: unknown,
  headers: Readonly<Record<string, string>>,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** Submits the ingestion and returns once a COUNT(*) sees every row; throws with the server's answer otherwise. */
export async function loadDataset(
  baseUrl: string,
  dataset: Dataset,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  const submitted = await postJson(
    `${baseUrl}/druid/v2/sql/task`,
    { query: insertStatement(dataset) },
    headers,
  );
  if (submitted.status !== 202) {
    throw new Error(`ingestion refused: ${submitted.status} ${JSON.stringify(submitted.json)}`);
  }
  const count = { query: `SELECT COUNT(*) AS n FROM "${dataset.datasource}"` };
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await postJson(`${baseUrl}/druid/v2/sql`, count, headers);
    const rows = answer.json as { n?: number }[];
    if (answer.status === 200 && rows[0]?.n === dataset.rows.length) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${dataset.datasource} did not become queryable within ${LOAD_TIMEOUT_MS} ms`);
}
