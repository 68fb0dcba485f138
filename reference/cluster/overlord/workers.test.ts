// Unit tests of the worker registry and its simulated autoscaler.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_WORKER } from '../../config.ts';
import { WorkerRegistry } from './workers.ts';

test('configured workers are listed with every field of the worker node object', () => {
  const [node] = new WorkerRegistry([DEFAULT_WORKER], 0).list();
  assert.deepEqual(node, {
    worker: { scheme: 'http', ...DEFAULT_WORKER },
    currCapacityUsed: 0,
    currParallelIndexCapacityUsed: 0,
    availabilityGroups: [],
    runningTasks: [],
    lastCompletedTaskTime: '1970-01-01T00:00:00.000Z',
    blacklistedUntil: null,
  });
});

test('the autoscaler provisions up to minNumWorkers and terminates down to maxNumWorkers', () => {
  const registry = new WorkerRegistry([DEFAULT_WORKER], 0);
  registry.autoscale({ type: 'simulated', minNumWorkers: 3 }, 1000);
  assert.equal(registry.list().length, 3);
  registry.autoscale({ type: 'simulated', minNumWorkers: 0, maxNumWorkers: 1 }, 2000);
  assert.equal(registry.list().length, 1);
  assert.deepEqual(
    registry.scalingEvents().map((e) => [e.event, e.data.nodeIds.length]),
    [
      ['PROVISION', 2],
      ['TERMINATE', 2],
    ],
  );
});

test('no autoscaler, no events', () => {
  const registry = new WorkerRegistry([DEFAULT_WORKER], 0);
  registry.autoscale(undefined, 1000);
  assert.equal(registry.scalingEvents().length, 0);
});

test('tasks take the slots of the node with the most free ones, all or none, and give them back', () => {
  const registry = new WorkerRegistry(
    [
      { ...DEFAULT_WORKER, host: 'a:8091', capacity: 2 },
      { ...DEFAULT_WORKER, host: 'b:8091', capacity: 1 },
    ],
    0,
  );
  assert.equal(registry.assign(['t1', 't1-worker0_0']), true);
  // After t1, both nodes have one free slot; a tie stays on the first node.
  assert.deepEqual(
    registry.list().map((n) => n.runningTasks),
    [['t1', 't1-worker0_0'], []],
  );
  assert.equal(registry.assign(['t2', 't2-worker0_0']), false, 'one slot is left');
  assert.equal(registry.list()[1]?.currCapacityUsed, 0, 'nothing was placed');
  registry.release(['t1', 't1-worker0_0'], 5000);
  assert.deepEqual(
    registry.list().map((n) => [n.currCapacityUsed, n.lastCompletedTaskTime]),
    [
      [0, '1970-01-01T00:00:05.000Z'],
      [0, '1970-01-01T00:00:00.000Z'],
    ],
  );
});
