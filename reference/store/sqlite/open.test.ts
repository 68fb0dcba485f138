// Unit tests of the SQLite metadata store: migrations, transactions, audit ordering and persistence.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openSqliteStore } from './open.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const who = { author: 'a', comment: 'c', ip: '127.0.0.1' };

test('configs and audit entries survive closing and reopening', () => {
  const store = openSqliteStore(dir);
  store.configs.set('coordinator.config', { maxSegmentsToMove: 7 });
  store.audit.add({ key: 'k', type: 't', auditInfo: who, payload: '{}', auditTime: 1000 });
  store.close();
  const reopened = openSqliteStore(dir);
  assert.deepEqual(reopened.configs.get('coordinator.config'), { maxSegmentsToMove: 7 });
  assert.equal(reopened.audit.find({ type: 't', limit: 10 }).length, 1);
  reopened.close();
});

test('a failed transaction leaves nothing behind', () => {
  const store = openSqliteStore(dir);
  assert.throws(() =>
    store.transaction(() => {
      store.configs.set('rolled-back', 1);
      throw new Error('boom');
    }),
  );
  assert.equal(store.configs.get('rolled-back'), undefined);
  store.close();
});

test('a window answers oldest first, both ends inclusive; a limit answers newest first', () => {
  const store = openSqliteStore(dir);
  for (const time of [10, 20, 30]) {
    store.audit.add({ key: 'w', type: 'order', auditInfo: who, payload: String(time), auditTime: time });
  }
  const window = store.audit.find({ type: 'order', window: { start: 10, end: 20 } });
  assert.deepEqual(
    window.map((e) => e.payload),
    ['10', '20'],
  );
  const newest = store.audit.find({ type: 'order', key: 'w', limit: 2 });
  assert.deepEqual(
    newest.map((e) => e.payload),
    ['30', '20'],
  );
  store.close();
});
