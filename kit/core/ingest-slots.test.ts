// Unit tests of the loader's slot semaphore, the worker capacity it reads, and the retry of a 503.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse } from './client.ts';
import { freeWorkerCapacity, retryUnavailable, Slots, slotShare, workerCapacity } from './ingest-slots.ts';

test('the capacity is the sum of the workers; no worker gives none', () => {
  const worker = (capacity: unknown) => ({ worker: { host: 'h', capacity }, currCapacityUsed: 0 });
  assert.equal(workerCapacity([worker(4), worker(2)]), 6);
  assert.equal(workerCapacity([]), undefined);
  assert.equal(workerCapacity({ error: 'x' }), undefined);
  assert.equal(workerCapacity([worker('4')]), undefined);
  assert.equal(slotShare(10, 0), 10);
  assert.equal(slotShare(10, 4), 2);
  assert.equal(slotShare(2, 4), 1);
});

test('never more slots in use than there are; a task costing more than all takes all', async () => {
  const slots = new Slots(3);
  let inUse = 0;
  let most = 0;
  const task = (cost: number) =>
    slots.use(cost, async () => {
      inUse += Math.min(cost, 3);
      most = Math.max(most, inUse);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inUse -= Math.min(cost, 3);
      return cost;
    });
  assert.deepEqual(await Promise.all([task(2), task(2), task(1), task(5), task(1)]), [2, 2, 1, 5, 1]);
  assert.ok(most <= 3, `most ${most}`);
  assert.equal(slots.free, 3);
  await assert.rejects(
    slots.use(1, () => Promise.reject(new Error('boom'))),
    /boom/,
  );
  assert.equal(slots.free, 3);
});

test('a 503 is sent again until another answer comes, or the deadline passes', async () => {
  const answer = (status: number): HttpResponse => ({ status, headers: {}, text: '' });
  const answers = [503, 503, 202];
  let sent = 0;
  const response = await retryUnavailable(async () => answer(answers[sent++] ?? 500), 5000, 1);
  assert.equal(response.status, 202);
  assert.equal(sent, 3);
  const late = await retryUnavailable(async () => answer(503), 20, 5);
  assert.equal(late.status, 503);
});

test('free worker slots are capacity less what each worker uses, zombies included; no workers, no answer', () => {
  const workers = [
    { worker: { capacity: 4 }, currCapacityUsed: 4 },
    { worker: { capacity: 2 }, currCapacityUsed: 1 },
  ];
  assert.equal(freeWorkerCapacity(workers), 1);
  assert.equal(freeWorkerCapacity([{ worker: { capacity: 3 } }]), 3);
  assert.equal(freeWorkerCapacity([]), undefined);
  assert.equal(freeWorkerCapacity({ error: 'x' }), undefined);
});
