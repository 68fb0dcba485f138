// The stage 1 scheduler: items in order, at most `lanes` at once, their rows together within the budget.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { runWithinRowBudget } from './row-budget.ts';

/** Runs items of the given row counts; returns the start order and the largest rows and items held at once. */
async function trace(rows: number[], budget: number, lanes: number, fail?: number) {
  const started: number[] = [];
  let held = 0;
  let items = 0;
  let peakRows = 0;
  let peakItems = 0;
  const run = runWithinRowBudget(
    rows,
    (r) => r,
    budget,
    lanes,
    async (r, index) => {
      started.push(index);
      held += r;
      items++;
      peakRows = Math.max(peakRows, held);
      peakItems = Math.max(peakItems, items);
      await delay(5 + (index % 3));
      held -= r;
      items--;
      if (index === fail) throw new Error(`item ${index} failed`);
    },
  );
  return { run, started, peak: () => ({ rows: peakRows, items: peakItems }) };
}

test('items start in order, within the row budget and the lane count', async () => {
  const t = await trace([40, 40, 40, 40, 40], 100, 4);
  await t.run;
  assert.deepEqual(t.started, [0, 1, 2, 3, 4]);
  assert.deepEqual(t.peak(), { rows: 80, items: 2 });
  const lanes = await trace([1, 1, 1, 1, 1, 1], 100, 3);
  await lanes.run;
  assert.equal(lanes.peak().items, 3);
});

test('an item over the budget runs alone', async () => {
  const t = await trace([10, 500, 10], 100, 4);
  await t.run;
  assert.deepEqual(t.started, [0, 1, 2]);
  assert.deepEqual(t.peak(), { rows: 500, items: 1 });
});

test('a failure stops new items, waits for the running ones and is thrown', async () => {
  const t = await trace([1, 1, 1, 1, 1, 1, 1, 1], 100, 2, 1);
  await assert.rejects(t.run, /item 1 failed/);
  assert.ok(t.started.length < 8, `started ${t.started.join(',')}`);
  assert.equal(t.peak().items <= 2, true);
});

test('no items: nothing runs', async () => {
  await runWithinRowBudget(
    [],
    () => 1,
    10,
    2,
    async () => assert.fail('no work expected'),
  );
});
