// Druid's timeline rule: higher versions that cover a segment's interval overshadow it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { covers, overshadowedIds, type TimelineEntry } from './overshadow.ts';

const H = 3_600_000;
const seg = (id: string, start: number, end: number, version: string, used = true): TimelineEntry => ({
  id,
  datasource: 'ds',
  start: start * H,
  end: end * H,
  version,
  used,
});

test('covers needs the union of pieces to reach both ends without gaps', () => {
  assert.equal(
    covers(
      [
        { start: 0, end: 5 },
        { start: 5, end: 10 },
      ],
      { start: 0, end: 10 },
    ),
    true,
  );
  assert.equal(
    covers(
      [
        { start: 0, end: 4 },
        { start: 5, end: 10 },
      ],
      { start: 0, end: 10 },
    ),
    false,
  );
  assert.equal(covers([{ start: -5, end: 20 }], { start: 0, end: 10 }), true);
});

test('a day is overshadowed by newer hours only once they cover the whole day', () => {
  const dayOld = seg('day', 0, 24, 'v1');
  const firstHalf = seg('am', 0, 12, 'v2');
  assert.deepEqual([...overshadowedIds([dayOld, firstHalf])], []);
  assert.deepEqual([...overshadowedIds([dayOld, firstHalf, seg('pm', 12, 24, 'v3')])], ['day']);
});

test('lower or equal versions, unused segments and other datasources never overshadow', () => {
  const a = seg('a', 0, 24, 'v2');
  assert.deepEqual([...overshadowedIds([a, seg('b', 0, 24, 'v1')])], ['b']);
  assert.deepEqual([...overshadowedIds([a, seg('c', 0, 24, 'v2')])], []);
  assert.deepEqual([...overshadowedIds([seg('d', 0, 24, 'v1'), seg('e', 0, 24, 'v9', false)])], []);
  assert.deepEqual(
    [...overshadowedIds([seg('f', 0, 24, 'v1'), { ...seg('g', 0, 24, 'v9'), datasource: 'x' }])],
    [],
  );
});
