// Ingestion of 1,000,000 JSON lines through POST /analytics/v2/sql/task until queryable, against DuckDB loading them directly.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { recordFigure, recordThroughput } from './figures.ts';
import { sortedDayFiles } from './ingest-direct-sorted.ts';
import { wikitickerSignature, writeWikitickerLines } from './ingest-input.ts';
import { type ChildReference, startChildReference } from './ingest-process.ts';
import { isMain, median } from './stats.ts';
import { LONG_COLUMNS, STRING_COLUMNS } from './wikiticker.ts';

const GOAL_ROWS_PER_SECOND = 200_000;
const GOAL_PEAK_RSS_MB = 500;
const GOAL_RATIO = 1.2;
const DATASOURCE = 'ingest_bench';
// The baseline writes what the reference writes (each day one file in time order) unless BENCH_INGEST_DIRECT=unordered:
// DuckDB 1.5's one-COPY load drops the order under PARTITION_BY, so it does less work than a correct load.
const SORTED_DIRECT = process.env.BENCH_INGEST_DIRECT !== 'unordered';

const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (value: unknown): string => `'${JSON.stringify(value).replace(/'/g, "''")}'`;

function ingestionSql(file: string): string {
  const columns = [...STRING_COLUMNS, ...LONG_COLUMNS].map(identifier).join(', ');
  const source = { type: 'local', files: [file] };
  return [
    `INSERT INTO ${identifier(DATASOURCE)}`,
    `SELECT TIME_PARSE("time") AS "__time", ${columns}`,
    `FROM TABLE(EXTERN(${literal(source)}, ${literal({ type: 'json' })}, ${literal(wikitickerSignature())}))`,
    'PARTITIONED BY DAY',
  ].join('\n');
}

/**
 * The same rows as Parquet files per day with no task machinery: each day sorted into its file (sortedDayFiles), or with
 * BENCH_INGEST_DIRECT=unordered in one COPY, whose files DuckDB does not keep in time order (segments are).
 */
async function directLoad(file: string, outDir: string): Promise<number> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run("SET TimeZone = 'UTC'");
    const types = wikitickerSignature()
      .map((c) => `'${c.name}': 'VARCHAR'`)
      .join(', ');
    const longs = LONG_COLUMNS.map((c) => `CAST(${identifier(c)} AS BIGINT) AS ${identifier(c)}`);
    const select = [
      `CAST("time" AS TIMESTAMP) AS "__time"`,
      ...STRING_COLUMNS.map(identifier),
      ...longs,
      `date_trunc('day', CAST("time" AS TIMESTAMP)) AS "day"`,
    ].join(', ');
    const rows = `SELECT ${select} FROM read_json('${file}', format = 'newline_delimited', columns = {${types}})`;
    const started = performance.now();
    if (SORTED_DIRECT) {
      mkdirSync(outDir);
      await sortedDayFiles(instance, connection, rows, outDir);
    } else
      await connection.run(
        `COPY (${rows} ORDER BY "__time") TO '${outDir}' (FORMAT parquet, PARTITION_BY ("day"))`,
      );
    return (performance.now() - started) / 1000;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

