// Unit tests of the query time zone: parsing, offsets across DST, and ISO rendering.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatInstant, localToInstant, offsetMinutesAt, parseTimeZone, UTC } from './time-zone.ts';

test('zone names and offsets parse; unknown names do not', () => {
  assert.deepEqual(parseTimeZone('UTC'), UTC);
  assert.deepEqual(parseTimeZone('-08:00'), { kind: 'offset', minutes: -480, id: '-08:00' });
  assert.equal(parseTimeZone('America/Los_Angeles')?.kind, 'region');
  assert.equal(parseTimeZone('Mars/Olympus'), undefined);
});

test('a region zone follows daylight saving time', () => {
  const zone = parseTimeZone('America/Los_Angeles') ?? UTC;
  assert.equal(offsetMinutesAt(zone, Date.parse('2015-09-12T00:00:00Z')), -420);
  assert.equal(offsetMinutesAt(zone, Date.parse('2015-01-12T00:00:00Z')), -480);
});

test('instants render in the zone with their offset, UTC with Z', () => {
  const zone = parseTimeZone('America/Los_Angeles') ?? UTC;
  const instant = Date.parse('2015-09-12T00:47:53.259Z');
  assert.equal(formatInstant(UTC, instant), '2015-09-12T00:47:53.259Z');
  assert.equal(formatInstant(zone, instant), '2015-09-11T17:47:53.259-07:00');
  assert.equal(formatInstant(parseTimeZone('+05:30') ?? UTC, instant), '2015-09-12T06:17:53.259+05:30');
});

test('a wall-clock time maps back to its instant', () => {
  const zone = parseTimeZone('America/Los_Angeles') ?? UTC;
  assert.equal(
    localToInstant(zone, Date.parse('2015-09-11T17:47:53.259Z')),
    Date.parse('2015-09-12T00:47:53.259Z'),
  );
});
