// What a reader of one datasource is refused, and in which words: Druid 36's answers (docs/facts/security.md §security.21).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { openTestServer, type TestServer } from '../test-support/task-server.ts';
import { securityConfig } from './security-config.ts';

const ADMIN = 'refusals-admin';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

let t: TestServer;

async function send(
  user: 'admin' | 'reader',
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.server.app.inject({
    method,
    url,
    headers: {
      authorization: user === 'admin' ? basic('admin', ADMIN) : basic('reader', 'reader-pw'),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

before(async () => {
  t = await openTestServer({ security: securityConfig({ initialAdminPassword: ADMIN }) });
  const steps: [string, unknown?][] = [
    ['authentication/db/basic/users/reader'],
    ['authentication/db/basic/users/reader/credentials', { password: 'reader-pw' }],
    ['authorization/db/basic/users/reader'],
    ['authorization/db/basic/roles/reader'],
    [
      'authorization/db/basic/roles/reader/permissions',
      [{ resource: { type: 'DATASOURCE', name: '.*' }, action: 'READ' }],
    ],
    ['authorization/db/basic/users/reader/roles/reader'],
  ];
  for (const [path, body] of steps) {
    const response = await send('admin', 'POST', `/analytics-ext/basic-security/${path}`, body ?? {});
    assert.equal(response.statusCode, 200, `${path}: ${response.body}`);
  }
});
after(() => t.close());

test('a route the reader may not use answers the access check as JSON: Unauthorized', async () => {
  for (const url of ['/status', '/analytics/coordinator/v1/leader']) {
    const response = await send('reader', 'GET', url);
    assert.equal(response.statusCode, 403, url);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.deepEqual(response.json(), { 'Access-Check-Result': 'Unauthorized' });
  }
});

test('the security API refuses the reader in text', async () => {
  const response = await send('reader', 'GET', '/analytics-ext/basic-security/authentication/db/basic/users');
  assert.equal(response.statusCode, 403);
  assert.match(String(response.headers['content-type']), /^text\/plain/);
  assert.equal(response.body, 'Access-Check-Result: Unauthorized');
});

test('a query on sys.servers without STATE READ is refused naming the servers, without query headers', async () => {
  const response = await send('reader', 'POST', '/analytics/v2/sql', {
    query: 'SELECT server, server_type FROM sys.servers',
    header: true,
  });
  assert.equal(response.statusCode, 403);
  assert.deepEqual(response.json(), {
    'Access-Check-Result': 'Insufficient permission to view servers: Unauthorized',
  });
  assert.equal(response.headers['x-analytics-sql-query-id'], undefined);
});

test('a refused SQL task is the failed task named forbidden, with the general code', async () => {
  const response = await send('reader', 'POST', '/analytics/v2/sql/task', {
    query: "INSERT INTO wiki SELECT TIME_PARSE('2026-10-03') AS __time, 3 AS id PARTITIONED BY DAY",
  });
  assert.equal(response.statusCode, 403);
  assert.deepEqual(response.json(), {
    taskId: 'forbidden',
    state: 'FAILED',
    error: {
      error: 'analyticsException',
      errorCode: 'general',
      persona: 'USER',
      category: 'FORBIDDEN',
      errorMessage: 'Unauthorized',
      context: {},
    },
  });
});

test('the task endpoint checks the permission before it plans the time chunks', async () => {
  const query = 'REPLACE INTO wiki OVERWRITE ALL SELECT 1 AS id PARTITIONED BY DAY';
  const reader = await send('reader', 'POST', '/analytics/v2/sql/task', { query });
  assert.equal(reader.statusCode, 403, reader.body);
  const admin = await send('admin', 'POST', '/analytics/v2/sql/task', { query });
  assert.equal(admin.statusCode, 400, admin.body);
  assert.match(admin.json().error.errorMessage, /must specify a time column/);
});

test('the query endpoint refuses an INSERT for its engine before it checks the permission', async () => {
  const response = await send('reader', 'POST', '/analytics/v2/sql', {
    query: "INSERT INTO wiki SELECT TIME_PARSE('2026-10-03') AS __time, 3 AS id PARTITIONED BY DAY",
  });
  assert.equal(response.statusCode, 400, response.body);
  assert.match(response.json().errorMessage, /INSERT operations are not supported/);
});
