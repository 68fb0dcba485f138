// INSERT / REPLACE end to end below the HTTP layer: Parquet files in deep storage, versions, partitions, tombstones.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { validateAgainst } from '../../../../../schemas/index.ts';
import { type Harness, openHarness, rowsSql } from '../../../../test-support/task-harness.ts';
import { ETERNITY_TEXT } from '../../../../timeline/segment-id.ts';
import { MAX_PARTITIONS } from '../../../task-errors.ts';

let h: Harness;
before(async () => {
  h = await openHarness();
});
after(() => h.close());

async function run(name: string, plan: Parameters<Harness['submitPlan']>[1], context = {}) {
  const id = await h.submitPlan(name, plan, context);
  await h.queue.idle();
  const task = h.store.tasks.get(id);
  assert.ok(task);
  return task;
}

test('INSERT writes one Parquet segment per day and publishes them', async () => {
  const task = await run('insert two days', {
    selectSql: rowsSql([
      [0, 'a'],
      [1, 'b'],
      [0, 'c'],
    ]),
  });
  assert.equal(task.status, 'SUCCESS', task.errorMsg ?? '');
  const segments = h.store.segments.visible('wiki');
  assert.deepEqual(
    segments.map((s) => [s.startIso, s.numRows, s.partitionNum, s.version === segments[0]?.version]),
    [
      ['2015-09-12T00:00:00.000Z', 2, 0, true],
      ['2015-09-13T00:00:00.000Z', 1, 0, true],
    ],
  );
  const first = segments[0];
  assert.ok(first);
  assert.ok(first.path?.startsWith(join(h.dataDir, 'deep-storage', 'wiki')));
  const { rows } = await h.duck.run(
    `SELECT typeof("__time"), page FROM read_parquet('${first.path}') ORDER BY page`,
  );
  assert.deepEqual(rows, [
    ['TIMESTAMP', 'a'],
    ['TIMESTAMP', 'c'],
  ]);
  assert.deepEqual(first.columns, [
    { name: '__time', type: 'LONG' },
    { name: 'page', type: 'STRING' },
  ]);
  assert.deepEqual(validateAgainst('tasks/task-report', task.report).errors, []);
  assert.deepEqual(readdirSync(join(h.dataDir, 'tmp')), [], 'temporary files are gone');
});

test('INSERT into an existing day appends a partition to its version', async () => {
  const before = h.store.segments.visible('wiki')[0];
  await run('append', { selectSql: rowsSql([[0, 'd']]) });
  const day = h.store.segments.visible('wiki').filter((s) => s.startIso === '2015-09-12T00:00:00.000Z');
  assert.deepEqual(
    day.map((s) => [s.partitionNum, s.partitions, s.version]),
    [
      [0, 1, before?.version],
      [1, 1, before?.version],
    ],
  );
  assert.ok(day[1]?.id.endsWith('_1'));
});

test('REPLACE OVERWRITE ALL overshadows the old version and tombstones the day left without rows', async () => {
  const task = await run('replace all', {
    mode: 'replace',
    selectSql: rowsSql([[0, 'z']]),
    replaceIntervals: [ETERNITY_TEXT],
  });
  assert.equal(task.status, 'SUCCESS', task.errorMsg ?? '');
  const visible = h.store.segments.visible('wiki');
  assert.deepEqual(
    visible.map((s) => [s.startIso, s.numRows]),
    [['2015-09-12T00:00:00.000Z', 1]],
  );
  const all = h.store.segments.all('wiki');
  const tombstone = all.find((s) => s.tombstone);
  assert.equal(tombstone?.startIso, '2015-09-13T00:00:00.000Z');
  assert.equal(tombstone?.version, visible[0]?.version);
  assert.equal(all.filter((s) => s.overshadowed && s.used).length, 3, 'old segments stay used, overshadowed');
});

test('an empty INSERT fails with InsertCannotBeEmpty and publishes nothing', async () => {
  const count = h.store.segments.all().length;
  const task = await run('empty', { datasource: 'empty', selectSql: `${rowsSql([[0, 'a']])} WHERE false` });
  assert.equal(task.status, 'FAILED');
  assert.equal(task.errorMsg, 'InsertCannotBeEmpty: No rows to insert for dataSource [empty]');
  const report = task.report as {
    multiStageQuery: { payload: { status: { errorReport: { error: unknown } } } };
  };
  assert.deepEqual(report.multiStageQuery.payload.status.errorReport.error, {
    errorCode: 'InsertCannotBeEmpty',
    errorMessage: 'No rows to insert for dataSource [empty]',
    dataSource: 'empty',
  });
  assert.deepEqual(validateAgainst('tasks/task-report', task.report).errors, []);
  assert.equal(h.store.segments.all().length, count);
});

