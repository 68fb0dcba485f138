// Which intervals await compaction, are compacted or skipped: granularity, skipOffsetFromLatest, size, state.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SegmentWithStatus } from '../../store/store.ts';
import { instantText, segmentId } from '../../timeline/segment-id.ts';
import { compactionCandidates } from './candidates.ts';
import { normalizeCompactionConfig } from './posted-config.ts';
import { settingsOf } from './settings.ts';

const H = 3_600_000;
const D = 24 * H;
const SEP12 = Date.UTC(2015, 8, 12);
const V1 = '2024-01-01T00:00:00.000Z';

function segment(start: number, end: number, partitionNum = 0, extra: Partial<SegmentWithStatus> = {}) {
  const interval = { start, end };
  const record: SegmentWithStatus = {
    id: segmentId('wiki', interval, V1, partitionNum),
    datasource: 'wiki',
    ...interval,
    startIso: instantText(start),
    endIso: instantText(end),
    version: V1,
    partitionNum,
    partitions: 1,
    numRows: 1,
    size: 100,
    columns: [],
    dimensions: [],
    metrics: [],
    tombstone: false,
    path: `/tmp/${start}-${partitionNum}.parquet`,
    used: true,
    usedStatusLastUpdated: V1,
    createdDate: V1,
    overshadowed: false,
    payload: {} as SegmentWithStatus['payload'],
    ...extra,
  };
  return record;
}

const settings = (config: Record<string, unknown>) =>
  settingsOf(normalizeCompactionConfig({ dataSource: 'wiki', ...config }));
const summary = (config: Record<string, unknown>, segments: SegmentWithStatus[]) =>
  compactionCandidates(segments, settings(config)).map((c) => [
    instantText(c.interval.start),
    c.segments.length,
    c.state,
  ]);

test('without a granularity each time chunk is an interval; the default offset skips the newest day', () => {
  const segments = [
    segment(SEP12, SEP12 + D, 0),
    segment(SEP12, SEP12 + D, 1),
    segment(SEP12 + D, SEP12 + 2 * D),
  ];
  assert.deepEqual(summary({}, segments), [
    ['2015-09-12T00:00:00.000Z', 2, 'awaiting'],
    ['2015-09-13T00:00:00.000Z', 1, 'skipped'],
  ]);
  assert.deepEqual(summary({ skipOffsetFromLatest: 'PT0S' }, segments), [
    ['2015-09-12T00:00:00.000Z', 2, 'awaiting'],
    ['2015-09-13T00:00:00.000Z', 1, 'awaiting'],
  ]);
});

test('a DAY granularity groups hourly segments; a partly filled newest day waits', () => {
  const hours = [segment(SEP12 + H, SEP12 + 2 * H), segment(SEP12 + 5 * H, SEP12 + 6 * H)];
  const config = { skipOffsetFromLatest: 'PT0S', granularitySpec: { segmentGranularity: 'DAY' } };
  assert.deepEqual(summary(config, hours), [['2015-09-12T00:00:00.000Z', 2, 'skipped']]);
  const full = [...hours, segment(SEP12 + 23 * H, SEP12 + D)];
  const [candidate] = compactionCandidates(full, settings(config));
  assert.equal(candidate?.state, 'awaiting');
  assert.deepEqual(candidate?.interval, { start: SEP12, end: SEP12 + D });
  assert.equal(candidate?.granularity?.kind, 'period');
});

test('an interval larger than inputSegmentSizeBytes is skipped', () => {
  const segments = [segment(SEP12, SEP12 + D, 0), segment(SEP12, SEP12 + D, 1)];
  const [candidate] = compactionCandidates(
    segments,
    settings({ skipOffsetFromLatest: 'PT0S', inputSegmentSizeBytes: 150 }),
  );
  assert.equal(candidate?.state, 'skipped');
  assert.equal(candidate?.reason, 'larger than inputSegmentSizeBytes');
  assert.equal(candidate?.bytes, 200);
});

test('segments recording the configured state are compacted; another configuration makes them await again', () => {
  const config = { skipOffsetFromLatest: 'PT0S' };
  const state = settings(config).state;
  const segments = [segment(SEP12, SEP12 + D, 0, { lastCompactionState: state })];
  assert.deepEqual(summary(config, segments), [['2015-09-12T00:00:00.000Z', 1, 'compacted']]);
  const other = { ...config, tuningConfig: { partitionsSpec: { type: 'dynamic', maxRowsPerSegment: 10 } } };
  assert.deepEqual(summary(other, segments), [['2015-09-12T00:00:00.000Z', 1, 'awaiting']]);
});

test('tombstones, unused and overshadowed segments are not counted', () => {
  const segments = [
    segment(SEP12, SEP12 + D, 0),
    segment(SEP12 + D, SEP12 + 2 * D, 0, { tombstone: true, path: null }),
    segment(SEP12, SEP12 + D, 1, { used: false }),
    segment(SEP12, SEP12 + D, 2, { overshadowed: true }),
  ];
  assert.deepEqual(summary({ skipOffsetFromLatest: 'PT0S' }, segments), [
    ['2015-09-12T00:00:00.000Z', 1, 'awaiting'],
  ]);
});
