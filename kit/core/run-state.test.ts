// Unit tests of the run's shared state directory: made before the workers use it, removed only by its owner.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { makeRunState, runStateDir } from './run-state.ts';
import { FileSlots } from './shared-slots.ts';

test('the state outlives any number of loads and goes only when the run removes it', async (t) => {
  const reports = mkdtempSync(join(tmpdir(), 'run-state-'));
  t.after(() => rmSync(reports, { recursive: true, force: true }));
  const dir = runStateDir(reports, 'run1');
  const state = makeRunState(dir);
  const [first, second] = [new FileSlots(join(dir, 'slots'), 1, 5), new FileSlots(join(dir, 'slots'), 1, 5)];
  assert.equal(await first.use(1, async () => 'one'), 'one');
  // The first worker is done; the second still loads, twice, with nothing held in between.
  assert.equal(await second.use(1, async () => 'two'), 'two');
  assert.equal(await second.use(1, async () => 'three'), 'three');
  state.remove();
  assert.equal(existsSync(dir), false);
  assert.equal(existsSync(join(reports, '.kit-state')), false, 'the parent goes with the last run');
});

test("removing one run's state leaves another run's alone", (t) => {
  const reports = mkdtempSync(join(tmpdir(), 'run-state-'));
  t.after(() => rmSync(reports, { recursive: true, force: true }));
  const [one, other] = [makeRunState(runStateDir(reports, 'a')), makeRunState(runStateDir(reports, 'b'))];
  writeFileSync(join(runStateDir(reports, 'b'), 'capabilities.json'), '{}');
  one.remove();
  assert.equal(existsSync(join(runStateDir(reports, 'b'), 'capabilities.json')), true);
  other.remove();
});
