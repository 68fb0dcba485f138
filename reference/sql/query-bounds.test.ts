// Timeouts past Node's longest timer (issue 30, item 4): `context.timeout` 2^31 once answered 504 after 1 ms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { taskTimeoutMs } from '../cluster/overlord/tasks/lifecycle/task-timeout.ts';
import { DEFAULT_QUERY_BOUNDS, estimatedBytes, MAX_TIMER_MS, queryTimeoutMs } from './query-bounds.ts';

test('a timeout beyond the longest timer is that long, never a timer that fires at once', () => {
  for (const timeout of [2 ** 31, 3_000_000_000, 2 ** 53, 1e20]) {
    assert.equal(queryTimeoutMs({ timeout }, DEFAULT_QUERY_BOUNDS), MAX_TIMER_MS, String(timeout));
    assert.equal(taskTimeoutMs({ timeout }), MAX_TIMER_MS, String(timeout));
  }
  assert.equal(queryTimeoutMs({ timeout: 1000 }, DEFAULT_QUERY_BOUNDS), 1000);
  assert.equal(queryTimeoutMs({}, { ...DEFAULT_QUERY_BOUNDS, defaultTimeoutMs: 2 ** 40 }), MAX_TIMER_MS);
  assert.equal(taskTimeoutMs({ timeout: 0 }), undefined);
});

test('a timer of the longest delay waits (Node fires a longer one after 1 ms)', async () => {
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
  }, MAX_TIMER_MS);
  await new Promise((done) => setTimeout(done, 20));
  clearTimeout(timer);
  assert.equal(fired, false);
});

test('strings count as the bytes JSON writes: escapes and UTF-8 included', () => {
  assert.equal(estimatedBytes('abc'), 5);
  assert.equal(estimatedBytes('\u0001'.repeat(10)), 62);
  assert.equal(estimatedBytes('"'), 4);
  assert.equal(estimatedBytes('é'), 4);
  assert.equal(estimatedBytes('日本'), 8);
  for (const text of ['a\\b', 'tab\there', '🙂', 'x'.repeat(1000)])
    assert.equal(estimatedBytes(text), Buffer.byteLength(JSON.stringify(text)), text);
});
