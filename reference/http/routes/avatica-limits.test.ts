// Avatica's bounds (docs/facts/avatica.md §avatica.8–§avatica.10): connections, statements, idle expiry, and JDBC's
// own authentication and authorization under basic security.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEFAULT_AVATICA_LIMITS } from '../../avatica/limits.ts';
import { securityConfig } from '../../security/security-config.ts';
import { failure, firstResult, loadNumbers, ok, runRequest } from '../../test-support/avatica-client.ts';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

const ADMIN_PASSWORD = 'avatica-admin';
let t: TestServer;
let secure: TestServer;
before(async () => {
  t = await openTestServer({
    avatica: {
      ...DEFAULT_AVATICA_LIMITS,
      maxConnections: 3,
      maxStatementsPerConnection: 2,
      connectionIdleTimeoutMs: 300,
    },
  });
  await loadNumbers(t, 'numbers', 10);
  secure = await openTestServer({ security: securityConfig({ initialAdminPassword: ADMIN_PASSWORD }) });
  const admin = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
  const post = async (url: string, payload?: unknown) => {
    const response = await secure.server.app.inject({
      method: 'POST',
      url: `/analytics-ext/basic-security${url}`,
      headers: {
        authorization: admin,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  // A reader of `visible` only.
  await post('/authentication/db/basic/users/reader');
  await post('/authentication/db/basic/users/reader/credentials', { password: 'pw' });
  await post('/authorization/db/basic/users/reader');
  await post('/authorization/db/basic/roles/reader');
  await post('/authorization/db/basic/roles/reader/permissions', [
    { resource: { type: 'DATASOURCE', name: 'visible' }, action: 'READ' },
  ]);
  await post('/authorization/db/basic/users/reader/roles/reader');
  const submit = async (datasource: string) => {
    const response = await secure.server.app.inject({
      method: 'POST',
      url: '/analytics/v2/sql/task',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: `INSERT INTO "${datasource}" SELECT TIMESTAMP '2020-01-01' AS __time, 1 AS n PARTITIONED BY DAY`,
      }),
    });
    assert.equal(response.statusCode, 202, response.body);
    return response.json().taskId as string;
  };
  for (const datasource of ['visible', 'hidden']) {
    const taskId = await submit(datasource);
    let state = 'RUNNING';
    for (let i = 0; i < 500 && state === 'RUNNING'; i++) {
      await new Promise((done) => setTimeout(done, 10));
      const status = await secure.server.app.inject({
        method: 'GET',
        url: `/analytics/indexer/v1/task/${taskId}/status`,
        headers: { authorization: admin },
      });
      state = status.json().status.statusCode;
    }
    assert.equal(state, 'SUCCESS');
  }
});
after(async () => {
  await t.close();
  await secure.close();
});

test('a connection holds at most maxStatementsPerConnection statements; closing one makes room', async () => {
  await ok(t, { request: 'openConnection', connectionId: 'statements', info: {} });
  await ok(t, { request: 'createStatement', connectionId: 'statements' });
  await ok(t, { request: 'createStatement', connectionId: 'statements' });
  const refused = await failure(t, { request: 'createStatement', connectionId: 'statements' });
  assert.equal(refused.errorMessage, 'ISE: Too many open statements, limit is 2');
  // A failed prepare leaves no statement behind.
  await ok(t, { request: 'closeStatement', connectionId: 'statements', statementId: 1 });
  await failure(t, {
    request: 'prepare',
    connectionId: 'statements',
    sql: 'SELECT * FROM nope',
    maxRowCount: -1,
  });
  assert.equal((await ok(t, { request: 'createStatement', connectionId: 'statements' })).statementId, 4);
  await ok(t, { request: 'closeConnection', connectionId: 'statements' });
});

test('at maxConnections an idle connection without statements makes room; with statements everywhere, opening fails', async () => {
  for (const id of ['a', 'b', 'c']) await ok(t, { request: 'openConnection', connectionId: id, info: {} });
  await ok(t, { request: 'openConnection', connectionId: 'd', info: {} });
  const open = [];
  for (const id of ['a', 'b', 'c', 'd']) {
    const answer = await failure(t, { request: 'createStatement', connectionId: id }).catch(() => undefined);
    if (answer === undefined) open.push(id);
  }
  assert.equal(open.length, 3, `open: ${open}`);
  const refused = await failure(t, { request: 'openConnection', connectionId: 'e', info: {} });
  assert.equal(refused.errorMessage, 'ISE: Too many connections');
  const duplicate = await failure(t, { request: 'openConnection', connectionId: open[0], info: {} });
  assert.equal(duplicate.errorMessage, `ISE: Connection [${open[0]}] already open.`);
  for (const id of open) await ok(t, { request: 'closeConnection', connectionId: id });
});

test('a connection idle for connectionIdleTimeout is closed, and the query it was streaming stops', async () => {
  await ok(t, { request: 'openConnection', connectionId: 'idle', info: {} });
  await ok(t, { request: 'createStatement', connectionId: 'idle' });
  const sql = 'SELECT a.n FROM numbers a, numbers b, numbers c, numbers d, numbers e, numbers f';
  const first = firstResult(await ok(t, runRequest('idle', 1, sql, 100)));
  assert.equal(first.firstFrame.done, false);
  await new Promise((done) => setTimeout(done, 700));
  const gone = await failure(t, {
    request: 'fetch',
    connectionId: 'idle',
    statementId: 1,
    offset: 100,
    fetchMaxRowCount: 100,
  });
  assert.equal(gone.errorCode, 1);
});

test('under security a connection without credentials, or with a wrong password, is refused at its first statement', async () => {
  await ok(secure, { request: 'openConnection', connectionId: 'anonymous', info: {} });
  await ok(secure, { request: 'createStatement', connectionId: 'anonymous' });
  const run = (connectionId: string, sql: string) => runRequest(connectionId, 1, sql);
  const anonymous = await failure(secure, run('anonymous', 'SELECT 1'));
  assert.deepEqual(
    [anonymous.errorMessage, anonymous.errorCode, anonymous.sqlState, anonymous.severity],
    ['Unauthorized', 2, '00002', 'ERROR'],
  );
  await ok(secure, {
    request: 'openConnection',
    connectionId: 'wrong',
    info: { user: 'admin', password: 'nope' },
  });
  await ok(secure, { request: 'createStatement', connectionId: 'wrong' });
  assert.equal((await failure(secure, run('wrong', 'SELECT 1'))).errorMessage, 'Unauthorized');
  await failure(secure, {
    request: 'getTables',
    connectionId: 'wrong',
    catalog: null,
    schemaPattern: null,
    tableNamePattern: null,
    typeList: null,
  });
  await ok(secure, {
    request: 'openConnection',
    connectionId: 'admin',
    info: { user: 'admin', password: ADMIN_PASSWORD },
  });
  await ok(secure, { request: 'createStatement', connectionId: 'admin' });
  const answer = firstResult(await ok(secure, run('admin', 'SELECT COUNT(*) AS c FROM hidden')));
  assert.deepEqual(answer.firstFrame.rows, [[1]]);
});

test('a reader sees only its datasources in the catalog and is refused a table it may not read', async () => {
  await ok(secure, {
    request: 'openConnection',
    connectionId: 'reader',
    info: { user: 'reader', password: 'pw' },
  });
  const tables = await ok(secure, {
    request: 'getTables',
    connectionId: 'reader',
    catalog: null,
    schemaPattern: 'druid',
    tableNamePattern: null,
    typeList: null,
  });
  assert.deepEqual(
    (tables.firstFrame as { rows: unknown[][] }).rows.map((row) => row[2]),
    ['visible'],
  );
  const { statementId } = await ok(secure, { request: 'createStatement', connectionId: 'reader' });
  const run = (sql: string) => runRequest('reader', Number(statementId), sql);
  assert.deepEqual(firstResult(await ok(secure, run('SELECT n FROM visible'))).firstFrame.rows, [[1]]);
  const refused = await failure(secure, run('SELECT n FROM hidden'));
  assert.deepEqual([refused.errorMessage, refused.errorCode], ['Unauthorized', 2]);
  const prepared = await failure(secure, {
    request: 'prepare',
    connectionId: 'reader',
    sql: 'SELECT n FROM hidden WHERE n = ?',
    maxRowCount: -1,
  });
  assert.equal(prepared.errorMessage, 'Unauthorized');
});
