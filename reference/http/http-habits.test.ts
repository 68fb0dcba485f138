// Framework-level errors answer the spec's error body with a 4xx, never a 500 or the framework's own body (docs/facts/http.md).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { openTestServer, type TestServer } from '../test-support/task-server.ts';
import { MAX_BODY_BYTES, MAX_URI_LENGTH } from './http-habits.ts';
import { declaredRoutes } from './route-permission.ts';
import { MAX_QUERY_ID_LENGTH } from './sql-request.ts';

let t: TestServer;
let druid: TestServer;
before(async () => {
  t = await openTestServer();
  druid = await openTestServer({ serviceWord: 'druid' });
});
after(async () => {
  await t.close();
  await druid.close();
});

const inject = (options: InjectOptions, server = t) => server.server.app.inject(options);

/** A 4xx whose body is an error object with a string `error` (the spec's shape; SQL routes add their fields). */
function assertClientError(response: LightMyRequestResponse, status: number, what: string): void {
  assert.equal(response.statusCode, status, `${what}: ${response.statusCode} ${response.body}`);
  assert.match(String(response.headers['content-type']), /^application\/json/, what);
  assert.equal(typeof response.json().error, 'string', `${what}: ${response.body}`);
  assert.ok(!('statusCode' in response.json()), `${what}: the framework's own body ${response.body}`);
}

const json = { 'content-type': 'application/json' };
const sql = (context: Record<string, unknown>) => JSON.stringify({ query: 'SELECT 1 AS x', context });

test('/status, /status/health and the leader checks answer as the real system', async () => {
  const status = await inject({ method: 'GET', url: '/status' });
  assert.equal(status.statusCode, 200);
  assert.match(status.json().version, /-reference$/);
  assert.ok(Array.isArray(status.json().modules) && status.json().modules.length > 0);
  const health = await inject({ method: 'GET', url: '/status/health' });
  assert.equal(health.body, 'true');
  assert.match(String(health.headers['content-type']), /^application\/json/);
  assert.deepEqual((await inject({ method: 'GET', url: '/druid/coordinator/v1/isLeader' }, druid)).json(), {
    leader: true,
  });
  assert.equal((await inject({ method: 'GET', url: '/status/health' }, druid)).body, 'true');
});

test('a wrong method on a known path is a 405 with Allow; an unknown path a 404', async () => {
  const put = await inject({
    method: 'PUT',
    url: '/analytics/coordinator/v1/config',
    headers: json,
    payload: '{}',
  });
  assertClientError(put, 405, 'PUT config');
  assert.deepEqual(String(put.headers.allow).split(', ').sort(), ['GET', 'HEAD', 'POST']);
  const get = await inject({ method: 'GET', url: '/analytics/v2/sql' });
  assertClientError(get, 405, 'GET sql');
  assert.equal(get.headers.allow, 'POST');
  // A parameter segment matches any value, percent-encoded static segments too.
  const rules = await inject({ method: 'DELETE', url: '/analytics/coordinator/v1/%72ules/wiki' });
  assertClientError(rules, 405, 'DELETE rules');
  assertClientError(await inject({ method: 'GET', url: '/analytics/coordinator/v9/x' }), 404, 'unknown');
});

test('each malformed request is a 4xx in the error shape', async () => {
  const cases: [string, InjectOptions, number][] = [
    [
      'malformed JSON',
      { method: 'POST', url: '/analytics/coordinator/v1/config', headers: json, payload: '{x' },
      400,
    ],
    ['malformed JSON, SQL', { method: 'POST', url: '/analytics/v2/sql', headers: json, payload: '{x' }, 400],
    ['no Content-Type, SQL', { method: 'POST', url: '/analytics/v2/sql', payload: sql({}) }, 400],
    [
      'no Content-Type, config',
      { method: 'POST', url: '/analytics/coordinator/v1/config', payload: '{}' },
      415,
    ],
    [
      'text/plain where no SQL is read',
      {
        method: 'POST',
        url: '/analytics/coordinator/v1/config',
        headers: { 'content-type': 'text/plain' },
        payload: '{}',
      },
      415,
    ],
    [
      'a form where no SQL is read, with a bad %-escape',
      {
        method: 'POST',
        url: '/analytics/coordinator/v1/rules/wiki',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=%zz',
      },
      415,
    ],
    [
      'a form SQL body with a bad %-escape',
      {
        method: 'POST',
        url: '/analytics/v2/sql',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'SELECT %zz',
      },
      400,
    ],
    ['a bad %-escape in the path', { method: 'GET', url: '/analytics/coordinator/v1/datasources/%zz' }, 400],
    [
      'a body labelled gzip that is not',
      {
        method: 'POST',
        url: '/analytics/v2/sql',
        headers: { ...json, 'content-encoding': 'gzip' },
        payload: 'plain',
      },
      400,
    ],
    [
      'an unknown Content-Encoding',
      {
        method: 'POST',
        url: '/analytics/v2/sql',
        headers: { ...json, 'content-encoding': 'br' },
        payload: sql({}),
      },
      415,
    ],
    [
      'a body too large',
      {
        method: 'POST',
        url: '/analytics/v2/sql',
        headers: json,
        payload: Buffer.alloc(MAX_BODY_BYTES + 1, 32),
      },
      413,
    ],
    [
      'a zip bomb',
      {
        method: 'POST',
        url: '/analytics/v2/sql',
        headers: { ...json, 'content-encoding': 'gzip' },
        payload: gzipSync(Buffer.alloc(MAX_BODY_BYTES + 1024, 32)),
      },
      413,
    ],
    [
      'a URI too long',
      { method: 'GET', url: `/analytics/coordinator/v1/datasources/${'a'.repeat(MAX_URI_LENGTH)}` },
      414,
    ],
    [
      'count beyond int64',
      { method: 'GET', url: '/analytics/coordinator/v1/config/history?count=99999999999999999999' },
      400,
    ],
    [
      'count beyond int32',
      { method: 'GET', url: '/analytics/coordinator/v1/rules/history?count=2147483648' },
      400,
    ],
    [
      'count beyond int64, compaction',
      {
        method: 'GET',
        url: '/analytics/coordinator/v1/config/compaction/wiki/history?count=99999999999999999999',
      },
      400,
    ],
    [
      'count beyond int64, worker history',
      { method: 'GET', url: '/analytics/indexer/v1/worker/history?count=99999999999999999999' },
      400,
    ],
  ];
  for (const [what, options, status] of cases) assertClientError(await inject(options), status, what);
});

