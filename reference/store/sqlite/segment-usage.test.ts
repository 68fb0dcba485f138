// Segment management on the segments table: marks by IDs, interval or datasource, overshadowing, deletes for kill.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { DAY_MS, daySegment, SEP12 } from '../../test-support/day-segment.ts';
import type { MetadataStore, NewSegment } from '../store.ts';
import { openSqliteStore } from './open.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'segment-usage-test-'));
const store: MetadataStore = openSqliteStore(dataDir);
after(() => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const D = DAY_MS;
const V1 = '2024-01-01T00:00:00.000Z';
const V2 = '2024-02-01T00:00:00.000Z';
const NOW = Date.UTC(2024, 2, 1);
const days = (from: number, to: number) => ({ start: SEP12 + from * D, end: SEP12 + to * D });

const segment = (datasource: string, day: number, version = V1): NewSegment =>
  daySegment(datasource, day, version, {
    path: join(dataDir, 'deep-storage', datasource, String(day), version, '0', 'segment.parquet'),
  });

/** Publishes one segment per day 0..2 of a fresh datasource. */
function threeDays(datasource: string): NewSegment[] {
  const segments = [0, 1, 2].map((day) => segment(datasource, day));
  store.transaction(() => store.segments.publish(segments, NOW));
  return segments;
}

const usedIds = (datasource: string) =>
  store.segments
    .all(datasource)
    .filter((s) => s.used)
    .map((s) => s.id);

test('markUnusedIn by IDs counts each used segment of the datasource once and ignores the rest', () => {
  const [a, b] = threeDays('ids');
  const [other] = threeDays('ids_other');
  assert.ok(a && b && other);
  const ids = [a.id, a.id, b.id, other.id, 'not-a-segment'];
  assert.equal(store.segments.markUnusedIn('ids', { ids }, NOW + 1), 2);
  assert.equal(store.segments.markUnusedIn('ids', { ids }, NOW + 2), 0);
  assert.equal(store.segments.get(other.id)?.used, true);
  assert.equal(store.segments.get(a.id)?.usedStatusLastUpdated, new Date(NOW + 1).toISOString());
  // The cached timeline follows the change.
  assert.equal(store.segments.visible('ids').length, 1);
});

test('markUnusedIn by interval takes only segments entirely inside: start inclusive, end exclusive', () => {
  const [a, b, c] = threeDays('interval');
  assert.ok(a && b && c);
  assert.equal(store.segments.markUnusedIn('interval', { interval: days(1, 2) }, NOW), 1);
  assert.deepEqual(usedIds('interval'), [a.id, c.id]);
  const overlapping = { start: SEP12 + D / 2, end: SEP12 + 2.5 * D };
  assert.equal(store.segments.markUnusedIn('interval', { interval: overlapping }, NOW), 0);
  const oneMsShort = { start: SEP12, end: SEP12 + D - 1 };
  assert.equal(store.segments.markUnusedIn('interval', { interval: oneMsShort }, NOW), 0);
  assert.equal(store.segments.markUnusedIn('interval', { all: true }, NOW), 2);
  assert.deepEqual(usedIds('interval'), []);
});

test('markUsedIn revives unused segments, but never one a used newer version overshadows', () => {
  const [a, b] = threeDays('revive');
  assert.ok(a && b);
  const newer = segment('revive', 0, V2);
  store.transaction(() => store.segments.publish([newer], NOW));
  assert.equal(store.segments.markUnusedIn('revive', { ids: [a.id, b.id] }, NOW), 2);
  assert.equal(store.segments.markUsedIn('revive', { ids: [a.id] }, NOW), 0);
  assert.equal(store.segments.markUsedIn('revive', { all: true }, NOW), 1);
  assert.equal(store.segments.get(b.id)?.used, true);
  // Once the newer version is unused too, only the used timeline decides: both come back, the old one overshadowed.
  store.segments.markUnusedIn('revive', { ids: [newer.id] }, NOW);
  assert.equal(store.segments.markUsedIn('revive', { interval: days(0, 1) }, NOW), 2);
  assert.deepEqual(
    store.segments.visible('revive').map((s) => s.id),
    [newer.id, b.id, segment('revive', 2).id],
  );
  store.segments.markUnusedIn('revive', { ids: [a.id, newer.id] }, NOW);
  assert.equal(store.segments.markUsedIn('revive', { ids: [a.id] }, NOW), 1);
});

test('deleteUnused removes only unused segments entirely inside the interval and returns them', () => {
  const [a, b, c] = threeDays('kill');
  assert.ok(a && b && c);
  store.segments.markUnusedIn('kill', { ids: [a.id, b.id] }, NOW);
  const killed = store.segments.deleteUnused('kill', { start: SEP12 + D / 2, end: SEP12 + 3 * D });
  assert.deepEqual(
    killed.map((s) => s.id),
    [b.id],
  );
  assert.equal(killed[0]?.path, b.path);
  assert.equal(store.segments.get(b.id), undefined);
  assert.equal(store.segments.get(a.id)?.used, false);
  assert.equal(store.segments.get(c.id)?.used, true);
  assert.deepEqual(
    store.segments.deleteUnused('kill', days(0, 3)).map((s) => s.id),
    [a.id],
  );
  assert.deepEqual(store.segments.deleteUnused('kill', days(0, 3)), []);
  assert.deepEqual(usedIds('kill'), [c.id]);
});
