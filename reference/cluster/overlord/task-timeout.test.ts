// context.timeout of query tasks: a task still running past it fails as timed out and frees its slot.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openHarness } from '../../test-support/task-harness.ts';
import { taskTimeoutMs } from './tasks/lifecycle/task-timeout.ts';

// Counts 10^12 row pairs: runs for minutes unless interrupted, in constant memory.
const SLOW_SQL = `SELECT TIMESTAMP '2015-09-12' AS "__time", CAST(count(*) AS VARCHAR) AS "page" FROM range(1000000) a, range(1000000) b`;

test('a task timeout is a positive context.timeout; 0 and none mean no timeout', () => {
  assert.equal(taskTimeoutMs({ timeout: 1500 }), 1500);
  assert.equal(taskTimeoutMs({ timeout: 0 }), undefined);
  assert.equal(taskTimeoutMs({}), undefined);
});

test('a task past its context.timeout ends FAILED with Canceled (QUERY_TIMEOUT) and frees its slot', {
  timeout: 30_000,
}, async () => {
  const h = await openHarness({ taskSlots: 1 });
  try {
    const slow = await h.submitPlan('slow', { selectSql: SLOW_SQL }, { timeout: 500 });
    // The test's timeout guards against a task that never ends; its end time is not asserted (a loaded machine).
    await h.queue.idle();
    const ended = h.store.tasks.get(slow);
    assert.equal(ended?.status, 'FAILED');
    assert.equal(ended?.errorMsg, 'Canceled: Query timed out');
    const error = h.queue.report(slow)?.multiStageQuery.payload.status.errorReport?.error;
    assert.deepEqual(error && { code: error.errorCode, reason: error.reason }, {
      code: 'Canceled',
      reason: 'QUERY_TIMEOUT',
    });
    assert.equal(h.store.segments.visible('wiki').length, 0);
    // The slot is free: a quick task runs at once.
    const quick = await h.submitPlan('quick', {}, { timeout: 60_000 });
    await h.queue.idle();
    assert.equal(h.store.tasks.get(quick)?.status, 'SUCCESS');
  } finally {
    await h.close();
  }
});
