// Compaction keeps the stored types: multi-value strings, arrays and JSON survive a rewrite of segments that
// stored them differently (§sql.26).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mergedColumns, segmentRowsSource } from '../../sql/catalog/segment-reads.ts';
import { type Harness, openHarness } from '../../test-support/task-harness.ts';
import { compactionDuty } from './duty.ts';
import { postCompactionConfig } from './stored-configs.ts';

let h: Harness;
before(async () => {
  h = await openHarness();
});
after(() => h.close());

const COLUMNS = [
  { name: '__time', type: 'LONG' },
  { name: 'tags', type: 'STRING', multiValue: true },
  { name: 'nums', type: 'ARRAY<LONG>' },
  { name: 'doc', type: 'COMPLEX<json>' },
] as const;

async function insert(name: string, tags: string, nums: string, doc: string): Promise<void> {
  const selectSql = `SELECT TIMESTAMP '2015-09-12 01:00:00' AS "__time", ${tags} AS "tags", ${nums} AS "nums", ${doc} AS "doc"`;
  const id = await h.submitPlan(name, { selectSql, columns: COLUMNS });
  await h.queue.idle();
  assert.equal(h.store.tasks.get(id)?.status, 'SUCCESS', h.store.tasks.get(id)?.errorMsg ?? '');
}

async function storedRows(): Promise<readonly (readonly unknown[])[]> {
  const segments = h.store.segments.visible('wiki');
  const sql = segmentRowsSource(segments, mergedColumns(segments));
  const { rows } = await h.duck.run(
    `SELECT "tags", "nums", CAST("doc" AS VARCHAR) FROM (${sql}) ORDER BY CAST("tags" AS VARCHAR)`,
  );
  return rows;
}

test('a column is multi-value only where a row holds several values; compaction keeps every stored type', async () => {
  await insert('lists', `['x', 'y']`, '[1, 2]', `json('{"a":1}')`);
  await insert('single', `['z']`, 'CAST(NULL AS BIGINT[])', 'CAST(NULL AS JSON)');
  const stored = h.store.segments.visible('wiki').map((s) => s.columns.find((c) => c.name === 'tags'));
  assert.deepEqual(stored, [
    { name: 'tags', type: 'STRING', multiValue: true },
    { name: 'tags', type: 'STRING' },
  ]);
  const expected = [
    [['x', 'y'], [1n, 2n], '{"a":1}'],
    [['z'], null, null],
  ];
  assert.deepEqual(await storedRows(), expected, 'a plain segment is read as lists of one');

  postCompactionConfig(
    h.store,
    { dataSource: 'wiki', skipOffsetFromLatest: 'PT0S' },
    { author: 'test', comment: '', ip: '127.0.0.1' },
    Date.now(),
  );
  compactionDuty({ store: h.store, tasks: h.queue, workers: h.workers, now: Date.now }).run();
  await h.queue.idle();
  const compacted = h.store.segments.visible('wiki');
  assert.equal(compacted.length, 1);
  assert.ok(compacted[0]?.lastCompactionState, 'the compaction task published the segment');
  assert.deepEqual(compacted[0]?.columns, COLUMNS);
  assert.deepEqual(await storedRows(), expected);
});
