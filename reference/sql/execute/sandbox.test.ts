// DuckDB opened in its sandbox: even SQL that reached it could not leave the allowed directories or change a setting.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DuckEngine } from './duckdb.ts';
import { type EngineFailure, engineError, UNEXPECTED_QUERY_ERROR } from './engine-errors.ts';
import { quoteString } from './quote.ts';

const root = mkdtempSync(join(tmpdir(), 'duck-sandbox-'));
const allowed = join(root, 'allowed');
const outside = join(root, 'outside');
const canary = join(outside, 'canary.txt');
const SECRET = 'canary-secret-7f3a';
let duck: DuckEngine;

before(async () => {
  mkdirSync(allowed, { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(canary, SECRET);
  duck = await DuckEngine.open({ allowedDirectories: [allowed], spillDirectory: join(allowed, 'spill') });
});
after(async () => {
  await duck.close();
  rmSync(root, { recursive: true, force: true });
});

/** Runs `sql` straight on DuckDB and answers the error message, failing the test if it succeeded. */
async function refused(sql: string): Promise<string> {
  try {
    await duck.run(sql);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  assert.fail(`DuckDB ran: ${sql}`);
}

test('files inside the allowed directories can be written and read back', async () => {
  const file = join(allowed, 'segment.parquet');
  await duck.exec(`COPY (SELECT 42 AS x) TO ${quoteString(file)} (FORMAT parquet)`);
  const { rows } = await duck.run(`SELECT x FROM read_parquet(${quoteString(file)})`);
  assert.deepEqual(rows, [[42]]);
});

test('files outside them cannot be read, listed or written, even through ..', async () => {
  for (const sql of [
    `SELECT * FROM read_text(${quoteString(canary)})`,
    `SELECT * FROM read_text(${quoteString(join(allowed, '..', 'outside', 'canary.txt'))})`,
    `SELECT * FROM read_csv(${quoteString(canary)})`,
    `SELECT * FROM glob(${quoteString(join(outside, '*'))})`,
    "SELECT * FROM read_text('/etc/passwd')",
    `COPY (SELECT 1) TO ${quoteString(join(outside, 'written.csv'))}`,
    `ATTACH ${quoteString(join(outside, 'other.duckdb'))}`,
  ])
    assert.doesNotMatch(await refused(sql), new RegExp(SECRET), sql);
  assert.deepEqual(readdirSync(outside), ['canary.txt']);
});

test('the root directory is never allowed', async () => {
  await assert.rejects(DuckEngine.open({ allowedDirectories: [allowed, '/'] }), /root directory/);
});

test('no extension can be installed or loaded, and no remote file read', async () => {
  await refused('INSTALL httpfs');
  await refused('LOAD httpfs');
  await refused("SELECT * FROM read_csv('https://example.com/rows.csv')");
});

test('the configuration is locked: no setting can be changed or the sandbox lifted', async () => {
  for (const sql of [
    "SET GLOBAL memory_limit = '1MB'",
    'SET enable_external_access = true',
    "SET allowed_directories = ['/']",
    'SET lock_configuration = false',
    'SET autoload_known_extensions = true',
  ])
    assert.match(await refused(sql), /locked/, sql);
  const { rows } = await duck.run('SELECT 1 + 1');
  assert.deepEqual(rows, [[2]]);
});

test('a refused file access becomes an error naming neither the directory nor the statement', async () => {
  const message = await refused(`SELECT * FROM read_text(${quoteString(canary)})`);
  const error = engineError(new Error(message));
  assert.equal(error.kind, 'runtime');
  assert.equal(error.message, 'File "canary.txt" is outside the directories the server may read');
  assert.equal(engineError(new Error(await refused('INSTALL httpfs'))).message, UNEXPECTED_QUERY_ERROR);
});

test('data errors keep their first line without the statement or directories', () => {
  const conversion = engineError(
    new Error(
      `Conversion Error: Could not convert string 'x' to INT32 in "${allowed}/input-1"\n\nLINE 1: SELECT CAST(secret_sql`,
    ),
  );
  assert.equal(conversion.message, `Could not convert string 'x' to INT32 in "input-1"`);
  assert.equal(engineError(new Error('Invalid Input Error: / by zero')).message, '/ by zero');
  const binder = engineError(new Error('Binder Error: column "$extern_1" not found\n\nLINE 1: SELECT'));
  assert.equal(binder.message, UNEXPECTED_QUERY_ERROR);
  // DuckDB's own words stay on the error for the server log, not in its message.
  assert.match((binder as EngineFailure).engineMessage, /^Binder Error: column/);
});
