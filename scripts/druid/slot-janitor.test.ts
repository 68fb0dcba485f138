import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  HoldTimes,
  type JanitorCluster,
  mustRestart,
  STALLED_AFTER_MS,
  sweep,
  type TaskState,
  type WorkerView,
} from './slot-janitor.ts';

const states: Record<string, TaskState> = {
  a: 'FAILED',
  b: 'FAILED',
  c: 'SUCCESS',
  d: 'FAILED',
  e: 'FAILED',
  f: 'FAILED',
  g: 'SUCCESS',
  live: 'RUNNING',
};
const stateOf = (id: string) => states[id];

test('a worker is restarted only when ended tasks alone hold it and leave too few slots for three loads', () => {
  assert.equal(
    mustRestart({ capacity: 12, runningTasks: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, stateOf),
    true,
  );
  assert.equal(mustRestart({ capacity: 4, runningTasks: ['a'] }, stateOf), true, 'three free of four');
  assert.equal(
    mustRestart({ capacity: 12, runningTasks: ['a', 'b', 'c', 'd', 'e', 'f'] }, stateOf),
    false,
    'six are free',
  );
  assert.equal(
    mustRestart({ capacity: 12, runningTasks: ['a', 'b', 'c', 'd', 'e', 'f', 'live'] }, stateOf),
    false,
    'a live task',
  );
  assert.equal(
    mustRestart({ capacity: 12, runningTasks: ['a', 'b', 'c', 'd', 'e', 'f', 'unknown'] }, stateOf),
    false,
    'not known',
  );
  assert.equal(mustRestart({ capacity: 12, runningTasks: [] }, stateOf), false);
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
  assert.match((await sweep(cluster)) ?? '', /3 of 4 slots were held by ended or stalled tasks/);
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

test('a live task counts as over once it has held its slot past the stall limit', () => {
  const worker = { capacity: 4, runningTasks: ['a', 'b', 'live'] };
  assert.equal(
    mustRestart(worker, stateOf, () => STALLED_AFTER_MS - 1),
    false,
    'not yet stalled',
  );
  assert.equal(
    mustRestart(worker, stateOf, (id) => (id === 'live' ? STALLED_AFTER_MS : 0)),
    true,
  );
});

test('hold times start at the first look that sees a task and end when it lets its slot go', () => {
  const holds = new HoldTimes();
  holds.look([{ capacity: 4, runningTasks: ['live'] }], 1000);
  holds.look([{ capacity: 4, runningTasks: ['live', 'b'] }], 5000);
  assert.equal(holds.heldForMs('live', 9000), 8000);
  assert.equal(holds.heldForMs('b', 9000), 4000);
  holds.look([{ capacity: 4, runningTasks: ['b'] }], 10_000);
  assert.equal(holds.heldForMs('live', 11_000), 0, 'forgotten once gone');
});

test('a sweep restarts the Indexer a stalled task holds beside ended ones', async () => {
  const held = { capacity: 4, runningTasks: ['a', 'b', 'live'] };
  const cluster = fakeCluster([[held], [held], [held], [held]]);
  const holds = new HoldTimes();
  let clock = 0;
  assert.equal(await sweep(cluster, holds, () => clock), undefined);
  clock = STALLED_AFTER_MS;
  assert.match((await sweep(cluster, holds, () => clock)) ?? '', /live RUNNING/);
  assert.equal(cluster.restarts, 1);
});
