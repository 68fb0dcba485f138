// A statement returning 1,000,000 rows through durableStorage: time to complete, pages, and server peak RSS while a client downloads them.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { recordFigure } from './figures.ts';
import { type ChildReference, startChildReference } from './ingest-process.ts';
import { isMain } from './stats.ts';

const GOAL_PEAK_RSS_MB = 300;
const STATEMENTS = '/analytics/v2/sql/statements';

/**
 * `copies` cross-joined copies of ten inline digits: 10^copies rows, numbered, with a text and a time column. No
 * ORDER BY: sorting 1,000,000 rows would measure DuckDB's sort (about 115 MB it keeps), not how results stream.
 */
function statementSql(copies: number): string {
  const digits = `TABLE(EXTERN('{"type":"inline","data":"0\\n1\\n2\\n3\\n4\\n5\\n6\\n7\\n8\\n9"}', '{"type":"csv","columns":["d"]}', '[{"name":"d","type":"long"}]'))`;
  const names = Array.from({ length: copies }, (_, i) => `"t${i}"`);
  const number = names.map((name, i) => `${name}."d" * ${10 ** (copies - 1 - i)}`).join(' + ');
  return [
    `SELECT ${number} AS "n", CONCAT('row ', CAST(${number} AS VARCHAR)) AS "label",`,
    `MILLIS_TO_TIMESTAMP(1442016000000 + (${number}) * 1000) AS "at"`,
    `FROM ${names.map((name) => `${digits} AS ${name}`).join(' CROSS JOIN ')}`,
  ].join('\n');
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Submits the statement and polls its status until SUCCESS; returns its pages and the seconds it took. */
async function runStatement(reference: ChildReference, copies: number) {
  const started = performance.now();
  const submit = await fetch(`${reference.baseUrl}${STATEMENTS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: statementSql(copies),
      context: { executionMode: 'ASYNC', selectDestination: 'durableStorage' },
    }),
  });
  const { queryId } = (await json(submit)) as { queryId: string };
  for (;;) {
    const status = await json(await fetch(`${reference.baseUrl}${STATEMENTS}/${queryId}`));
    if (status.state === 'FAILED')
      throw new Error(`statement failed: ${JSON.stringify(status.errorDetails)}`);
    if (status.state === 'SUCCESS') {
      const result = status.result as { pages: { id: number; numRows: number }[]; totalSizeInBytes: number };
      return { queryId, result, seconds: (performance.now() - started) / 1000 };
    }
    await delay(25);
  }
}

/** Downloads every page without keeping it (only byte and line counts), sampling the server's RSS meanwhile. */
async function download(reference: ChildReference, queryId: string, pages: readonly { id: number }[]) {
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let peakRss = reference.rssBytes();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, reference.rssBytes());
  }, 10);
  for (const page of pages) {
    const response = await fetch(
      `${reference.baseUrl}${STATEMENTS}/${queryId}/results?page=${page.id}&resultFormat=arrayLines`,
    );
    if (!response.ok || !response.body) throw new Error(`page ${page.id} answered ${response.status}`);
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, reference.rssBytes());
  return { bytes, lines, peakRssMb: peakRss / 2 ** 20, seconds: (performance.now() - started) / 1000 };
}

export async function benchStatementPages(copies = 6): Promise<void> {
  const rows = 10 ** copies;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-statements-'));
  const reference = await startChildReference(dataDir);
  try {
    const { queryId, result, seconds } = await runStatement(reference, copies);
    const queryPeakMb = reference.peakRssBytes() / 2 ** 20;
    const fetched = await download(reference, queryId, result.pages);
    // Each page ends with one blank line: its rows plus one.
    const fetchedRows = fetched.lines - result.pages.length;
    if (fetchedRows !== rows) throw new Error(`downloaded ${fetchedRows} rows, expected ${rows}`);
    const met = fetched.peakRssMb < GOAL_PEAK_RSS_MB;
    console.log(
      `statements: ${rows.toLocaleString('en')} rows to durableStorage in ${seconds.toFixed(2)} s, ` +
        `${result.pages.length} pages (${(result.totalSizeInBytes / 1e6).toFixed(0)} MB); all pages downloaded in ` +
        `${fetched.seconds.toFixed(2)} s (${(fetched.bytes / 1e6).toFixed(0)} MB of arrayLines); server peak RSS ` +
        `while downloading ${fetched.peakRssMb.toFixed(0)} MB (goal < ${GOAL_PEAK_RSS_MB}, ${met ? 'met' : 'MISSED'}), ` +
        `${queryPeakMb.toFixed(0)} MB since start`,
    );
    recordFigure('statement pages download peak RSS', fetched.peakRssMb, GOAL_PEAK_RSS_MB, 'MB');
  } finally {
    await reference.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await benchStatementPages(Number(process.env.BENCH_STATEMENT_DIGITS ?? 6));