test('a null __time fails with InsertTimeNull and leaves no file behind', async () => {
  const task = await run('null time', {
    datasource: 'nulls',
    selectSql: `SELECT NULL::TIMESTAMP AS "__time", 'a' AS "page"`,
  });
  assert.equal(task.status, 'FAILED');
  assert.match(task.errorMsg ?? '', /^InsertTimeNull: /);
  assert.equal(existsSync(join(h.dataDir, 'deep-storage', 'nulls')), false);
});

test('rowsPerSegment splits a chunk into partitions, in CLUSTERED BY order; ALL is one eternal chunk', async () => {
  const rows = rowsSql([
    [0, 'e'],
    [3, 'b'],
    [1, 'd'],
    [2, 'a'],
    [0, 'c'],
  ]);
  const plan = { datasource: 'clustered', selectSql: rows, granularity: 'ALL', clusteredBy: ['page'] };
  const task = await run('clustered', plan, { rowsPerSegment: 2 });
  assert.equal(task.status, 'SUCCESS', task.errorMsg ?? '');
  const segments = h.store.segments.visible('clustered');
  assert.deepEqual(
    segments.map((s) => [s.partitionNum, s.partitions, s.numRows]),
    [
      [0, 3, 2],
      [1, 3, 2],
      [2, 3, 1],
    ],
  );
  assert.equal(`${segments[0]?.startIso}/${segments[0]?.endIso}`, ETERNITY_TEXT);
  const pages = [];
  for (const s of segments)
    pages.push(...(await h.duck.run(`SELECT page FROM read_parquet('${s.path}')`)).rows.flat());
  assert.deepEqual(pages, ['a', 'b', 'c', 'd', 'e']);
});

test('unparseable input fails the task with CannotParseExternalData, or TooManyWarnings past maxParseExceptions', async () => {
  const signature = [{ name: 'page', type: 'string' }];
  const extern = {
    inputSource: { type: 'inline', data: '{"page":"a"}\nnot json\n{"page":"b"}\n' },
    inputFormat: { type: 'json' },
    signature,
  };
  const selectSql = `SELECT TIMESTAMP '2015-09-12 01:00:00' AS "__time", "page" FROM {extern} AS t`;
  for (const name of ['strict', 'one allowed']) h.engine.externs.set(name, extern);
  const twoBad = { ...extern, inputSource: { type: 'inline', data: 'x\n{"page":"a"}\ny\n' } };
  h.engine.externs.set('too many', twoBad);
  const strict = await run('strict', { datasource: 'parsed', selectSql });
  assert.match(strict.errorMsg ?? '', /^CannotParseExternalData: Malformed JSON/);
  const lenient = await run('one allowed', { datasource: 'parsed', selectSql }, { maxParseExceptions: 1 });
  assert.equal(lenient.status, 'SUCCESS', lenient.errorMsg ?? '');
  assert.deepEqual(
    h.store.segments.visible('parsed').map((s) => s.numRows),
    [2],
  );
  const report = lenient.report as {
    multiStageQuery: { payload: { counters: Record<string, Record<string, Record<string, unknown>>> } };
  };
  assert.deepEqual(report.multiStageQuery.payload.counters['0']?.['0']?.warnings, {
    type: 'warnings',
    CannotParseExternalData: 1,
  });
  const tooMany = await run('too many', { datasource: 'parsed', selectSql }, { maxParseExceptions: 1 });
  assert.match(tooMany.errorMsg ?? '', /^TooManyWarnings: /);
  assert.deepEqual(readdirSync(join(h.dataDir, 'tmp')), [], 'inline data files are gone');
});

test('a task that would write more than MAX_PARTITIONS segments fails with TooManyPartitions and writes none', async () => {
  const rows = Array.from({ length: MAX_PARTITIONS + 1 }, (_, i) => [0, `p${i}`] as const);
  const before = h.store.segments.all().length;
  const task = await run('too many partitions', { selectSql: rowsSql(rows) }, { rowsPerSegment: 1 });
  assert.equal(task.status, 'FAILED');
  assert.match(task.errorMsg ?? '', /^TooManyPartitions: Too many partitions \(max = 2000\)/);
  assert.equal(h.store.segments.all().length, before);
});
