// Columns staged as the input's text (EXTERN strings of JSON input, `listText`): the multi-value decision made while
// counting the chunks, and the conversion when writing, by both chunk writers, with CLUSTERED BY on such a column.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Harness, openHarness } from '../../../../test-support/task-harness.ts';

let h: Harness;
before(async () => {
  h = await openHarness();
});
after(() => h.close());

const COLUMNS = [
  { name: '__time', type: 'LONG' },
  { name: 'tags', type: 'STRING', multiValue: true, listText: true },
] as const;

/** Rows of (day, tags text) after 2015-09-12 01:00, each a second apart so the time order is known. */
function textRowsSql(rows: readonly (readonly [number, string | null])[]): string {
  const values = rows.map(
    ([day, tags], index) =>
      `(TIMESTAMP '2015-09-12 01:00:00' + INTERVAL ${day} DAY + INTERVAL ${index} SECOND, ` +
      `${tags === null ? 'NULL' : `'${tags}'`})`,
  );
  return `SELECT * FROM (VALUES ${values.join(', ')}) AS v("__time", "tags")`;
}

/** Ingests the rows clustered by the text column (two rows a segment) and gives each segment's column and values. */
async function ingest(datasource: string, rows: readonly (readonly [number, string | null])[]) {
  const id = await h.submitPlan(
    datasource,
    { datasource, selectSql: textRowsSql(rows), columns: COLUMNS, clusteredBy: ['tags'] },
    { rowsPerSegment: 2 },
  );
  await h.queue.idle();
  const task = h.store.tasks.get(id);
  assert.equal(task?.status, 'SUCCESS', task?.errorMsg ?? '');
  const out = [];
  for (const s of h.store.segments.visible(datasource)) {
    const { rows: stored } = await h.duck.run(`SELECT "tags" FROM read_parquet('${s.path}')`);
    out.push([s.startIso.slice(0, 10), s.partitionNum, s.columns[1], stored.map((r) => r[0])]);
  }
  return out;
}

test('text of one value per row is stored as plain strings: an array of one gives its value, other text stays', async () => {
  // Day 0 has three rows (a sorted table, two segments), day 1 one row (one statement).
  const segments = await ingest('text_plain', [
    [0, '["b"]'],
    [0, '[not json'],
    [0, 'a'],
    [1, null],
  ]);
  const plain = { name: 'tags', type: 'STRING' };
  assert.deepEqual(segments, [
    // Ordered as the stored strings: `[` sorts before letters, and ["b"] is stored (and ordered) as b.
    ['2015-09-12', 0, plain, ['[not json', 'a']],
    ['2015-09-12', 1, plain, ['b']],
    ['2015-09-13', 0, plain, [null]],
  ]);
});

test('one array of several values in one chunk makes the text column multi-value in every chunk', async () => {
  const segments = await ingest('text_multi', [
    [0, 'b'],
    [0, '["a","z"]'],
    [0, 'c'],
    [1, '[]'],
  ]);
  const multi = { name: 'tags', type: 'STRING', multiValue: true };
  assert.deepEqual(segments, [
    // Ordered as lists: ["a","z"] before ["b"] (as text, `[` would sort after every letter).
    ['2015-09-12', 0, multi, [['a', 'z'], ['b']]],
    ['2015-09-12', 1, multi, [['c']]],
    // An empty array is stored as no value (Druid 33 live: a row given [] reads NULL, §sql-semantics.11).
    ['2015-09-13', 0, multi, [null]],
  ]);
  const published = h.store.segments.visible('text_multi')[0]?.columns;
  assert.deepEqual(published, [COLUMNS[0], multi], 'no staging flag is published');
});

test('an empty array alone is no value: a plain column holding NULL', async () => {
  const segments = await ingest('text_empty', [[0, '[]']]);
  assert.deepEqual(segments, [['2015-09-12', 0, { name: 'tags', type: 'STRING' }, [null]]]);
});
