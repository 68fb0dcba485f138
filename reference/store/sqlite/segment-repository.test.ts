// The segments table: publishing, the visible timeline, overshadowing by newer versions, tombstones, used flags.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, test } from 'node:test';
import { daySegment } from '../../test-support/day-segment.ts';
import type { NewSegment } from '../store.ts';
import { openSqliteStore } from './open.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'segments-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function segment(
  datasource: string,
  day: number,
  version: string,
  extra: Partial<NewSegment> = {},
): NewSegment {
  const tombstone = extra.tombstone ?? false;
  return daySegment(datasource, day, version, {
    numRows: tombstone ? 0 : 10,
    size: tombstone ? 1 : 1000,
    columns: tombstone
      ? []
      : [
          { name: '__time', type: 'LONG' },
          { name: 'page', type: 'STRING' },
        ],
    dimensions: tombstone ? [] : ['page'],
    path: tombstone
      ? null
      : join(dataDir, 'deep-storage', datasource, String(day), version, 'segment.parquet'),
    ...extra,
  });
}

const V1 = '2024-01-01T00:00:00.000Z';
const V2 = '2024-02-01T00:00:00.000Z';
const NOW = Date.UTC(2024, 2, 1);

test('published segments read back with the DataSegment payload and an absolute path', () => {
  const store = openSqliteStore(dataDir);
  const s = segment('payload', 0, V1);
  store.transaction(() => store.segments.publish([s], NOW));
  const record = store.segments.get(s.id);
  assert.ok(record);
  assert.equal(record.path, s.path);
  assert.equal(record.used, true);
  assert.equal(record.createdDate, '2024-03-01T00:00:00.000Z');
  assert.deepEqual(record.payload, {
    dataSource: 'payload',
    interval: '2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z',
    version: V1,
    loadSpec: { type: 'local', path: s.path },
    dimensions: 'page',
    metrics: '',
    shardSpec: { type: 'numbered', partitionNum: 0, partitions: 1 },
    binaryVersion: 9,
    size: 1000,
    identifier: 'payload_2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z_2024-01-01T00:00:00.000Z',
  });
  store.close();
  // Stored relative to the data directory, so the directory can move.
  const db = new DatabaseSync(join(dataDir, 'metadata.sqlite'));
  const row = db.prepare('SELECT path FROM segments WHERE id = ?').get(s.id) as { path: string };
  db.close();
  assert.equal(row.path, join('deep-storage', 'payload', '0', V1, 'segment.parquet'));
});

test('a REPLACE-style newer version overshadows the old one, which stays used; tombstones are not visible', () => {
  const store = openSqliteStore(dataDir);
  const old0 = segment('wiki', 0, V1);
  const old1 = segment('wiki', 1, V1);
  store.transaction(() => store.segments.publish([old0, old1], NOW));
  const new0 = segment('wiki', 0, V2);
  const tomb1 = segment('wiki', 1, V2, { tombstone: true });
  store.transaction(() => store.segments.publish([new0, tomb1], NOW));

  assert.deepEqual(
    store.segments.visible('wiki').map((s) => s.id),
    [new0.id],
  );
  const all = new Map(store.segments.all('wiki').map((s) => [s.id, s]));
  assert.equal(all.get(old0.id)?.overshadowed, true);
  assert.equal(all.get(old1.id)?.overshadowed, true);
  assert.equal(all.get(old0.id)?.used, true);
  assert.equal(all.get(tomb1.id)?.payload.shardSpec.type, 'tombstone');
  assert.deepEqual(all.get(tomb1.id)?.payload.loadSpec, { type: 'tombstone' });
  store.close();
});

test('datasources are those with a visible segment; marking unused and used changes only what differs', () => {
  const store = openSqliteStore(dataDir);
  const only = segment('gone', 0, V1);
  const tombOnly = segment('tombs', 0, V1, { tombstone: true });
  store.transaction(() => store.segments.publish([only, tombOnly], NOW));
  assert.ok(store.segments.datasources().includes('gone'));
  assert.ok(!store.segments.datasources().includes('tombs'));

  assert.equal(store.segments.markUnused([only.id, only.id, 'missing'], NOW + 1), 1);
  assert.equal(store.segments.markUnused([only.id], NOW + 2), 0);
  assert.ok(!store.segments.datasources().includes('gone'));
  const unused = store.segments.get(only.id);
  assert.equal(unused?.used, false);
  assert.equal(unused?.usedStatusLastUpdated, new Date(NOW + 1).toISOString());
  assert.equal(store.segments.all('gone')[0]?.overshadowed, false);

  assert.equal(store.segments.markUsed([only.id], NOW + 3), 1);
  assert.deepEqual(
    store.segments.visible('gone').map((s) => s.id),
    [only.id],
  );
  store.close();
});

test('a failed transaction publishes nothing', () => {
  const store = openSqliteStore(dataDir);
  const a = segment('atomic', 0, V1);
  assert.throws(() => store.transaction(() => store.segments.publish([a, a], NOW)));
  assert.equal(store.segments.get(a.id), undefined);
  store.close();
});
