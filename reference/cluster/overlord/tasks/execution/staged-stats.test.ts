// The staging COPY's own answer (RETURN_STATS) as chunk counts and the multi-value decision: read from a real COPY,
// and the cases a small COPY does not produce (a chunk over several files, quoted column names).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DuckEngine } from '../../../../sql/execute/duckdb.ts';
import type { SegmentColumn } from '../../../../sql/plan/ingestion-plan.ts';
import { parseGranularity } from '../../../segments/granularity.ts';
import type { IngestionTask } from '../submit/validate.ts';
import { stagingSql, valuesFlagName } from './ingest-sql.ts';
import { stagedStats } from './staged-stats.ts';

let dir: string;
let duck: DuckEngine;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'staged-stats-'));
  duck = await DuckEngine.open({ allowedDirectories: [dir] });
});
after(async () => {
  await duck.close();
  rmSync(dir, { recursive: true, force: true });
});

const COLUMNS: SegmentColumn[] = [
  { name: '__time', type: 'LONG' },
  { name: 'page', type: 'STRING' },
  { name: 'tags', type: 'STRING', multiValue: true },
  { name: 'text', type: 'STRING', multiValue: true, listText: true },
];

/** Stages `values` (rows of time, page, tags, text as SQL) by day and reads the COPY's answer. */
async function stage(name: string, values: readonly string[]) {
  const task: IngestionTask = {
    kind: 'insert',
    plan: {
      mode: 'insert',
      datasource: 'wiki',
      selectSql: `SELECT * FROM (VALUES ${values.join(', ')}) AS v("__time", "page", "tags", "text")`,
      columns: COLUMNS,
      granularity: 'DAY',
      clusteredBy: [],
      replaceIntervals: [],
    },
    granularity: parseGranularity('DAY') ?? assert.fail('DAY is a granularity'),
    replaceIntervals: [],
    rowsPerSegment: 3_000_000,
    rowsInMemory: 200_000,
  };
  const result = await duck.run(stagingSql(task, join(dir, name)));
  return stagedStats(result.columnNames, result.rows, COLUMNS);
}

const DAY = 86_400_000n;
const at = (day: number, hour: number): string =>
  `TIMESTAMP '1970-01-01 00:00:00' + INTERVAL (${day}) DAY + INTERVAL (${hour}) HOUR`;

test('rows per chunk in time order, a NULL chunk first, and no column multi-value when every row holds one value', async () => {
  const stats = await stage('one-value', [
    `(${at(3, 1)}, 'a', ['x'], 'plain')`,
    `(${at(-1, 2)}, 'b', NULL, '["one"]')`,
    `(${at(3, 2)}, 'c', ['y'], '[not json')`,
    `(NULL, 'd', ['z'], NULL)`,
  ]);
  assert.deepEqual(stats.chunks, [
    { chunk: null, rows: 1 },
    { chunk: -DAY, rows: 1 },
    { chunk: 3n * DAY, rows: 2 },
  ]);
  assert.deepEqual([...stats.multiValued], []);
});

test('a list or a JSON array of other than one value in any chunk makes that column multi-value', async () => {
  const lists = await stage('lists', [`(${at(0, 1)}, 'a', ['x'], 'p')`, `(${at(5, 1)}, 'b', [], 'q')`]);
  assert.deepEqual([...lists.multiValued], ['tags']);
  const texts = await stage('texts', [
    `(${at(0, 1)}, 'a', ['x'], '["p", "q"]')`,
    `(${at(5, 1)}, 'b', ['y'], 'r')`,
  ]);
  assert.deepEqual([...texts.multiValued], ['text']);
});

test('a chunk written as several files sums their rows; a flag set in one file is enough; names may be quoted', () => {
  const names = [
    'filename',
    'count',
    'file_size_bytes',
    'footer_size_bytes',
    'column_statistics',
    'partition_keys',
  ];
  const file = (chunk: string | null, count: bigint, flag: string, max: string) => [
    'f.parquet',
    count,
    1n,
    1n,
    [{ key: flag, value: [{ key: 'max', value: max }] }],
    [{ key: '__analytics_chunk', value: chunk }],
  ];
  const flag = valuesFlagName(2);
  const stats = stagedStats(
    names,
    [
      file('86400000', 5n, `"${flag}"`, '0'),
      file('0', 2n, flag, '0'),
      file('86400000', 7n, `"${flag}"`, '1'),
    ],
    COLUMNS,
  );
  assert.deepEqual(stats.chunks, [
    { chunk: 0n, rows: 2 },
    { chunk: DAY, rows: 12 },
  ]);
  assert.deepEqual([...stats.multiValued], ['tags']);
  assert.throws(() => stagedStats(['count'], [], COLUMNS), /no \[column_statistics\] column/);
});
