// The startup sweep of deep storage: files no segment names go, with the directories they leave empty.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { DEEP_STORAGE_DIR, removeUnpublished } from './deep-storage.ts';

test('unnamed files are deleted, named ones kept, even with a relative data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sweep-test-'));
  try {
    const file = (...parts: string[]) => {
      const path = join(dataDir, DEEP_STORAGE_DIR, ...parts);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, 'x');
      return path;
    };
    const kept = file('ds', 'chunk', 'v1', '0', 'segment.parquet');
    const stray = file('ds', 'chunk', 'v2', '0', 'segment.parquet');
    assert.equal(removeUnpublished(relative(process.cwd(), dataDir), new Set([kept])), 1);
    assert.equal(existsSync(kept), true);
    assert.equal(existsSync(stray), false);
    assert.equal(existsSync(join(dataDir, DEEP_STORAGE_DIR, 'ds', 'chunk', 'v2')), false);
    assert.equal(removeUnpublished(join(dataDir, 'elsewhere'), new Set()), 0, 'no deep storage yet');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
