import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { claimReportDir, reportDirHolder } from './report-lock.ts';

test('a directory held by a live run is refused, and free again once released or its run is gone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'report-lock-'));
  try {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, '.kit-run.pid'), String(other.pid));
    assert.deepEqual(claimReportDir(dir), { heldBy: other.pid });
    other.kill();
    await new Promise((done) => other.once('exit', done));
    assert.equal(reportDirHolder(dir), undefined);
    const claim = claimReportDir(dir);
    assert.ok('release' in claim);
    claim.release();
    assert.equal(reportDirHolder(dir), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
