// The tasks table: adding, starting, completing once, and finding what a previous process left RUNNING.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { TaskRecord } from '../store.ts';
import { openSqliteStore } from './open.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tasks-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const task = (id: string, createdTime: number): TaskRecord => ({
  id,
  type: 'query_controller',
  groupId: id,
  datasource: 'wiki',
  createdTime,
  queueInsertionTime: createdTime,
  status: 'RUNNING',
  runnerStatus: 'PENDING',
  startTime: null,
  duration: -1,
  errorMsg: null,
  sqlRequest: { query: 'INSERT INTO wiki SELECT 1', context: { maxNumTasks: 2 }, parameters: [] },
  report: null,
});

test('a task goes from queued to running to complete, and completes only once', () => {
  const store = openSqliteStore(dataDir);
  store.transaction(() => store.tasks.add(task('query-a', 1000)));
  assert.deepEqual(store.tasks.get('query-a'), task('query-a', 1000));

  store.tasks.markStarted('query-a', 1500);
  assert.equal(store.tasks.get('query-a')?.runnerStatus, 'RUNNING');
  assert.equal(store.tasks.get('query-a')?.startTime, 1500);

  const report = { multiStageQuery: { taskId: 'query-a' } };
  assert.equal(
    store.tasks.complete('query-a', { status: 'SUCCESS', duration: 42, errorMsg: null, report }),
    true,
  );
  assert.equal(
    store.tasks.complete('query-a', { status: 'FAILED', duration: 1, errorMsg: 'late', report: {} }),
    false,
  );
  const done = store.tasks.get('query-a');
  assert.equal(done?.status, 'SUCCESS');
  assert.equal(done?.runnerStatus, 'NONE');
  assert.equal(done?.duration, 42);
  assert.deepEqual(done?.report, report);
  // The lists read no report (issue 30): reports may hold large results, and parsing them all made lists slow.
  assert.equal(store.tasks.list().find((listed) => listed.id === 'query-a')?.report, null);
  store.close();
});

test('running tasks survive a reopen and are listed; the list is newest first', () => {
  const first = openSqliteStore(dataDir);
  first.transaction(() => first.tasks.add(task('query-b', 2000)));
  first.close();
  const second = openSqliteStore(dataDir);
  assert.deepEqual(second.tasks.runningIds(), ['query-b']);
  assert.deepEqual(
    second.tasks.list().map((t) => t.id),
    ['query-b', 'query-a'],
  );
  assert.deepEqual(second.tasks.get('query-b')?.sqlRequest.context, { maxNumTasks: 2 });
  second.close();
});
