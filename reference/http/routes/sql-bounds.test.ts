// Every synchronous query is bounded: context.timeout answers 504, huge strings and results are refused (400).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createServer, type ReferenceServer, serverConfig } from '../../index.ts';
import { DEFAULT_QUERY_BOUNDS } from '../../sql/query-bounds.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sql-bounds-test-'));
let server: ReferenceServer;
before(async () => {
  // A result bound below what is held back before an answer starts: past it the query is refused with a 400.
  const queryBounds = { ...DEFAULT_QUERY_BOUNDS, maxResultBytes: 50_000, maxTimeoutMs: 60_000 };
  server = await createServer(serverConfig({ dataDir, queryBounds }));
});
after(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sql = (query: string, context: Record<string, unknown> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, context }),
  });

// Metadata tables cross-joined: hundreds of rows each, 10^15 combinations to count; runs until interrupted.
const SLOW = `SELECT COUNT(*) AS "n" FROM ${Array.from({ length: 6 }, (_, i) => `INFORMATION_SCHEMA.COLUMNS c${i}`).join(', ')}`;

// The test's own timeout guards against a hang; how soon the 504 comes is not timed (a loaded machine).
test('a query past its context.timeout answers 504 Query timeout', {
  timeout: 60_000,
}, async () => {
  const response = await sql(SLOW, { timeout: 200, sqlQueryId: 'bounds-timeout' });
  assert.equal(response.statusCode, 504, response.body);
  const body = response.json();
  assert.equal(body.error, 'Query timeout');
  assert.equal(body.category, 'TIMEOUT');
  assert.equal(body.errorClass, 'QueryTimeoutException');
  assert.match(body.errorMessage, /bounds-timeout/);
  assert.equal(typeof body.host, 'string');
});

test('a timeout above the server maximum is refused with 400', async () => {
  const response = await sql('SELECT 1', { timeout: 60_001 });
  assert.equal(response.statusCode, 400);
  assert.match(response.json().errorMessage, /more than enforced limit of 60000/);
  assert.equal((await sql('SELECT 1', { timeout: 60_000 })).statusCode, 200);
});

test('LPAD to 2^31 characters is refused before the engine allocates anything', async () => {
  const response = await sql(`SELECT LPAD('x', 2147483647) AS "s"`);
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().error, 'Resource limit exceeded');
  assert.match(
    response.json().errorMessage,
    /String result longer than the limit of 1048576 characters in LPAD/,
  );
});

test('string functions whose computed size exceeds the limit are refused while running', async () => {
  const cases = [
    [
      `SELECT RPAD('x', CAST(LENGTH("COLUMN_NAME") AS INTEGER) * 100000) AS "s" FROM INFORMATION_SCHEMA.COLUMNS`,
      'RPAD',
    ],
    [`SELECT REPEAT("COLUMN_NAME", 10000000) AS "s" FROM INFORMATION_SCHEMA.COLUMNS`, 'REPEAT'],
    [
      `SELECT REPLACE(REPEAT('a', 1000000), 'a', "COLUMN_NAME") AS "s" FROM INFORMATION_SCHEMA.COLUMNS`,
      'REPLACE',
    ],
  ] as const;
  for (const [query, name] of cases) {
    const response = await sql(query);
    assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
    assert.match(response.json().errorMessage, new RegExp(`limit of 1048576 characters in ${name}`));
  }
  // Within the limit they work.
  const fine = await sql(`SELECT LENGTH(REPEAT('ab', 1000)) AS "n", LPAD('x', 3, '-') AS "p"`);
  assert.equal(fine.statusCode, 200);
  assert.deepEqual(fine.json(), [{ n: 2000, p: '--x' }]);
});

test('concatenations that double their way past the limit are refused', async () => {
  let inner = `SELECT REPEAT('a', 1000000) AS "s"`;
  for (let i = 0; i < 3; i++) inner = `SELECT "s" || "s" AS "s" FROM (${inner})`;
  const response = await sql(`SELECT LENGTH("s") AS "n" FROM (${inner})`);
  assert.equal(response.statusCode, 400, response.body);
  assert.match(response.json().errorMessage, /limit of 1048576 characters in \|\|/);
});

test('a result over the maximum result size stops with a resource-limit error', async () => {
  const response = await sql(
    'SELECT a."COLUMN_NAME" FROM INFORMATION_SCHEMA.COLUMNS a, INFORMATION_SCHEMA.COLUMNS b, INFORMATION_SCHEMA.COLUMNS c',
  );
  assert.equal(response.statusCode, 400, response.body.slice(0, 200));
  assert.equal(response.json().error, 'Resource limit exceeded');
  assert.match(response.json().errorMessage, /larger than the limit of 50000 bytes/);
});
