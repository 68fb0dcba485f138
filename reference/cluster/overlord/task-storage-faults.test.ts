// A task whose writes the store refuses (a full disk) fails with the cause and frees its slot (issue 30, item 4): two
// ingestions once stayed RUNNING for ever, holding both slots, the cause only in the log.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { MetadataStore } from '../../store/store.ts';
import { type Harness, openHarness } from '../../test-support/task-harness.ts';

/** The error node:sqlite throws when the disk is full (SQLITE_FULL). */
const diskFull = (): Error =>
  Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });

let full = false;
/** The store with task writes failing while `full`, as SQLite's fail when the disk has no room left. */
function fillable(store: MetadataStore): MetadataStore {
  const failing =
    <A extends unknown[], R>(write: (...args: A) => R) =>
    (...args: A): R => {
      if (full) throw diskFull();
      return write(...args);
    };
  const tasks = store.tasks;
  return {
    ...store,
    tasks: {
      ...tasks,
      get: tasks.get.bind(tasks),
      markStarted: failing(tasks.markStarted.bind(tasks)),
      complete: failing(tasks.complete.bind(tasks)),
    },
  };
}

let h: Harness;
const errors: unknown[] = [];
before(async () => {
  h = await openHarness({ taskSlots: 1, wrapStore: fillable });
  h.queue.start((error) => errors.push(error));
});
after(() => h.close());

test('tasks that cannot write end FAILED with the cause once the store takes writes, never holding a slot', {
  timeout: 60_000,
}, async () => {
  full = true;
  const first = await h.submitPlan('INSERT first', { datasource: 'full_first' });
  const second = await h.submitPlan('INSERT second', { datasource: 'full_second' });
  // Both ran in turn on the one slot and ended: nothing is left running or holding Middle Manager slots.
  await h.queue.idle();
  assert.deepEqual(
    h.workers.list().map((worker) => worker.currCapacityUsed),
    [0],
  );
  assert.ok(errors.some((error) => String(error).includes('database or disk is full')));
  // The store took nothing yet; once it can, the failures are written with their cause.
  assert.equal(h.store.tasks.get(first)?.status, 'RUNNING');
  full = false;
  h.queue.schedule();
  for (const id of [first, second]) {
    const task = h.store.tasks.get(id);
    assert.equal(task?.status, 'FAILED', id);
    assert.match(task?.errorMsg ?? '', /database or disk is full/);
  }
  // The slot serves the next task.
  const third = await h.submitPlan('INSERT third', { datasource: 'full_third' });
  await h.queue.idle();
  assert.equal(h.store.tasks.get(third)?.status, 'SUCCESS');
});