async function post(baseUrl: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** Submits the INSERT and waits until COUNT(*) answers every row; returns the seconds from submit. */
async function referenceLoad(reference: ChildReference, file: string, rows: number): Promise<number> {
  const started = performance.now();
  // BENCH_INGEST_CONTEXT: a JSON query context to try settings with (rowsInMemory, rowsPerSegment).
  const context = JSON.parse(process.env.BENCH_INGEST_CONTEXT ?? '{}') as Record<string, unknown>;
  const submit = await post(reference.baseUrl, '/analytics/v2/sql/task', {
    query: ingestionSql(file),
    context,
  });
  if (submit.status !== 202)
    throw new Error(`submit answered ${submit.status}: ${submit.text.slice(0, 300)}`);
  const { taskId } = JSON.parse(submit.text) as { taskId: string };
  const count = { query: `SELECT COUNT(*) FROM ${identifier(DATASOURCE)}`, resultFormat: 'array' };
  for (;;) {
    const status = await fetch(`${reference.baseUrl}/analytics/indexer/v1/task/${taskId}/status`);
    const { status: body } = (await status.json()) as { status: { status: string; errorMsg: unknown } };
    if (body.status === 'FAILED') throw new Error(`task ${taskId} failed: ${String(body.errorMsg)}`);
    if (
      body.status === 'SUCCESS' &&
      (await post(reference.baseUrl, '/analytics/v2/sql', count)).text.trim() === `[[${rows}]]`
    )
      return (performance.now() - started) / 1000;
    if (performance.now() - started > 600_000)
      throw new Error('the ingestion did not finish within 10 minutes');
    await new Promise((done) => setTimeout(done, 25));
  }
}

const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');

interface Run {
  readonly direct: number;
  readonly reference: number;
  readonly peakMb: number;
}

/** One direct load and one ingestion by a fresh reference, back to back so that both see the same machine. */
async function run(root: string, index: number, file: string, rows: number): Promise<Run> {
  const direct = await directLoad(file, join(root, `direct-${index}`));
  const dataDir = join(root, `data-${index}`);
  mkdirSync(dataDir);
  const reference = await startChildReference(dataDir, [dirname(file)]);
  try {
    return {
      direct,
      reference: await referenceLoad(reference, file, rows),
      peakMb: reference.peakRssBytes() / 2 ** 20,
    };
  } finally {
    await reference.stop();
  }
}

/** BENCH_INGEST_RUNS runs (3 by default): the median ratio of the runs (each run compares its own two loads), the highest peak. */
export async function benchIngestThroughput(rows = 1_000_000): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
  try {
    // The input in a folder of its own beside the data directories: the server may read it, not them.
    const file = join(root, 'input', 'wikiticker.json');
    mkdirSync(dirname(file));
    const bytes = writeWikitickerLines(file, rows);
    const runs: Run[] = [];
    for (let i = 0; i < Number(process.env.BENCH_INGEST_RUNS ?? 3); i++)
      runs.push(await run(root, i, file, rows));
    // The noisy machine: the run whose ratio is the median, its times printed with it.
    const middle = [...runs].sort((a, b) => a.reference / a.direct - b.reference / b.direct)[
      Math.floor(runs.length / 2)
    ];
    if (!middle) throw new Error('no ingestion run');
    const { reference: seconds, direct } = middle;
    const peakMb = Math.max(...runs.map((r) => r.peakMb));
    const rate = rows / seconds;
    const ratio = seconds / direct;
    console.log(
      `ingest: ${rows.toLocaleString('en')} rows (${(bytes / 1e6).toFixed(0)} MB of JSON lines) queryable after ` +
        `${seconds.toFixed(2)} s: ${Math.round(rate).toLocaleString('en')} rows/s (goal ${GOAL_ROWS_PER_SECOND.toLocaleString('en')}, ` +
        `${verdict(rate >= GOAL_ROWS_PER_SECOND)}); server peak RSS ${peakMb.toFixed(0)} MB (goal < ${GOAL_PEAK_RSS_MB}, ` +
        `${verdict(peakMb < GOAL_PEAK_RSS_MB)}); direct DuckDB load${SORTED_DIRECT ? ' (sorted files)' : ' (unordered files)'} ${direct.toFixed(2)} s, ratio ${ratio.toFixed(2)} ` +
        `(goal ≤ ${GOAL_RATIO}, ${verdict(ratio <= GOAL_RATIO)}); median of ${runs.length} runs ` +
        `(ratios ${runs.map((r) => (r.reference / r.direct).toFixed(2)).join(', ')}; median reference ` +
        `${median(runs.map((r) => r.reference)).toFixed(2)} s)`,
    );
    recordThroughput('ingestion rows per second', rate, GOAL_ROWS_PER_SECOND, 'rows/s');
    recordFigure('ingestion / direct DuckDB load', ratio, GOAL_RATIO);
    recordFigure('ingestion server peak RSS', peakMb, GOAL_PEAK_RSS_MB, 'MB');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await benchIngestThroughput(Number(process.env.BENCH_INGEST_ROWS ?? 1_000_000));
