import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { oncePerRun } from './once-per-run.ts';

const scratch = () => mkdtempSync(join(tmpdir(), 'once-per-run-'));

test('concurrent callers compute once and all read the one value', async () => {
  const dir = scratch();
  let computed = 0;
  const compute = async () => {
    computed += 1;
    await delay(50);
    return { probe: computed };
  };
  const values = await Promise.all(
    [1, 2, 3].map(() => oncePerRun(dir, 'caps', compute, { waitMs: 5000, pollMs: 10 })),
  );
  assert.equal(computed, 1);
  assert.deepEqual(values, [{ probe: 1 }, { probe: 1 }, { probe: 1 }]);
});

test('a claim left by a process that is gone is taken over', async () => {
  const dir = scratch();
  writeFileSync(join(dir, 'caps.claim'), '999999999');
  const value = await oncePerRun(dir, 'caps', async () => 'fresh', { waitMs: 2000, pollMs: 10 });
  assert.equal(value, 'fresh');
});

test('a caller gives up with an error when the claimant never writes', async () => {
  const dir = scratch();
  writeFileSync(join(dir, 'caps.claim'), String(process.pid));
  await assert.rejects(
    oncePerRun(dir, 'caps', async () => 'never', { waitMs: 100, pollMs: 10 }),
    /Waited 100 ms/,
  );
});

test('a failed computation frees the claim, so the next caller computes again', async () => {
  const dir = scratch();
  await assert.rejects(
    oncePerRun(dir, 'caps', () => Promise.reject(new Error('probe failed')), { waitMs: 1000 }),
    /probe failed/,
  );
  assert.equal(await oncePerRun(dir, 'caps', async () => 2, { waitMs: 1000 }), 2);
});
