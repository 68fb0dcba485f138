// Allocation: INSERT appends to a chunk's version, REPLACE starts a new one and lays tombstones over emptied chunks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SegmentWithStatus } from '../../store/store.ts';
import type { Interval } from '../../time/iso.ts';
import { ETERNITY, intervalText } from '../../timeline/segment-id.ts';
import { TaskError } from '../task-errors.ts';
import { type AllocationInput, allocate } from './allocate.ts';
import { parseGranularity } from './granularity.ts';

const D = 86_400_000;
const SEP12 = Date.UTC(2015, 8, 12);
const dayOf = (n: number): Interval => ({ start: SEP12 + n * D, end: SEP12 + (n + 1) * D });
const LOCK = Date.UTC(2024, 0, 1);

function existing(id: string, interval: Interval, version: string, extra: Partial<SegmentWithStatus> = {}) {
  return {
    id,
    datasource: 'wiki',
    ...interval,
    version,
    partitionNum: 0,
    partitions: 1,
    used: true,
    overshadowed: false,
    tombstone: false,
    ...extra,
  } as SegmentWithStatus;
}

const input = (overrides: Partial<AllocationInput>): AllocationInput => ({
  mode: 'insert',
  datasource: 'wiki',
  lockTime: LOCK,
  granularity: parseGranularity('DAY') ?? { kind: 'all' },
  chunks: [{ interval: dayOf(0), partitions: 1 }],
  replaceIntervals: [],
  existing: [],
  ...overrides,
});

const errorCodeOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof TaskError);
    return error.errorCode;
  }
  return 'none';
};

test('INSERT into a new chunk uses the lock time as version, from partition 0', () => {
  const { chunks } = allocate(input({}));
  assert.deepEqual(chunks[0], {
    interval: dayOf(0),
    version: '2024-01-01T00:00:00.000Z',
    firstPartition: 0,
    corePartitions: 1,
  });
});

test('INSERT appends after the highest partition of the chunk version and keeps its core count', () => {
  const old = [existing('a', dayOf(0), 'v1'), existing('b', dayOf(0), 'v1', { partitionNum: 1 })];
  const { chunks } = allocate(input({ existing: old }));
  assert.deepEqual(chunks[0], { interval: dayOf(0), version: 'v1', firstPartition: 2, corePartitions: 1 });
});

test('INSERT into a chunk whose data has another granularity cannot allocate', () => {
  const month = { start: Date.UTC(2015, 8, 1), end: Date.UTC(2015, 9, 1) };
  assert.equal(
    errorCodeOf(() => allocate(input({ existing: [existing('m', month, 'v1')] }))),
    'InsertCannotAllocateSegment',
  );
});

test('REPLACE gets a version newer than the replaced ones and tombstones the days that lose their data', () => {
  const old = [
    existing('d0', dayOf(0), '2030-01-01T00:00:00.000Z'),
    existing('d1', dayOf(1), '2015-01-01T00:00:00.000Z'),
  ];
  const result = allocate(input({ mode: 'replace', replaceIntervals: [ETERNITY], existing: old }));
  assert.equal(result.chunks[0]?.version, '2030-01-01T00:00:00.001Z');
  assert.deepEqual(result.tombstones, [{ interval: dayOf(1), version: '2030-01-01T00:00:00.001Z' }]);
});

test('REPLACE over an eternal segment tombstones the time before and after the new chunks', () => {
  const old = [existing('all', ETERNITY, 'v0')];
  const { tombstones } = allocate(input({ mode: 'replace', replaceIntervals: [ETERNITY], existing: old }));
  assert.deepEqual(
    tombstones.map((t) => intervalText(t.interval)),
    [
      `${intervalText(ETERNITY).split('/')[0]}/2015-09-12T00:00:00.000Z`,
      `2015-09-13T00:00:00.000Z/${intervalText(ETERNITY).split('/')[1]}`,
    ],
  );
});

test('REPLACE rejects rows outside OVERWRITE WHERE and existing segments that straddle it', () => {
  const where = [dayOf(1)];
  assert.equal(
    errorCodeOf(() => allocate(input({ mode: 'replace', replaceIntervals: where }))),
    'InsertTimeOutOfBounds',
  );
  const twoDays = existing('two', { start: dayOf(1).start, end: dayOf(2).end }, 'v0');
  const chunks = [{ interval: dayOf(1), partitions: 1 }];
  assert.equal(
    errorCodeOf(() =>
      allocate(input({ mode: 'replace', replaceIntervals: where, chunks, existing: [twoDays] })),
    ),
    'InsertCannotReplaceExistingSegment',
  );
});
