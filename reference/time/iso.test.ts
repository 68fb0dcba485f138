// Unit tests of the ISO 8601 parsing shared by every endpoint that takes an instant, period or interval.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatInstant, parseInstant, parseInterval, parsePeriod } from './iso.ts';

test('instants without a zone are UTC; offsets are applied', () => {
  assert.equal(parseInstant('2024-01-01'), Date.UTC(2024, 0, 1));
  assert.equal(parseInstant('2024-01-01T10:00:00.250Z'), Date.UTC(2024, 0, 1, 10, 0, 0, 250));
  assert.equal(parseInstant('2024-01-01T10:00+02:00'), Date.UTC(2024, 0, 1, 8));
});

test('impossible dates and garbage are not instants', () => {
  for (const text of ['2024-02-30', '2024-13-01', 'yesterday', '', '2024-01-01T25:00']) {
    assert.equal(parseInstant(text), undefined, text);
  }
});

test('periods parse every designator', () => {
  assert.deepEqual(parsePeriod('P1Y2M3W4DT5H6M7.5S'), {
    years: 1,
    months: 2,
    weeks: 3,
    days: 4,
    hours: 5,
    minutes: 6,
    seconds: 7.5,
  });
  for (const text of ['P', 'PT', '1D', 'P1H']) assert.equal(parsePeriod(text), undefined, text);
});

test('intervals take start/end, start/period and period/end', () => {
  const day = { start: Date.UTC(2024, 0, 1), end: Date.UTC(2024, 0, 2) };
  assert.deepEqual(parseInterval('2024-01-01/2024-01-02'), day);
  assert.deepEqual(parseInterval('2024-01-01/P1D'), day);
  assert.deepEqual(parseInterval('P1D/2024-01-02'), day);
  assert.deepEqual(parseInterval('2024-01-01_2024-01-02', '_'), day);
  assert.deepEqual(parseInterval('2024-01-31/P1M'), {
    start: Date.UTC(2024, 0, 31),
    end: Date.UTC(2024, 1, 29),
  });
});

test('malformed intervals and an end before the start are rejected', () => {
  for (const text of [
    '2024-01-02/2024-01-01',
    '2024-01-01',
    'a/b',
    'P1D/P1D',
    '2024-01-01/2024-01-02/2024-01-03',
  ]) {
    assert.equal(parseInterval(text), undefined, text);
  }
});

test('formatted instants are UTC ISO 8601 with milliseconds', () => {
  assert.equal(formatInstant(Date.UTC(2015, 8, 12, 1, 2, 3, 4)), '2015-09-12T01:02:03.004Z');
});
