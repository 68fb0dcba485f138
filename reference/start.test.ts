// `npm start` as an operator meets it (issue 30): a port in use or a metadata store it cannot write stop the start with
// one line, and the data directory (password hashes, task payloads) is readable by its owner only.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { spawnReference, waitUntilReady } from './child-process.ts';
import { METADATA_FILE, openSqliteStore } from './store/sqlite/open.ts';

const root = mkdtempSync(join(tmpdir(), 'start-test-'));
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Starts the reference as `npm start` does; resolves with what it printed once it exits (or is stopped). */
async function run(dataDir: string, stop?: (baseUrl: string) => Promise<void>) {
  const { child, baseUrl } = await spawnReference(dataDir, ['ignore', 'pipe', 'pipe']);
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.resume();
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  if (stop !== undefined) {
    await waitUntilReady(baseUrl, child);
    await stop(baseUrl);
    child.kill('SIGTERM');
  }
  const code = await exited;
  return { code, stderr };
}

test('a port in use stops the start with one line naming the port', async () => {
  const blocker = createServer();
  await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
  const { port } = blocker.address() as { port: number };
  try {
    const { child, baseUrl } = await spawnReference(join(root, 'port'), ['ignore', 'pipe', 'pipe'], [], port);
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    assert.equal(code, 1);
    assert.equal(stderr.trim().split('\n').length, 1, stderr);
    assert.match(
      stderr,
      new RegExp(`reference server not started: port ${port} on 127\\.0\\.0\\.1 is in use`),
    );
    assert.ok(baseUrl.endsWith(`:${port}`));
  } finally {
    blocker.close();
  }
});

test('a metadata store SQLite may only read stops the start with one line', async () => {
  const dataDir = join(root, 'read-only');
  openSqliteStore(dataDir).close();
  // A file format write version above 2 makes SQLite open the database read-only, for root too (sqlite.org/fileformat).
  const fd = openSync(join(dataDir, METADATA_FILE), 'r+');
  writeSync(fd, Buffer.from([3]), 0, 1, 18);
  closeSync(fd);
  const { code, stderr } = await run(dataDir);
  assert.equal(code, 1);
  assert.equal(stderr.trim().split('\n').length, 1, stderr);
  assert.match(
    stderr,
    /reference server not started: the metadata store \[.*\] cannot be opened for writing: .*readonly/,
  );
});

test('a metadata file the user may not write stops the start too (not as root, which may write anything)', {
  skip: process.getuid?.() === 0 ? 'root writes a read-only file' : false,
}, async () => {
  const dataDir = join(root, 'no-write');
  openSqliteStore(dataDir).close();
  chmodSync(join(dataDir, METADATA_FILE), 0o400);
  const { code, stderr } = await run(dataDir);
  assert.equal(code, 1);
  assert.match(stderr, /cannot be opened for writing/);
});

/** Every file and directory under `dir` with its permission bits. */
function modes(dir: string): [string, number][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => [
    name,
    statSync(join(dir, name)).mode & 0o777,
  ]);
}

test('the data directory and everything the server writes in it are its owner’s only', async () => {
  const dataDir = join(root, 'fresh', 'data');
  const { code } = await run(dataDir, async (baseUrl) => {
    const submit = await fetch(`${baseUrl}/analytics/v2/sql/task`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          "INSERT INTO private_rows SELECT TIMESTAMP '2015-09-12 00:00:00' AS __time, 'a' AS page PARTITIONED BY DAY",
      }),
    });
    assert.equal(submit.status, 202);
    const { taskId } = (await submit.json()) as { taskId: string };
    for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
      const status = await fetch(`${baseUrl}/analytics/indexer/v1/task/${taskId}/status`);
      const { statusCode } = ((await status.json()) as { status: { statusCode: string } }).status;
      if (statusCode !== 'RUNNING') return assert.equal(statusCode, 'SUCCESS');
      await delay(50);
    }
    assert.fail('the ingestion did not end');
  });
  assert.equal(code, 0);
  assert.equal(statSync(dataDir).mode & 0o777, 0o700);
  const written = modes(dataDir);
  assert.ok(
    written.some(([name]) => name.endsWith('.parquet')),
    JSON.stringify(written),
  );
  for (const [name, mode] of written) assert.equal(mode & 0o077, 0, `${name}: ${mode.toString(8)}`);
});
