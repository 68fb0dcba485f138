// Unit tests of the SQLite metadata store: migrations, transactions, audit ordering and persistence.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, test } from 'node:test';
import { openSqliteStore, transactions } from './open.ts';

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

test('a full database fails the transaction with its cause, and the next transaction runs (issue 30)', () => {
  const db = new DatabaseSync(join(dir, 'full.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x)');
  const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
  // SQLite's own limit on the file makes it full as a full disk does: SQLITE_FULL, and SQLite rolls back itself.
  db.exec(`PRAGMA max_page_count = ${pages + 1}`);
  let rolledBack = 0;
  const transaction = transactions(db, () => rolledBack++);
  assert.throws(
    () => transaction(() => db.prepare('INSERT INTO t VALUES (?)').run(Buffer.alloc(100_000))),
    /database or disk is full/,
  );
  assert.equal(rolledBack, 1);
  assert.equal(db.isTransaction, false);
  transaction(() => db.prepare('INSERT INTO t VALUES (?)').run(1));
  assert.deepEqual(
    db
      .prepare('SELECT x FROM t')
      .all()
      .map((row) => row.x),
    [1],
  );
  db.close();
});

test('a directory holding the store is created for its owner only', () => {
  const nested = join(dir, 'owner', 'data');
  openSqliteStore(nested).close();
  assert.equal(statSync(nested).mode & 0o777, 0o700);
});
