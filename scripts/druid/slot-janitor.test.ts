import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type JanitorCluster, mustRestart, sweep, type TaskState, type WorkerView } from './slot-janitor.ts';

const states: Record<string, TaskState> = { a: 'FAILED', b: 'FAILED', c: 'SUCCESS', live: 'RUNNING' };
const stateOf = (id: string) => states[id];

test('a worker is restarted only when ended tasks alone hold it and leave too few slots for a load', () => {
  assert.equal(mustRestart({ capacity: 4, runningTasks: ['a', 'b', 'c'] }, stateOf), true);
  assert.equal(mustRestart({ capacity: 4, runningTasks: ['a', 'b'] }, stateOf), false, 'two slots are free');
  assert.equal(mustRestart({ capacity: 4, runningTasks: ['a', 'b', 'live'] }, stateOf), false, 'a live task');
  assert.equal(
    mustRestart({ capacity: 4, runningTasks: ['a', 'b', 'unknown'] }, stateOf),
    false,
    'not known',
  );
  assert.equal(mustRestart({ capacity: 4, runningTasks: [] }, stateOf), false);
});

function fakeCluster(views: WorkerView[][]): JanitorCluster & { restarts: number } {
  let look = 0;
  const cluster = {
    restarts: 0,
    workers: async () => views[Math.min(look++, views.length - 1)] ?? [],
    taskState: async (id: string) => stateOf(id),
    restartIndexer: async () => {
      cluster.restarts += 1;
    },
  };
  return cluster;
}

test('a sweep restarts the Indexer held by ended tasks, and says so', async () => {
  const held = { capacity: 4, runningTasks: ['a', 'b', 'c'] };
  const cluster = fakeCluster([[held], [held]]);
  assert.match((await sweep(cluster)) ?? '', /3 of 4 slots were held by ended tasks/);
  assert.equal(cluster.restarts, 1);
});

test('a task started between the look and the restart keeps the Indexer up', async () => {
  const cluster = fakeCluster([
    [{ capacity: 4, runningTasks: ['a', 'b', 'c'] }],
    [{ capacity: 4, runningTasks: ['a', 'b', 'c', 'live'] }],
  ]);
  assert.equal(await sweep(cluster), undefined);
  assert.equal(cluster.restarts, 0);
});
