// Storage faults are told with their cause (issue 30, item 4): a full disk or a read-only store, never a bare 500.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { ApiError } from './api-error.ts';
import { storageFaultOf } from './storage-fault.ts';

test('SQLite refusing a write and a full or read-only file system are storage faults, with their cause', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storage-fault-'));
  try {
    const db = new DatabaseSync(join(dir, 'x.sqlite'));
    db.exec('CREATE TABLE t (x)');
    db.exec('PRAGMA query_only = ON');
    let refused: unknown;
    try {
      db.exec('INSERT INTO t VALUES (1)');
    } catch (error) {
      refused = error;
    }
    db.close();
    // query_only answers SQLITE_READONLY, as a database SQLite opened read-only does.
    assert.match(storageFaultOf(refused) ?? '', /readonly/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const noSpace = Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    syscall: 'write',
  });
  assert.equal(storageFaultOf(noSpace), 'ENOSPC (write)');
  assert.equal(storageFaultOf(new Error('something else')), undefined);
  assert.equal(storageFaultOf(new SyntaxError('x')), undefined);
  const answer = ApiError.of('storageFault', { detail: 'database or disk is full' });
  assert.equal(answer.status, 500);
  assert.equal(answer.message, 'The server cannot write its storage: database or disk is full');
});
