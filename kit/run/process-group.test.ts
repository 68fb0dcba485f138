import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { spawnGroup } from './process-group.ts';

// A child that starts a long-lived grandchild and writes its pid to a file, as Cucumber starts its workers.
const PARENT = `
const { spawn } = require('node:child_process');
const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
require('node:fs').writeFileSync(process.argv[1], String(grandchild.pid));
setInterval(() => {}, 1000);
`;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 60 && alive(pid); i++) await delay(50);
  return !alive(pid);
}

async function startParent(): Promise<{ run: ReturnType<typeof spawnGroup>; grandchild: number }> {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'group-')), 'pid');
  const run = spawnGroup(process.execPath, ['-e', PARENT, pidFile], {});
  for (let i = 0; i < 200; i++) {
    const text = (() => {
      try {
        return readFileSync(pidFile, 'utf8');
      } catch {
        return '';
      }
    })();
    if (text !== '') return { run, grandchild: Number.parseInt(text, 10) };
    await delay(25);
  }
  throw new Error('the child never started its grandchild');
}

test('a stop signal to the kit stops the child and the processes it started', async () => {
  const { run, grandchild } = await startParent();
  assert.ok(alive(grandchild));
  process.emit('SIGTERM', 'SIGTERM');
  assert.equal(await run.ended, 143, 'ended as a shell reports SIGTERM');
  assert.equal(run.interruptedBy(), 'SIGTERM');
  assert.ok(await gone(grandchild), 'the grandchild outlived the stop');
  assert.equal(process.listenerCount('SIGTERM'), 0, 'the handlers stay installed after the run');
});

test('stop passes the signal to the whole group', async () => {
  const { run, grandchild } = await startParent();
  run.stop('SIGINT');
  assert.equal(await run.ended, 130);
  assert.ok(await gone(grandchild));
});

test("a child's own exit code is the run's, and nothing it started outlives it", async () => {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'group-')), 'pid');
  const leaver = `${PARENT.replace('setInterval(() => {}, 1000);\n', '')} process.exit(3);`;
  const run = spawnGroup(process.execPath, ['-e', leaver, pidFile], {});
  assert.equal(await run.ended, 3);
  assert.equal(run.interruptedBy(), undefined);
  assert.ok(
    await gone(Number.parseInt(readFileSync(pidFile, 'utf8'), 10)),
    'an orphaned grandchild was left',
  );
});
