// Unit tests of the task slots shared through lock files: never more in use than the target has, across pools that
// stand for separate worker processes, and a dead worker's lock taken over.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { FileSlots } from './shared-slots.ts';

test('pools on one directory never hold more slots than there are', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-slots-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const workers = [new FileSlots(dir, 2, 5), new FileSlots(dir, 2, 5), new FileSlots(dir, 2, 5)];
  let inUse = 0;
  let most = 0;
  const task = (pool: FileSlots, cost: number) =>
    pool.use(cost, async () => {
      inUse += Math.min(cost, 2);
      most = Math.max(most, inUse);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inUse -= Math.min(cost, 2);
      return cost;
    });
  const results = await Promise.all(workers.flatMap((pool) => [task(pool, 2), task(pool, 1), task(pool, 3)]));
  assert.deepEqual(results, [2, 1, 3, 2, 1, 3, 2, 1, 3]);
  assert.ok(most <= 2, `at most 2 slots in use, saw ${most}`);
  assert.deepEqual(readdirSync(dir), [], 'every lock is given back');
});

test('a lock left by a process that no longer runs is taken over', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-slots-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const pool = new FileSlots(dir, 1, 5);
  writeFileSync(join(dir, 'slot-0.lock'), '2147483646');
  assert.equal(await pool.use(1, async () => 'ran'), 'ran');
});
