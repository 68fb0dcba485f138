// The compaction duty end to end below HTTP: real compact tasks, the slot limit, input changes, status counts.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { type Harness, openHarness, rowsSql } from '../../test-support/task-harness.ts';
import { compactionCandidates } from './candidates.ts';
import { availableCompactionSlots, compactionDuty, compactionTaskCapacity } from './duty.ts';
import { RETRY_BACKOFF_BASE_MS, RETRY_BACKOFF_MAX_MS, RetryBackoff } from './retry-backoff.ts';
import { settingsOf } from './settings.ts';
import { compactionStatuses } from './status.ts';
import { postCompactionConfig, setTaskSlots } from './stored-configs.ts';
import { COMPACT_TYPE, compactionJob } from './task.ts';

const AUDIT = { author: 'test', comment: '', ip: '127.0.0.1' };
let h: Harness;
before(async () => {
  h = await openHarness();
});
after(() => h.close());

async function insert(name: string, rows: readonly (readonly [number, string])[]): Promise<void> {
  const id = await h.submitPlan(name, { selectSql: rowsSql(rows) });
  await h.queue.idle();
  assert.equal(h.store.tasks.get(id)?.status, 'SUCCESS');
}

const pages = async (): Promise<unknown[]> => {
  const files = h.store.segments.visible('wiki').flatMap((s) => (s.path ? [`'${s.path}'`] : []));
  const { rows } = await h.duck.run(`SELECT page FROM read_parquet([${files.join(', ')}]) ORDER BY page`);
  return rows.map(([page]) => page);
};
const compactTasks = () => h.store.tasks.list().filter((t) => t.type === COMPACT_TYPE);

test('capacity: ratio × the cluster slots, at most max; at least one slot while no compaction runs', () => {
  const global = { compactionTaskSlotRatio: 0.5, maxCompactionTaskSlots: 3, useAutoScaleSlots: false };
  assert.equal(compactionTaskCapacity(global, 4), 2);
  assert.equal(compactionTaskCapacity(global, 40), 3);
  assert.equal(availableCompactionSlots(0, 0), 1);
  assert.equal(availableCompactionSlots(2, 1), 1);
  assert.equal(availableCompactionSlots(1, 1), 0);
});

test('the duty compacts each day, newest first, one task at a time with the default ratio', async () => {
  await insert('a', [[0, 'a']]);
  await insert('b', [[0, 'b']]);
  await insert('c', [
    [0, 'c'],
    [1, 'd'],
  ]);
  const before = await pages();
  postCompactionConfig(h.store, { dataSource: 'wiki', skipOffsetFromLatest: 'PT0S' }, AUDIT, Date.now());
  const duty = compactionDuty({ store: h.store, tasks: h.queue, workers: h.workers, now: Date.now });
  duty.run();
  duty.run();
  assert.equal(compactTasks().length, 1, 'one slot: the second run waits for the first task');
  await h.queue.idle();
  duty.run();
  await h.queue.idle();
  duty.run();
  assert.equal(compactTasks().length, 2, 'nothing is left to compact');
  assert.deepEqual(
    compactTasks().map((t) => t.status),
    ['SUCCESS', 'SUCCESS'],
    compactTasks()
      .map((t) => t.errorMsg)
      .join(),
  );
  const visible = h.store.segments.visible('wiki');
  assert.deepEqual(
    visible.map((s) => [s.startIso, s.partitionNum, s.numRows]),
    [
      ['2015-09-12T00:00:00.000Z', 0, 3],
      ['2015-09-13T00:00:00.000Z', 0, 1],
    ],
  );
  assert.ok(visible.every((s) => s.lastCompactionState !== undefined));
  assert.deepEqual(await pages(), before);
  const [status] = compactionStatuses(h.store, 'wiki');
  assert.equal(status?.segmentCountCompacted, 2);
  assert.equal(status?.intervalCountCompacted, 2);
  assert.equal(status?.bytesAwaitingCompaction, 0);
});

