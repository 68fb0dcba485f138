// SIGTERM stops a spawned server within a bounded time, even while a query runs.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './child-process.ts';

// Metadata tables cross-joined: 10^15 combinations to count; runs until interrupted.
const SLOW = `SELECT COUNT(*) AS "n" FROM ${Array.from({ length: 6 }, (_, i) => `INFORMATION_SCHEMA.COLUMNS c${i}`).join(', ')}`;

test('SIGTERM with a query running: the server exits by itself', {
  timeout: 300_000,
}, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stop-test-'));
  // A port nothing listens on (a random one once collided with another test's).
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      ANALYTICS_PORT: String(port),
      ANALYTICS_BIND: '127.0.0.1',
      ANALYTICS_DATA_DIR: dataDir,
      ANALYTICS_STOP_TIMEOUT_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    // Up to 120 s to start: slow on a loaded machine; only a hang should fail here.
    for (let i = 0; i < 1200 && !output.includes('listening'); i++) await delay(100);
    assert.match(output, /listening/);
    const query = fetch(`http://127.0.0.1:${port}/analytics/v2/sql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SLOW }),
    }).then(
      (response) => response.status,
      () => 'connection lost',
    );
    await delay(700);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    // It exits by itself (its handler's process.exit, within ANALYTICS_STOP_TIMEOUT_MS by its own timer), not by the
    // signal's default action; how long it took is not asserted, a loaded machine stretches it.
    const [code, signal] = await exited;
    assert.equal(signal, null, `ended by ${String(signal)}`);
    assert.ok(code === 0 || code === 1, `exit code ${String(code)}`);
    assert.notEqual(await query, 200);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
