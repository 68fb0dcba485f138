// Compaction rows survive a restart: configurations (and deletions), segments' compaction state, task specs.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { NewSegment } from '../store.ts';
import { openSqliteStore } from './open.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'compaction-repository-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const segment: NewSegment = {
  id: 'wiki_2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z_v2',
  datasource: 'wiki',
  start: Date.UTC(2015, 8, 12),
  end: Date.UTC(2015, 8, 13),
  startIso: '2015-09-12T00:00:00.000Z',
  endIso: '2015-09-13T00:00:00.000Z',
  version: 'v2',
  partitionNum: 0,
  partitions: 1,
  numRows: 3,
  size: 500,
  columns: [{ name: '__time', type: 'LONG' }],
  dimensions: [],
  metrics: [],
  tombstone: false,
  path: join(dataDir, 'segment.parquet'),
  lastCompactionState: { partitionsSpec: { type: 'dynamic', maxRowsPerSegment: 5000000 } },
};

test('configurations, deletions, compaction states and task specs are still there after a restart', () => {
  const first = openSqliteStore(dataDir);
  first.transaction(() => {
    first.compaction.set('wiki', { dataSource: 'wiki', taskPriority: 25 }, 1);
    first.compaction.set('gone', { dataSource: 'gone' }, 2);
    first.compaction.set('gone', null, 3);
    first.segments.publish([segment], 4);
    first.tasks.add({
      id: 'compact-1',
      type: 'compact',
      groupId: 'compact-1',
      datasource: 'wiki',
      createdTime: 5,
      queueInsertionTime: 5,
      status: 'RUNNING',
      runnerStatus: 'PENDING',
      startTime: null,
      duration: -1,
      errorMsg: null,
      sqlRequest: { query: '', context: {}, parameters: [] },
      report: null,
      spec: { type: 'compact', dataSource: 'wiki' },
    });
  });
  first.close();
  const second = openSqliteStore(dataDir);
  try {
    assert.deepEqual(second.compaction.all(), [
      { datasource: 'gone', config: null },
      { datasource: 'wiki', config: { dataSource: 'wiki', taskPriority: 25 } },
    ]);
    assert.equal(second.compaction.get('gone'), undefined);
    const stored = second.segments.get(segment.id);
    assert.deepEqual(stored?.lastCompactionState, segment.lastCompactionState);
    assert.deepEqual(stored?.payload.lastCompactionState, segment.lastCompactionState);
    assert.deepEqual(second.tasks.get('compact-1')?.spec, { type: 'compact', dataSource: 'wiki' });
  } finally {
    second.close();
  }
});
