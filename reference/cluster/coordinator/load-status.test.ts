// Load status from what the Historicals serve: percentages, unloaded counts, replicas left per tier (with cluster view).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SegmentRecord } from '../../store/store.ts';
import { Historicals } from './historicals.ts';
import { loadPercentages, loadQueues, replicasLeftByTier, unloadedCounts } from './load-status.ts';

const segment = (id: string, datasource = 'wiki'): SegmentRecord =>
  ({ id, datasource, size: 10 }) as SegmentRecord;

/** Two hot servers and one cold; s1 is on both hot servers, s2 nowhere, t (a tombstone) needs no replica. */
function cluster(): Historicals {
  const historicals = new Historicals([
    { host: 'h1', tier: 'hot', maxSize: 100 },
    { host: 'h2', tier: 'hot', maxSize: 100 },
    { host: 'c1', tier: 'cold', maxSize: 100 },
  ]);
  historicals.apply({
    loaded: new Map([
      ['h1', new Map([['s1', 10]])],
      ['h2', new Map([['s1', 10]])],
      ['c1', new Map()],
    ]),
    required: new Map([
      ['s1', 4],
      ['s2', 2],
      ['t', 0],
    ]),
    requiredInTiers: new Map([
      ['s1', { hot: 3, cold: 1 }],
      ['s2', { ghost: 2 }],
    ]),
    drop: [],
  });
  return historicals;
}

const segments = [segment('s1'), segment('s2'), segment('t'), segment('o1', 'other')];

test('a segment is loaded when a server serves it or its rule requires no replica', () => {
  const historicals = cluster();
  assert.deepEqual(loadPercentages(segments, historicals), { wiki: (100 * 2) / 3, other: 0 });
  assert.deepEqual(unloadedCounts(segments, historicals), { wiki: 1, other: 1 });
});

test('full counts the replicas each tier lacks; a segment no rule decided is skipped', () => {
  assert.deepEqual(replicasLeftByTier(segments, cluster(), false), {
    hot: { wiki: 1 },
    cold: { wiki: 1 },
    ghost: { wiki: 2 },
  });
});

test('the cluster view caps a tier at its nodes: two hot nodes, no ghost node', () => {
  assert.deepEqual(replicasLeftByTier(segments, cluster(), true), {
    hot: { wiki: 0 },
    cold: { wiki: 1 },
    ghost: { wiki: 0 },
  });
});

test('every Historical has a queue, empty since loading is instantaneous', () => {
  assert.deepEqual([...loadQueues(cluster()).keys()], ['h1', 'h2', 'c1']);
});
