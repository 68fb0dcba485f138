// The task queue's lifecycle: bounded slots, shutdown, SELECT results, validation at submit, failure on restart.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { validateAgainst } from '../../../schemas/index.ts';
import { SqlError } from '../../sql/errors.ts';
import { openHarness, rowsSql } from '../../test-support/task-harness.ts';
import { SELECT_DATASOURCE } from './task-queue.ts';
import { taskStatusResponse } from './tasks/views/status.ts';

// Counts 10^12 row pairs: runs for minutes unless interrupted, in constant memory.
const SLOW_SQL = `SELECT TIMESTAMP '2015-09-12' AS "__time", CAST(count(*) AS VARCHAR) AS "page" FROM range(1000000) a, range(1000000) b`;

// DuckEngine attaches its interrupt after opening a connection; give the statement time to start.
const started = (): Promise<void> => new Promise((done) => setTimeout(done, 300));

test('one slot: the second task waits (no location) until the first is shut down; nothing is published', {
  timeout: 30_000,
}, async () => {
  const h = await openHarness({ taskSlots: 1 });
  try {
    const slow = await h.submitPlan('slow', { selectSql: SLOW_SQL });
    const quick = await h.submitPlan('quick', { datasource: 'quick', selectSql: rowsSql([[0, 'a']]) });
    const waiting = h.store.tasks.get(quick);
    assert.equal(waiting?.runnerStatus, 'PENDING');
    assert.equal(taskStatusResponse(waiting ?? assert.fail()).status.location.host, null);
    assert.equal(h.store.tasks.get(slow)?.runnerStatus, 'RUNNING');
    await started();

    assert.equal(h.queue.shutdown(slow), true);
    const stopped = h.store.tasks.get(slow);
    assert.equal(stopped?.status, 'FAILED');
    assert.equal(stopped?.errorMsg, 'Shutdown request from user');
    const report = h.queue.report(slow);
    assert.equal(report?.multiStageQuery.payload.status.errorReport?.error.errorCode, 'Canceled');

    await h.queue.idle();
    assert.equal(h.store.tasks.get(quick)?.status, 'SUCCESS');
    assert.equal(h.store.segments.visible('wiki').length, 0);
    assert.equal(h.store.segments.visible('quick').length, 1);
    assert.deepEqual(readdirSync(join(h.dataDir, 'tmp')), []);
    assert.equal(h.queue.shutdown(quick), true, 'a completed task is a no-op');
    assert.equal(h.store.tasks.get(quick)?.status, 'SUCCESS');
    assert.equal(h.queue.shutdown('query-unknown'), false);
  } finally {
    await h.close();
  }
});

test('a queued task shut down before it starts ends FAILED at once', { timeout: 30_000 }, async () => {
  const h = await openHarness({ taskSlots: 1 });
  try {
    const slow = await h.submitPlan('slow', { selectSql: SLOW_SQL });
    const queued = await h.submitPlan('queued', { selectSql: rowsSql([[0, 'a']]) });
    const pendingReport = h.queue.report(queued);
    assert.equal(pendingReport?.multiStageQuery.payload.status.durationMs, -1);
    assert.deepEqual(validateAgainst('tasks/task-report', pendingReport).errors, []);
    h.queue.shutdown(queued);
    assert.equal(h.store.tasks.get(queued)?.status, 'FAILED');
    await started();
    h.queue.shutdown(slow);
    await h.queue.idle();
    assert.equal(h.store.segments.all().length, 0);
  } finally {
    await h.close();
  }
});

test('a plain SELECT keeps its rows in the report, under the __query_select datasource', async () => {
  const h = await openHarness();
  try {
    const id = await h.queue.submit({ query: "SELECT 'x' AS a, 2 AS b", context: {}, parameters: [] });
    await h.queue.idle();
    const task = h.store.tasks.get(id);
    assert.equal(task?.status, 'SUCCESS');
    assert.equal(task?.datasource, SELECT_DATASOURCE);
    const report = h.queue.report(id);
    assert.deepEqual(report?.multiStageQuery.payload.results?.results, [['x', 2]]);
    assert.deepEqual(validateAgainst('tasks/task-report', report).errors, []);
    assert.deepEqual(
      validateAgainst('tasks/task-status-response', taskStatusResponse(task ?? assert.fail())).errors,
      [],
    );
  } finally {
    await h.close();
  }
});

test('a query the engine rejects is an error at submit: no task, no temporary files', async () => {
  const h = await openHarness();
  try {
    await assert.rejects(h.queue.submit({ query: 'BAD', context: {}, parameters: [] }), SqlError);
    await assert.rejects(h.submitPlan('bad granularity', { granularity: 'P1M1D' }), /granularity \[P1M1D\]/);
    await assert.rejects(
      h.submitPlan('bad context', {}, { maxParseExceptions: 'lots' }),
      /maxParseExceptions/,
    );
    assert.equal(h.store.tasks.list().length, 0);
    assert.equal(existsSync(join(h.dataDir, 'tmp')) ? readdirSync(join(h.dataDir, 'tmp')).length : 0, 0);
    await h.submitPlan('once', {}, { sqlQueryId: 'fixed' });
    await assert.rejects(h.submitPlan('twice', {}, { sqlQueryId: 'fixed' }), /already exists/);
    assert.ok(h.store.tasks.get('query-fixed'));
  } finally {
    await h.close();
  }
});

test('a task left RUNNING by a stopped server ends FAILED at the next start', {
  timeout: 30_000,
}, async () => {
  const first = await openHarness();
  const id = await first.submitPlan('slow', { selectSql: SLOW_SQL });
  await started();
  await first.close(true);

  const second = await openHarness({ dataDir: first.dataDir });
  try {
    const task = second.store.tasks.get(id);
    assert.equal(task?.status, 'FAILED');
    assert.equal(task?.errorMsg, 'Task was interrupted by a server restart');
    const worker = second.store.tasks.get(`${id}-worker0_0`);
    assert.deepEqual(
      [worker?.status, worker?.errorMsg],
      ['FAILED', 'Task was interrupted by a server restart'],
    );
    assert.equal(second.store.segments.all().length, 0);
    assert.deepEqual(validateAgainst('tasks/task-report', second.queue.report(id)).errors, []);
    assert.equal(existsSync(join(second.dataDir, 'tmp')), false);
  } finally {
    await second.close();
  }
});

test('a task waits while the Middle Managers have no two free slots for its controller and worker', {
  timeout: 30_000,
}, async () => {
  const h = await openHarness({ capacity: 3, taskSlots: 2 });
  try {
    const slow = await h.submitPlan('slow', { selectSql: SLOW_SQL });
    const next = await h.submitPlan('next', { datasource: 'next', selectSql: rowsSql([[0, 'a']]) });
    assert.equal(
      h.store.tasks.get(next)?.runnerStatus,
      'PENDING',
      'one slot is left, and the task needs two',
    );
    assert.deepEqual(h.workers.list()[0]?.runningTasks, [slow, `${slow}-worker0_0`]);
    await started();
    h.queue.shutdown(slow);
    await h.queue.idle();
    assert.equal(h.store.tasks.get(next)?.status, 'SUCCESS');
    assert.equal(h.workers.list()[0]?.currCapacityUsed, 0);
  } finally {
    await h.close();
  }
});
