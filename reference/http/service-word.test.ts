// A reference configured with another service word answers under it, and not under the spec's own word.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createServer, serverConfig } from '../index.ts';
import { securityConfig } from '../security/security-config.ts';
import { specUrl } from './service-word.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'service-word-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('URLs with the configured word map to the routes; the spec word is not served', () => {
  assert.equal(specUrl('analytics', '/analytics/v2/sql'), '/analytics/v2/sql');
  assert.equal(specUrl('druid', '/druid/v2/sql?pretty'), '/analytics/v2/sql?pretty');
  assert.equal(specUrl('druid', '/druid-ext/basic-security/x'), '/analytics-ext/basic-security/x');
  assert.equal(specUrl('druid', '/status'), '/status');
  assert.notEqual(specUrl('druid', '/analytics/v2/sql'), '/analytics/v2/sql');
});

test('paths, request headers and response headers take the configured word', async () => {
  const server = await createServer(serverConfig({ dataDir, serviceWord: 'druid' }));
  try {
    const posted = await server.app.inject({
      method: 'POST',
      url: '/druid/coordinator/v1/config',
      headers: { 'content-type': 'application/json', 'x-druid-author': 'word-test', 'x-druid-comment': 'c' },
      payload: '{"maxSegmentsToMove":7}',
    });
    assert.equal(posted.statusCode, 200);
    const history = await server.app.inject({ method: 'GET', url: '/druid/coordinator/v1/config/history' });
    assert.equal(history.json()[0].auditInfo.author, 'word-test');

    const query = await server.app.inject({
      method: 'POST',
      url: '/druid/v2/sql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"SELECT 1 AS one","header":true}',
    });
    assert.equal(query.statusCode, 200);
    assert.ok(query.headers['x-druid-sql-query-id']);
    assert.equal(query.headers['x-druid-sql-header-included'], 'yes');
    assert.equal(query.headers['x-analytics-sql-query-id'], undefined);

    const specWord = await server.app.inject({ method: 'GET', url: '/analytics/coordinator/v1/config' });
    assert.equal(specWord.statusCode, 404);
  } finally {
    await server.close();
  }
});

test('under another word the Basic realm and error messages take it: nothing shows the spec word', async () => {
  const secured = mkdtempSync(join(tmpdir(), 'service-word-secure-'));
  const server = await createServer(
    serverConfig({
      dataDir: secured,
      serviceWord: 'druid',
      security: securityConfig({ initialAdminPassword: 'word-admin' }),
    }),
  );
  try {
    const anonymous = await server.app.inject({ method: 'GET', url: '/druid/coordinator/v1/config' });
    assert.equal(anonymous.statusCode, 401);
    assert.match(String(anonymous.headers['www-authenticate']), /realm="druid"/);
    const admin = `Basic ${Buffer.from('admin:word-admin').toString('base64')}`;
    // The engine's message names the task endpoint; the client reads it in its own word.
    const insert = await server.app.inject({
      method: 'POST',
      url: '/druid/v2/sql',
      headers: { 'content-type': 'application/json', authorization: admin },
      payload: '{"query":"INSERT INTO t SELECT 1 AS x PARTITIONED BY ALL"}',
    });
    assert.ok(insert.statusCode >= 400, insert.body);
    assert.doesNotMatch(insert.body, /analytics/i);
    // The unified error carries the word: `druidException`, as the real system names it (facts §sql.1).
    assert.equal(insert.json().error, 'druidException');
    assert.doesNotMatch(JSON.stringify(anonymous.headers), /analytics/i);
  } finally {
    await server.close();
    rmSync(secured, { recursive: true, force: true });
  }
});

test('under another word the unified error is named after it, as druidException is (a refused SQL task)', async () => {
  const own = mkdtempSync(join(tmpdir(), 'service-word-error-'));
  const server = await createServer(serverConfig({ dataDir: own, serviceWord: 'druid' }));
  try {
    const refused = await server.app.inject({
      method: 'POST',
      url: '/druid/v2/sql/task',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"INSERT INTO t SELECT * FROM no_such_table PARTITIONED BY ALL"}',
    });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().error.error, 'druidException');
    assert.doesNotMatch(refused.body, /analytics/i);
  } finally {
    await server.close();
    rmSync(own, { recursive: true, force: true });
  }
});
