// Stored types through per-chunk writing: the multi-value decision covers every chunk of the staged directory, and
// both ways of writing a chunk (one segment in one statement, several from a sorted table) cast to the stored types.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Harness, openHarness } from '../../../../test-support/task-harness.ts';
import { ETERNITY_TEXT } from '../../../../timeline/segment-id.ts';

let h: Harness;
before(async () => {
  h = await openHarness();
});
after(() => h.close());

const COLUMNS = [
  { name: '__time', type: 'LONG' },
  { name: 'tags', type: 'STRING', multiValue: true },
  { name: 'nums', type: 'ARRAY<LONG>' },
] as const;

/** Rows of (day, tags list, nums list) after 2015-09-12 01:00, each a second apart so the order is known. */
function listRowsSql(rows: readonly (readonly [number, string, string])[]): string {
  const values = rows.map(
    ([day, tags, nums], index) =>
      `(TIMESTAMP '2015-09-12 01:00:00' + INTERVAL ${day} DAY + INTERVAL ${index} SECOND, ${tags}, ${nums})`,
  );
  return `SELECT * FROM (VALUES ${values.join(', ')}) AS v("__time", "tags", "nums")`;
}

async function ingest(datasource: string, selectSql: string, mode: 'insert' | 'replace' = 'insert') {
  const replaceIntervals = mode === 'replace' ? [ETERNITY_TEXT] : [];
  const id = await h.submitPlan(
    datasource,
    { datasource, selectSql, columns: COLUMNS, mode, replaceIntervals },
    { rowsPerSegment: 2 },
  );
  await h.queue.idle();
  const task = h.store.tasks.get(id);
  assert.equal(task?.status, 'SUCCESS', task?.errorMsg ?? '');
  return h.store.segments.visible(datasource);
}

/** Each segment's day, partition, stored tags column and values, in segment order. */
async function stored(datasource: string) {
  const segments = h.store.segments.visible(datasource);
  const out = [];
  for (const s of segments) {
    const { rows } = await h.duck.run(
      `SELECT "tags", "nums" FROM read_parquet('${s.path}') ORDER BY "__time"`,
    );
    out.push([s.startIso.slice(0, 10), s.partitionNum, s.columns.find((c) => c.name === 'tags'), rows]);
  }
  return out;
}

test('lists of one value in every chunk are stored as plain strings, by both chunk writers', async () => {
  // Day 0 has three rows (over rowsPerSegment: a sorted table, two segments), day 1 one row (one statement).
  await ingest(
    'plain',
    listRowsSql([
      [0, `['a']`, '[1]'],
      [0, `['b']`, '[2, 3]'],
      [0, 'NULL', 'NULL'],
      [1, `['c']`, '[]'],
    ]),
  );
  const plain = { name: 'tags', type: 'STRING' };
  assert.deepEqual(await stored('plain'), [
    [
      '2015-09-12',
      0,
      plain,
      [
        ['a', [1n]],
        ['b', [2n, 3n]],
      ],
    ],
    ['2015-09-12', 1, plain, [[null, null]]],
    ['2015-09-13', 0, plain, [['c', []]]],
  ]);
});

test('one row of several values in one chunk makes the column multi-value in every chunk of the task', async () => {
  await ingest(
    'multi',
    listRowsSql([
      [0, `['a']`, '[1]'],
      [0, `['b']`, '[2]'],
      [0, `['c']`, '[3]'],
      [1, `['x', 'y']`, '[4]'],
    ]),
  );
  const multi = { name: 'tags', type: 'STRING', multiValue: true };
  assert.deepEqual(await stored('multi'), [
    [
      '2015-09-12',
      0,
      multi,
      [
        [['a'], [1n]],
        [['b'], [2n]],
      ],
    ],
    ['2015-09-12', 1, multi, [[['c'], [3n]]]],
    ['2015-09-13', 0, multi, [[['x', 'y'], [4n]]]],
  ]);
  const published = h.store.segments.visible('multi')[0]?.columns;
  assert.deepEqual(published, [COLUMNS[0], multi, COLUMNS[2]], 'the settled columns are what is published');
});

test('a REPLACE with no rows stages no chunk: the columns settle without reading and nothing is written', async () => {
  await ingest('emptied', listRowsSql([[0, `['a', 'b']`, '[1]']]));
  const after = await ingest('emptied', `${listRowsSql([[0, `['a']`, '[1]']])} WHERE false`, 'replace');
  assert.deepEqual(after, [], 'the replaced day holds only a tombstone');
});
