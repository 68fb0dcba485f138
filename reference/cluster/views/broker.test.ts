// The Broker's view: columns of the segments in an interval, per served interval (merged), and candidates.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SegmentWithStatus } from '../../store/store.ts';
import type { HistoricalState } from '../coordinator/historicals.ts';
import { candidatesOf, columnsByInterval, columnsOf, condense } from './broker.ts';
import type { ServedSegment } from './inventory.ts';

const D = 86_400_000;
const SEP12 = Date.UTC(2015, 8, 12);
const server = (host: string): HistoricalState => ({
  host,
  tier: 'hot',
  maxSize: 9,
  currentSize: 0,
  segments: [],
});

function served(day: number, dimensions: string[], servers = [server('h1')]): ServedSegment {
  const start = SEP12 + day * D;
  const segment = {
    id: `s${day}`,
    start,
    end: start + D,
    dimensions,
    metrics: [],
    version: 'v',
    partitionNum: 0,
    size: 5,
  };
  return { segment: segment as unknown as SegmentWithStatus, servers };
}

const days = [served(0, ['page']), served(1, ['page', 'user']), served(2, ['user', 'page'])];
const interval = (from: number, to: number) => ({ start: SEP12 + from * D, end: SEP12 + to * D });

test('the columns of the segments overlapping the interval, each once and sorted', () => {
  assert.deepEqual(columnsOf(days, interval(0, 1)), { dimensions: ['page'], metrics: [] });
  assert.deepEqual(columnsOf(days, interval(0, 3)), { dimensions: ['page', 'user'], metrics: [] });
});

test('full: abutting intervals with the same columns are one; intervals are cut at the requested ends', () => {
  assert.deepEqual(Object.keys(columnsByInterval(days, interval(0, 3))), [
    '2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z',
    '2015-09-13T00:00:00.000Z/2015-09-15T00:00:00.000Z',
  ]);
  const half = { start: SEP12 + D / 2, end: SEP12 + D };
  assert.deepEqual(Object.keys(columnsByInterval(days, half)), [
    '2015-09-12T12:00:00.000Z/2015-09-13T00:00:00.000Z',
  ]);
});

test('requested intervals that overlap or abut are condensed', () => {
  assert.deepEqual(condense([interval(2, 3), interval(0, 1), interval(1, 2)]), [interval(0, 3)]);
  assert.deepEqual(condense([interval(0, 1), interval(2, 3)]), [interval(0, 1), interval(2, 3)]);
});

test('candidates: every server without numCandidates, at most that many with it', () => {
  const two = [served(0, ['page'], [server('h1'), server('h2')])];
  const all = candidatesOf(two, [interval(0, 1)], -1);
  assert.deepEqual(
    all.map((c) => c.locations.map((l) => l.host)),
    [['h1', 'h2']],
  );
  assert.equal(candidatesOf(two, [interval(0, 1)], 1)[0]?.locations.length, 1);
  assert.deepEqual(candidatesOf(two, [interval(3, 4)], -1), []);
});
