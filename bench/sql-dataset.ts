// The SQL benchmarks' data: the wikiticker sample repeated on later days, ingested once through POST /analytics/v2/sql/task.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import type { Catalog } from '../reference/sql/catalog/catalog.ts';
import { openCatalog, postSql, startReferenceOn } from './sql-cluster.ts';
import { LONG_COLUMNS, STRING_COLUMNS, WIKITICKER_SAMPLE } from './wikiticker.ts';

export const SAMPLE = WIKITICKER_SAMPLE;
export const SAMPLE_ROWS = 39_244;
const SAMPLE_DAY = '2015-09-12';
const TIME_PREFIX = `{"time":"${SAMPLE_DAY}`;

export interface SqlBenchCluster {
  readonly baseUrl: string;
  readonly datasource: string;
  readonly rows: number;
  /** The reference's data directory, whose segments the latency benchmark also reads directly. */
  readonly dataDir: string;
  /** The catalog the reference analyzes against, read from its metadata store. */
  readonly catalog: Catalog;
  /** How the reference died, if it did (see SqlReference). */
  crash(): string | undefined;
  stop(): Promise<void>;
}

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

/** Writes `rows` rows as JSON lines, one file per copy of the sample; copy k is shifted k days later. */
function writeDataset(dir: string, rows: number): { files: number; bytes: number } {
  const lines = gunzipSync(readFileSync(SAMPLE))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  if (!lines.every((line) => line.startsWith(TIME_PREFIX)))
    throw new Error(`Every line of ${SAMPLE} should start with ${TIME_PREFIX}`);
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  let files = 0;
  for (let copy = 0; copy * lines.length < rows; copy++) {
    const day = new Date(Date.UTC(2015, 8, 12 + copy)).toISOString().slice(0, 10);
    const take = Math.min(lines.length, rows - copy * lines.length);
    const prefix = `{"time":"${day}`;
    const text = `${lines
      .slice(0, take)
      .map((line) => prefix + line.slice(TIME_PREFIX.length))
      .join('\n')}\n`;
    const path = join(dir, `wikiticker-${day}.json`);
    writeFileSync(path, text);
    bytes += statSync(path).size;
    files++;
  }
  return { files, bytes };
}

const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (value: unknown): string => `'${JSON.stringify(value).replace(/'/g, "''")}'`;

/** INSERT … SELECT … FROM TABLE(EXTERN(local json files)) PARTITIONED BY DAY, with the Druid quickstart's types. */
export function ingestionSql(datasource: string, inputSource: Record<string, unknown>): string {
  const signature = [
    { name: 'time', type: 'string' },
    ...STRING_COLUMNS.map((name) => ({ name, type: 'string' })),
    ...LONG_COLUMNS.map((name) => ({ name, type: 'long' })),
  ];
  const columns = [...STRING_COLUMNS, ...LONG_COLUMNS].map(identifier);
  return [
    `INSERT INTO ${identifier(datasource)}`,
    `SELECT TIME_PARSE("time") AS "__time", ${columns.join(', ')}`,
    `FROM TABLE(EXTERN(${literal(inputSource)}, ${literal({ type: 'json' })}, ${literal(signature)}))`,
    'PARTITIONED BY DAY',
  ].join('\n');
}

/** How many segments sys.segments lists for `datasource` ('?' when the query fails). */
export async function segmentCount(baseUrl: string, datasource: string): Promise<string> {
  const answer = await postSql(
    baseUrl,
    `SELECT COUNT(*) FROM sys.segments WHERE datasource = '${datasource}'`,
  );
  // No row when there are none: Druid's (and the reference's) COUNT over no metadata-table row (§sql.47).
  return answer.status === 200 ? String((JSON.parse(answer.text) as unknown[][])[0]?.[0] ?? 0) : '?';
}

async function taskStatus(baseUrl: string, taskId: string): Promise<{ status?: string; errorMsg?: unknown }> {
  const response = await fetch(`${baseUrl}/analytics/indexer/v1/task/${encodeURIComponent(taskId)}/status`);
  if (!response.ok) return {};
  return ((await response.json()) as { status?: { status?: string; errorMsg?: unknown } }).status ?? {};
}

/** Submits the ingestion and waits for SUCCESS, then until a COUNT(*) sees every row; throws on failure. */
export async function ingest(
  baseUrl: string,
  query: string,
  datasource: string,
  rows: number,
): Promise<void> {
  const response = await fetch(`${baseUrl}/analytics/v2/sql/task`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`POST /analytics/v2/sql/task answered ${response.status}: ${text.slice(0, 300)}`);
  const { taskId } = JSON.parse(text) as { taskId?: string };
  if (taskId === undefined) throw new Error(`No taskId in ${text.slice(0, 300)}`);
  const giveUpAt = Date.now() + 600_000;
  for (;;) {
    const status = await taskStatus(baseUrl, taskId);
    if (status.status === 'SUCCESS') break;
    if (status.status === 'FAILED')
      throw new Error(`Ingestion task ${taskId} failed: ${String(status.errorMsg)}`);
    if (Date.now() > giveUpAt) throw new Error(`Ingestion task ${taskId} did not end within 10 minutes`);
    await delay(100);
  }
  const count = `SELECT COUNT(*) AS "c" FROM ${identifier(datasource)}`;
  while ((await postSql(baseUrl, count)).text.trim() !== JSON.stringify([[rows]])) {
    if (Date.now() > giveUpAt) throw new Error(`${datasource} does not count ${rows} rows`);
    await delay(100);
  }
}

/**
 * Starts the reference on a temporary data directory and ingests `rows` rows of the repeated sample into
 * `datasource`, printing how long writing and ingesting took. `stop()` deletes everything.
 */
export async function prepareSqlCluster(rows: number, datasource = 'wikiticker'): Promise<SqlBenchCluster> {
  const root = mkdtempSync(join(tmpdir(), 'bench-sql-'));
  const dataDir = join(root, 'data');
  const inputDir = join(root, 'input');
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(root, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    let started = performance.now();
    const { files, bytes } = writeDataset(inputDir, rows);
    const written = seconds(started);
    const reference = await startReferenceOn(dataDir, [inputDir]);
    cleanups.push(() => reference.stop());
    started = performance.now();
    const source = { type: 'local', baseDir: inputDir, filter: '*.json' };
    await ingest(reference.baseUrl, ingestionSql(datasource, source), datasource, rows);
    const took = (performance.now() - started) / 1000;
    const opened = openCatalog(dataDir);
    cleanups.push(() => opened.close());
    console.log(
      `dataset: ${rows.toLocaleString('en')} rows in ${files} JSON-lines files (${(bytes / 1e6).toFixed(0)} MB, ` +
        `written in ${written} s); ingested into "${datasource}" through POST /analytics/v2/sql/task in ` +
        `${took.toFixed(1)} s (${Math.round(rows / took).toLocaleString('en')} rows/s, ` +
        `${await segmentCount(reference.baseUrl, datasource)} segments)`,
    );
    return {
      baseUrl: reference.baseUrl,
      datasource,
      rows,
      dataDir,
      catalog: opened.catalog,
      crash: reference.crash,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
