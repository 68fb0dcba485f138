// Crash test: the reference process is killed (SIGKILL) mid-task and restarted on the same data directory.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inlineCsv, slowInsert } from '../../test-support/task-server.ts';
import { DEEP_STORAGE_DIR } from '../deep-storage.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `reference/main.ts` as `npm start` does; resolves with its base URL once it answers. */
async function startReference(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env = {
    ...process.env,
    ANALYTICS_DATA_DIR: dataDir,
    ANALYTICS_PORT: String(port),
    ANALYTICS_BIND: '127.0.0.1',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  // Up to 120 s: a start is slow on a loaded machine, and only a hang should fail here.
  for (let i = 0; i < 2400 && child.exitCode === null; i++) {
    if (
      await fetch(`${url}/analytics/indexer/v1/workers`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await delay(50);
  }
  throw new Error('the reference did not start');
}

const post = async (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
interface Status {
  readonly statusCode: string;
  readonly errorMsg: string | null;
}
const status = async (url: string, taskId: string): Promise<Status> =>
  ((await (await fetch(`${url}/analytics/indexer/v1/task/${taskId}/status`)).json()) as { status: Status })
    .status;
const sql = async (url: string, query: string) =>
  post(`${url}/analytics/v2/sql`, { query, resultFormat: 'array' });

async function submit(url: string, query: string): Promise<string> {
  const response = await post(`${url}/analytics/v2/sql/task`, { query });
  assert.equal(response.status, 202);
  return ((await response.json()) as { taskId: string }).taskId;
}

/** Files under the datasource's directory in deep storage. */
function deepStorageFiles(datasource: string): string[] {
  const dir = join(dataDir, DEEP_STORAGE_DIR, datasource);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
}

test('a task killed with the server ends FAILED after the restart and leaves no segment or file behind', {
  // A hang guard: two starts of the server under a heavy load took longer than a minute.
  timeout: 300_000,
}, async () => {
  const first = await startReference();
  const kept = await submit(
    first.url,
    `INSERT INTO "kept" SELECT TIME_PARSE("time") AS "__time", "page" FROM ${inlineCsv(['2015-09-12T00:00:00Z,a'], ['time', 'page'])} PARTITIONED BY DAY`,
  );
  while ((await status(first.url, kept)).statusCode === 'RUNNING') await delay(20);
  const killed = await submit(first.url, slowInsert('killed'));
  await delay(300);
  assert.equal((await status(first.url, killed)).statusCode, 'RUNNING', 'the slow task is still running');
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  // As a publish killed between moving its files into deep storage and committing them would leave it.
  const moved = join(dataDir, DEEP_STORAGE_DIR, 'killed', 'chunk', 'version', '0');
  mkdirSync(moved, { recursive: true });
  writeFileSync(join(moved, 'segment.parquet'), 'not committed');

  const second = await startReference();
  const task = await status(second.url, killed);
  assert.equal(task.statusCode, 'FAILED');
  assert.equal(task.errorMsg, 'Task was interrupted by a server restart');
  assert.equal((await status(second.url, `${killed}-worker0_0`)).statusCode, 'FAILED');
  const report = await (await fetch(`${second.url}/analytics/indexer/v1/task/${killed}/reports`)).text();
  assert.match(report, /"errorReport":\{[^}]*"error":\{"errorCode":"UnknownError"/);

  const segments = await sql(
    second.url,
    `SELECT "segment_id" FROM sys.segments WHERE "datasource" = 'killed'`,
  );
  assert.equal((await segments.text()).trim(), '[]');
  assert.equal(
    (await sql(second.url, 'SELECT COUNT(*) FROM "killed"')).status,
    400,
    'the datasource is unknown',
  );
  assert.deepEqual(deepStorageFiles('killed'), []);
  assert.equal(
    existsSync(join(dataDir, DEEP_STORAGE_DIR, 'killed')),
    false,
    'empty directories are gone too',
  );
  assert.equal(existsSync(join(dataDir, 'tmp')), false, 'staged files are gone');
  // What was published before the crash stays.
  assert.equal((await (await sql(second.url, 'SELECT COUNT(*) FROM "kept"')).text()).trim(), '[[1]]');
  assert.deepEqual(deepStorageFiles('kept'), ['segment.parquet']);
  second.child.kill('SIGTERM');
  await new Promise((resolve) => second.child.once('exit', resolve));
});
