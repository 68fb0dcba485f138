// A synchronous answer streams as its rows come: over a real socket, a failure after the answer began cuts the body
// off, so no client takes a timed-out or over-large result for a complete one (docs/facts/sql.md §sql.73).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createServer, type ReferenceServer, serverConfig } from '../../index.ts';
import { DEFAULT_QUERY_BOUNDS } from '../../sql/query-bounds.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sql-streaming-test-'));
let server: ReferenceServer;
let port = 0;
/** A second server whose answers may hold 2 MB of text. */
let bounded: ReferenceServer;
let boundedPort = 0;

async function listening(maxResultBytes: number, dir: string): Promise<[ReferenceServer, number]> {
  const queryBounds = { ...DEFAULT_QUERY_BOUNDS, maxResultBytes };
  const started = await createServer(serverConfig({ dataDir: dir, queryBounds }));
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  return [started, (started.app.server.address() as { port: number }).port];
}

before(async () => {
  [server, port] = await listening(DEFAULT_QUERY_BOUNDS.maxResultBytes, join(dataDir, 'a'));
  [bounded, boundedPort] = await listening(2_000_000, join(dataDir, 'b'));
});
after(async () => {
  await Promise.all([server.close(), bounded.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Received {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
  /** The body ended as HTTP says a complete body ends (not cut off). */
  readonly complete: boolean;
}

/** POSTs a query over a socket and reads the whole answer, noting whether the body was cut off. */
function post(
  query: string,
  context: Record<string, unknown> = {},
  headers = {},
  to = port,
): Promise<Received> {
  const payload = JSON.stringify({ query, context, resultFormat: 'array' });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        port: to,
        host: '127.0.0.1',
        method: 'POST',
        path: '/analytics/v2/sql',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const done = (complete: boolean) =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            complete,
          });
        response.on('end', () => done(response.complete));
        response.on('error', () => done(false));
        response.on('aborted', () => done(false));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

// Rows of metadata tables cross-joined: hundreds each, far more combinations than any test reads.
const ENDLESS_ROWS = `SELECT a."COLUMN_NAME", b."TABLE_NAME", c."DATA_TYPE" FROM INFORMATION_SCHEMA.COLUMNS a, INFORMATION_SCHEMA.COLUMNS b, INFORMATION_SCHEMA.COLUMNS c`;

test('a large result arrives whole and in order, streamed', { timeout: 60_000 }, async () => {
  const answer = await post(`${ENDLESS_ROWS} LIMIT 30000`);
  assert.equal(answer.status, 200);
  assert.ok(answer.complete);
  assert.equal((JSON.parse(answer.body.toString()) as unknown[]).length, 30000);
});

test('a query that times out after its rows began is cut off, never a complete 200', {
  timeout: 60_000,
}, async () => {
  const started = Date.now();
  const answer = await post(ENDLESS_ROWS, { timeout: 1500 });
  assert.ok(Date.now() - started >= 1400, 'the timeout ended it');
  // Either the timeout came before the answer began (504), or the body is cut off: never a complete success.
  if (answer.status === 504) return;
  assert.equal(answer.status, 200);
  assert.equal(answer.complete, false, 'the body was cut off');
  assert.throws(() => JSON.parse(answer.body.toString()));
});

test('fetch, as a browser or a script reads an answer, rejects a cut-off body', {
  timeout: 60_000,
}, async () => {
  const response = await fetch(`http://127.0.0.1:${port}/analytics/v2/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: ENDLESS_ROWS, context: { timeout: 1500 } }),
  });
  if (response.status === 504) return;
  assert.equal(response.status, 200);
  await assert.rejects(response.json());
});

test('a result past the size bound after its rows began is cut off too, gzip or not', {
  timeout: 60_000,
}, async () => {
  for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
    const answer = await post(ENDLESS_ROWS, {}, headers, boundedPort);
    assert.equal(answer.status, 200);
    assert.equal(answer.complete, false, 'the body was cut off');
    const text = answer.headers['content-encoding'] === 'gzip' ? undefined : answer.body.toString();
    if (text !== undefined) assert.throws(() => JSON.parse(text));
    else assert.throws(() => JSON.parse(gunzipSync(answer.body, { finishFlush: 2 }).toString()));
  }
});

test('the server answers other requests while a large result streams', { timeout: 60_000 }, async () => {
  const streaming = post(ENDLESS_ROWS, { timeout: 3000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const small = await post('SELECT 1 AS one');
  assert.equal(small.status, 200);
  assert.equal(small.body.toString(), '[[1]]\n');
  await streaming;
});
