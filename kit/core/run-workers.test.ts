import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { joinRun, leaveRun } from './run-workers.ts';

test('the worker that leaves last is told so, with every prefix of the run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'run-'));
  joinRun(dir, 'kit_a_1');
  // Another worker of the run, still running.
  writeFileSync(join(dir, 'workers-running', '999999'), '');
  writeFileSync(join(dir, 'worker-prefixes', 'kit_b_2'), '');
  assert.deepEqual(leaveRun(dir), { last: false, prefixes: ['kit_a_1', 'kit_b_2'] });
  joinRun(dir, 'kit_a_1');
  writeFileSync(join(dir, 'workers-running', '999999'), '');
  rmSync(join(dir, 'workers-running', '999999'));
  assert.deepEqual(leaveRun(dir), { last: true, prefixes: ['kit_a_1', 'kit_b_2'] });
});

test('a directory the run never made leaves nothing to retire', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'run-')), 'gone');
  assert.deepEqual(leaveRun(dir), { last: true, prefixes: [] });
});