test('sqlQueryId is validated before it is echoed in a header', async () => {
  const bad: [string, unknown][] = [
    ['NUL', 'a\u0000b'],
    ['newline', 'a\nb'],
    ['non-ASCII', 'été'],
    ['too long', 'x'.repeat(MAX_QUERY_ID_LENGTH + 1)],
    ['a number', 123],
  ];
  for (const [what, id] of bad) {
    const response = await inject({
      method: 'POST',
      url: '/analytics/v2/sql',
      headers: json,
      payload: sql({ sqlQueryId: id }),
    });
    assertClientError(response, 400, what);
    assert.equal(response.headers['x-analytics-sql-query-id'], undefined, what);
  }
  // A lone surrogate, as JSON text can carry it.
  const lone = await inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: json,
    payload: '{"query":"SELECT 1","context":{"sqlQueryId":"\\ud800"}}',
  });
  assertClientError(lone, 400, 'lone surrogate');
  const longest = 'x'.repeat(MAX_QUERY_ID_LENGTH);
  const ok = await inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: json,
    payload: sql({ sqlQueryId: longest }),
  });
  assert.equal(ok.statusCode, 200);
  assert.equal(ok.headers['x-analytics-sql-query-id'], longest);
});

test('gzip: request bodies are inflated, responses compressed for clients that accept it', async () => {
  const zipped = await inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: { ...json, 'content-encoding': 'gzip' },
    payload: gzipSync(sql({})),
  });
  assert.equal(zipped.statusCode, 200, zipped.body);
  assert.deepEqual(zipped.json(), [{ x: 1 }]);
  const config = await inject({
    method: 'GET',
    url: '/analytics/coordinator/v1/config',
    headers: { 'accept-encoding': 'gzip' },
  });
  assert.equal(config.headers['content-encoding'], 'gzip');
  assert.ok(JSON.parse(gunzipSync(config.rawPayload).toString()).maxSegmentsToMove !== undefined);
  const plain = await inject({ method: 'GET', url: '/analytics/coordinator/v1/config' });
  assert.equal(plain.headers['content-encoding'], undefined);
  // A short answer is compressed too (§http.7): the real system compresses `/status/health`'s 4 bytes.
  const short = await inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: { ...json, 'accept-encoding': 'gzip' },
    payload: sql({}),
  });
  assert.equal(short.headers['content-encoding'], 'gzip');
  assert.deepEqual(JSON.parse(gunzipSync(short.rawPayload).toString()), [{ x: 1 }]);
  const refused = await inject({
    method: 'GET',
    url: '/analytics/coordinator/v1/config',
    headers: { 'accept-encoding': 'gzip;q=0' },
  });
  assert.equal(refused.headers['content-encoding'], undefined);
});

test('text/plain on the SQL endpoint is the SQL itself', async () => {
  const response = await inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: { 'content-type': 'text/plain' },
    payload: 'SELECT 1 AS a',
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), [{ a: 1 }]);
});

test('a bodyless POST with Content-Type application/json reaches every route, which never answers a 5xx', async () => {
  const posts = declaredRoutes(t.server.app).filter((route) => route.method === 'POST');
  assert.ok(posts.length > 10);
  for (const route of posts) {
    const url = route.url.replace(/:(\w+)/g, 'matrix_$1');
    const response = await inject({ method: 'POST', url, headers: json });
    assert.ok(response.statusCode < 500, `POST ${url}: ${response.statusCode} ${response.body}`);
  }
});

test('under another service word nothing shows the spec word', async () => {
  for (const options of [
    { method: 'GET', url: '/druid/coordinator/v9/x' },
    { method: 'PUT', url: '/druid/coordinator/v1/config' },
    { method: 'GET', url: '/analytics/coordinator/v1/config' },
    { method: 'POST', url: '/druid/v2/sql', payload: sql({}) },
  ] as InjectOptions[]) {
    const response = await inject(options, druid);
    assert.ok(response.statusCode >= 400, `${options.url}: ${response.statusCode}`);
    assert.doesNotMatch(response.body, /analytics/i, `${options.method} ${options.url}: ${response.body}`);
  }
});

test('a body sent to an unknown path or with a wrong method is the 404 or 405, not a media-type error', async () => {
  const text = { 'content-type': 'text/plain' };
  assertClientError(
    await inject({ method: 'POST', url: '/analytics/v9/x', headers: text, payload: 'x' }),
    404,
    'unknown',
  );
  assertClientError(
    await inject({ method: 'PUT', url: '/analytics/v2/sql', headers: text, payload: 'x' }),
    405,
    'PUT sql',
  );
});