test('a compaction whose inputs changed while it ran fails and publishes nothing', async () => {
  setTaskSlots(h.store, { ratio: '1' }, AUDIT, Date.now());
  const body = { dataSource: 'wiki', skipOffsetFromLatest: 'PT0S', maxRowsPerSegment: 2 };
  const config = postCompactionConfig(h.store, body, AUDIT, Date.now());
  const stored = h.store.compaction.get(config);
  assert.ok(stored);
  const settings = settingsOf(stored);
  const [day] = compactionCandidates(h.store.segments.all('wiki'), settings);
  assert.ok(day?.state === 'awaiting' && day.granularity);
  const job = compactionJob(stored, settings, { ...day, granularity: day.granularity }, Date.now());
  await insert('late', [[0, 'e']]);
  h.queue.submitCompaction(job);
  await h.queue.idle();
  const task = h.store.tasks.get(job.id);
  assert.equal(task?.status, 'FAILED');
  assert.match(task?.errorMsg ?? '', /^CompactionInputChanged/);
  assert.deepEqual(await pages(), ['a', 'b', 'c', 'd', 'e']);
  assert.equal(task?.spec?.type, COMPACT_TYPE);
});

test('a compaction that failed is not submitted again while its segments stay the same', async () => {
  const body = { dataSource: 'wiki', skipOffsetFromLatest: 'PT0S', maxRowsPerSegment: 3 };
  postCompactionConfig(h.store, body, AUDIT, Date.now());
  const newest = h.store.segments.visible('wiki').at(-1);
  assert.ok(newest?.path);
  rmSync(newest.path);
  const duty = compactionDuty({ store: h.store, tasks: h.queue, workers: h.workers, now: Date.now });
  const failedBefore = compactTasks().filter((t) => t.status === 'FAILED').length;
  duty.run();
  await h.queue.idle();
  const attempts = compactTasks().length;
  assert.equal(compactTasks().filter((t) => t.status === 'FAILED').length, failedBefore + 1);
  duty.run();
  await h.queue.idle();
  duty.run();
  assert.equal(compactTasks().length, attempts, 'the failed interval waits for its segments to change');
});

test('after a failure an interval waits before its next attempt, even with new segments, longer each time', async () => {
  let clock = Date.now();
  const duty = compactionDuty({ store: h.store, tasks: h.queue, workers: h.workers, now: () => clock });
  const ingest = async (name: string, page: string) => {
    const id = await h.submitPlan(name, { datasource: 'backoff', selectSql: rowsSql([[9, page]]) });
    await h.queue.idle();
    assert.equal(h.store.tasks.get(id)?.status, 'SUCCESS');
  };
  await ingest('backoff-a', 'a');
  await ingest('backoff-b', 'b');
  postCompactionConfig(h.store, { dataSource: 'backoff', skipOffsetFromLatest: 'PT0S' }, AUDIT, clock);
  // A segment file that is gone makes its compaction fail.
  const gone = h.store.segments.visible('backoff')[0]?.path;
  assert.ok(gone);
  rmSync(gone);
  const attempts = () => compactTasks().filter((t) => t.datasource === 'backoff');
  const runs = async (count: number) => {
    for (let run = 0; run < count; run++) {
      duty.run();
      await h.queue.idle();
    }
  };
  await runs(4);
  assert.deepEqual(
    attempts().map((t) => t.status),
    ['FAILED'],
  );
  // A new segment in that day changes its inputs: without the backoff the next run would try it again at once.
  await ingest('backoff-c', 'c');
  clock += RETRY_BACKOFF_BASE_MS - 1000;
  await runs(3);
  assert.equal(attempts().length, 1, 'within the backoff nothing is submitted');
  clock += 2000;
  await runs(1);
  assert.equal(attempts().length, 2, 'after the backoff the changed interval is tried again');
  assert.equal(RetryBackoff.delayAfter(2), 2 * RETRY_BACKOFF_BASE_MS);
  assert.equal(RetryBackoff.delayAfter(100), RETRY_BACKOFF_MAX_MS);
});
