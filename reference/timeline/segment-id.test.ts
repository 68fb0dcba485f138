// Segment IDs, eternity text and versions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ETERNITY,
  ETERNITY_TEXT,
  intervalText,
  parseSegmentInterval,
  segmentId,
  versionAfter,
} from './segment-id.ts';

const day = { start: Date.UTC(2015, 8, 12), end: Date.UTC(2015, 8, 13) };

test('IDs omit the partition suffix for partition 0 and add it otherwise', () => {
  const v = '2023-08-10T04:12:03.860Z';
  assert.equal(segmentId('wiki', day, v, 0), `wiki_2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z_${v}`);
  assert.equal(segmentId('wiki', day, v, 2), `wiki_2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z_${v}_2`);
});

test('eternity prints and parses as the real system writes it', () => {
  assert.equal(intervalText(ETERNITY), '-146136543-09-08T08:23:32.096Z/146140482-04-24T15:36:27.903Z');
  assert.deepEqual(parseSegmentInterval(ETERNITY_TEXT), ETERNITY);
  assert.deepEqual(parseSegmentInterval('2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z'), day);
  assert.equal(parseSegmentInterval('2015-09-13/2015-09-12'), undefined);
});

test('a new version is the lock time, or just past an existing version that is not older', () => {
  const lock = Date.UTC(2024, 0, 1);
  assert.equal(versionAfter(lock, undefined), '2024-01-01T00:00:00.000Z');
  assert.equal(versionAfter(lock, '2023-12-31T00:00:00.000Z'), '2024-01-01T00:00:00.000Z');
  assert.equal(versionAfter(lock, '2024-01-01T00:00:00.000Z'), '2024-01-01T00:00:00.001Z');
  assert.equal(versionAfter(lock, '2025-01-01T00:00:00.000Z'), '2025-01-01T00:00:00.001Z');
});
