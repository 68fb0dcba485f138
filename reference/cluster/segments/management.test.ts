// Kill: the unused segments' rows and deep-storage files go, with the directories they leave empty; used ones stay.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { openSqliteStore } from '../../store/sqlite/open.ts';
import type { NewSegment } from '../../store/store.ts';
import { DAY_MS, daySegment, SEP12 } from '../../test-support/day-segment.ts';
import { DEEP_STORAGE_DIR, segmentFilePath } from '../deep-storage.ts';
import { killUnusedSegments, markListedUsed, markUnused, markUsed } from './management.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'segment-management-test-'));
const store = openSqliteStore(dataDir);
after(() => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const D = DAY_MS;
const VERSION = '2024-01-01T00:00:00.000Z';
const NOW = Date.UTC(2024, 2, 1);

/** A published segment of one day whose file exists in deep storage. */
function published(datasource: string, day: number): NewSegment {
  const interval = { start: SEP12 + day * D, end: SEP12 + (day + 1) * D };
  const path = segmentFilePath(dataDir, { datasource, interval, version: VERSION, partitionNum: 0 });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'parquet');
  const segment = daySegment(datasource, day, VERSION, { size: 7, path });
  store.transaction(() => store.segments.publish([segment], NOW));
  return segment;
}

test('a kill deletes the unused segments inside the interval, rows and files, and leaves used ones', () => {
  const [a, b, c] = [0, 1, 2].map((day) => published('wiki', day));
  assert.ok(a?.path && b?.path && c?.path);
  assert.equal(markUnused(store, 'wiki', { ids: [a.id, b.id] }, NOW), 2);
  const killed = killUnusedSegments(store, dataDir, 'wiki', { start: SEP12, end: SEP12 + 3 * D });
  assert.deepEqual(
    killed.map((s) => s.id),
    [a.id, b.id],
  );
  assert.equal(store.segments.get(a.id), undefined);
  assert.equal(existsSync(a.path), false);
  // The emptied time-chunk directories go too; the datasource's directory stays while it holds a file.
  assert.equal(existsSync(dirname(dirname(dirname(a.path)))), false);
  assert.equal(existsSync(c.path), true);
  assert.equal(markUsed(store, 'wiki', { ids: [a.id, c.id] }, NOW), 0);
});

test('a markUsed list naming a removed segment is refused as a whole; an unknown datasource counts 0', () => {
  const [a, b] = [0, 1].map((day) => published('listed', day));
  assert.ok(a && b);
  markUnused(store, 'listed', { ids: [a.id, b.id] }, NOW);
  killUnusedSegments(store, dataDir, 'listed', { start: SEP12, end: SEP12 + D });
  assert.throws(() => markListedUsed(store, 'listed', [a.id, b.id], NOW), /name no segment/);
  assert.throws(() => markListedUsed(store, 'listed', [b.id, 'not-a-segment'], NOW), /not-a-segment/);
  assert.equal(store.segments.get(b.id)?.used, false);
  assert.equal(markListedUsed(store, 'listed', [b.id, b.id], NOW), 1);
  assert.equal(markListedUsed(store, 'listed_missing', [b.id], NOW), 0);
});

test('killing the last segment of a datasource leaves deep storage itself in place', () => {
  const only = published('alone', 0);
  assert.ok(only.path);
  markUnused(store, 'alone', { all: true }, NOW);
  killUnusedSegments(store, dataDir, 'alone', { start: SEP12, end: SEP12 + D });
  assert.equal(existsSync(join(dataDir, DEEP_STORAGE_DIR, 'alone')), false);
  assert.equal(existsSync(join(dataDir, DEEP_STORAGE_DIR)), true);
});
