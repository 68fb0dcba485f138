// SIGTERM stops a spawned server within a bounded time, even while a query runs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';

// Metadata tables cross-joined: 10^15 combinations to count; runs until interrupted.
const SLOW = `SELECT COUNT(*) AS "n" FROM ${Array.from({ length: 6 }, (_, i) => `INFORMATION_SCHEMA.COLUMNS c${i}`).join(', ')}`;

test('SIGTERM with a query running: the server exits within the stop bound', {
  timeout: 60_000,
}, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stop-test-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
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
    for (let i = 0; i < 300 && !output.includes('listening'); i++) await delay(100);
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
    const started = Date.now();
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
    const elapsed = Date.now() - started;
    assert.ok(elapsed < 7000, `exited after ${elapsed} ms`);
    assert.notEqual(await query, 200);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
