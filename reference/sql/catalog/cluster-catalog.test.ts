// The cluster catalog keeps a datasource's table while its segments stay the same, and builds it anew when they change.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { everythingVisibleServed } from '../../cluster/coordinator/serving.ts';
import { openSqliteStore } from '../../store/sqlite/open.ts';
import type { NewSegment } from '../../store/store.ts';
import { daySegment } from '../../test-support/day-segment.ts';
import { clusterCatalog } from './cluster-catalog.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cluster-catalog-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const VERSION = '2024-01-01T00:00:00.000Z';

/** A file with Parquet's frame (magic, an empty footer, magic): the catalog checks each segment file's frame. */
function parquetFrame(path: string): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.from('PAR1\0\0\0\0PAR1', 'latin1'));
  return path;
}

const segment = (datasource: string, day: number, columns: readonly string[]): NewSegment =>
  daySegment(datasource, day, VERSION, {
    numRows: 10,
    size: 1000,
    columns: [
      { name: '__time', type: 'LONG' },
      ...columns.map((name) => ({ name, type: 'STRING' as const })),
    ],
    dimensions: [...columns],
    path: parquetFrame(join(dataDir, 'deep-storage', datasource, String(day), 'segment.parquet')),
  });

test('a datasource table is built once while its segments stay the same, and again when they change', () => {
  const store = openSqliteStore(dataDir);
  try {
    const { segments, tasks } = store;
    const catalog = clusterCatalog({
      segments,
      tasks,
      servers: () => [],
      serving: everythingVisibleServed(segments),
    });
    assert.equal(catalog.table('druid', 'wiki'), undefined);

    segments.publish([segment('wiki', 0, ['page'])], Date.UTC(2024, 0, 1));
    const first = catalog.table('druid', 'wiki');
    assert.ok(first);
    assert.equal(catalog.table(undefined, 'wiki'), first, 'the same segments give the same table');
    assert.match(first.sourceSql(), /\/0\/segment\.parquet/);
    assert.equal(first.sourceSql(), first.sourceSql());

    segments.publish([segment('wiki', 1, ['page', 'user'])], Date.UTC(2024, 0, 2));
    const second = catalog.table('druid', 'wiki');
    assert.ok(second);
    assert.notEqual(second, first, 'a new segment gives a new table');
    assert.deepEqual(
      second.columns.map((column) => column.name),
      ['__time', 'page', 'user'],
    );
    assert.match(second.sourceSql(), /\/1\/segment\.parquet/);

    segments.markUnused([segment('wiki', 0, []).id, segment('wiki', 1, []).id], Date.UTC(2024, 0, 3));
    assert.equal(catalog.table('druid', 'wiki'), undefined, 'no segment left: the datasource is unknown');
  } finally {
    store.close();
  }
});
