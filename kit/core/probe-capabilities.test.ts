// The capability probes read what a remote target answers: security from a 401 and a user list, complex columns from types.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse, Target } from './client.ts';
import { resolveCapabilities } from './probe-capabilities.ts';
import { readKitConfig } from './target-config.ts';

type Route = (headers: Record<string, string>, body?: string) => HttpResponse;

const answer = (status: number, body: unknown = ''): HttpResponse => ({
  status,
  headers: {},
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

/** A fake target answering `routes` by "METHOD path"; anything else is a 404. */
function fakeTarget(routes: Record<string, Route>): Target & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    async send(method, path, body, headers = {}) {
      seen.push(`${method} ${path}`);
      return routes[`${method} ${path}`]?.(headers, body) ?? answer(404);
    },
    async close() {},
  };
}

const remote = (env: Record<string, string> = {}) =>
  readKitConfig({ TARGET_URL: 'http://target:8888', TARGET_USER: 'admin', ...env });

const complexAnswer = (type: string) => () => answer(200, [['probe'], [type], [{ a: 1 }]]);

test('a secured target whose users the kit can list has security; COMPLEX<json> means complex columns', async () => {
  const target = fakeTarget({
    'GET /analytics/coordinator/v1/config': (headers) => answer(headers.Authorization === '' ? 401 : 200, {}),
    'GET /analytics-ext/basic-security/authentication/loadStatus': () => answer(200, { basic: true }),
    'GET /analytics-ext/basic-security/authentication/db/basic/users': () => answer(200, ['admin']),
    'POST /analytics/v2/sql': complexAnswer('COMPLEX<json>'),
  });
  const findings = await resolveCapabilities(remote(), target);
  assert.equal(findings.security.present, true);
  assert.equal(findings.security.source, 'probed');
  assert.match(findings.security.evidence, /answers 401 without credentials; the kit's user lists the users/);
  assert.equal(findings['complex-columns'].present, true);
});

test('an open target lacks security; a plain JSON type means no complex columns', async () => {
  const target = fakeTarget({
    'GET /analytics/coordinator/v1/config': () => answer(200, {}),
    'POST /analytics/v2/sql': complexAnswer('STRING'),
  });
  const findings = await resolveCapabilities(remote(), target);
  assert.deepEqual(findings.security, {
    present: false,
    source: 'probed',
    evidence: 'GET /analytics/coordinator/v1/config answers 200 without credentials',
  });
  assert.match(findings['complex-columns'].evidence, /with runtime type STRING/);
  assert.equal(findings['complex-columns'].present, false);
});

// Probes write spec paths: the target (client.ts) puts them in its service word.
test('a SQL error is evidence too, and probes write spec paths whatever the service word', async () => {
  const target = fakeTarget({
    'GET /analytics/coordinator/v1/config': () => answer(401),
    'POST /analytics/v2/sql': () => answer(400, { errorMessage: 'No function PARSE_JSON' }),
  });
  const findings = await resolveCapabilities(remote({ KIT_SERVICE_WORD: 'druid', TARGET_USER: '' }), target);
  assert.match(findings.security.evidence, /answers 401 without credentials, and TARGET_USER is not set/);
  assert.match(findings['complex-columns'].evidence, /answers 400 .*No function PARSE_JSON/);
});

test('declared capabilities are not probed; in process nothing is', async () => {
  const target = fakeTarget({});
  const findings = await resolveCapabilities(
    remote({ TARGET_CAPABILITIES: 'security,complex-columns' }),
    target,
  );
  assert.equal(findings.security.source, 'declared');
  await resolveCapabilities(readKitConfig({}), target);
  assert.deepEqual(target.seen, []);
});

test('a target that does not answer makes a plain harness error', async () => {
  const target: Target = {
    send: () => Promise.reject(new Error('ECONNREFUSED')),
    close: async () => {},
  };
  await assert.rejects(resolveCapabilities(remote(), target), {
    message: 'The target http://target:8888 did not answer the security probe: ECONNREFUSED',
  });
});

test('SQL ingestion: present only when a one-row INSERT is accepted, ends SUCCESS and its row is queryable', async () => {
  const without = await resolveCapabilities(
    remote(),
    fakeTarget({ 'POST /analytics/v2/sql/task': () => answer(405) }),
  );
  assert.deepEqual(without['sql-ingestion'], {
    present: false,
    source: 'probed',
    evidence:
      'a one-row INSERT through /analytics/v2/sql/task did not load: POST /analytics/v2/sql/task answered 405',
  });
  const loads = (status: (path: string) => HttpResponse) =>
    fakeTarget({
      'POST /analytics/v2/sql/task': (_, body) =>
        body?.includes('INSERT INTO') ? answer(202, { taskId: 'query-p1', state: 'RUNNING' }) : answer(400),
      'GET /analytics/indexer/v1/task/query-p1/status': () => status('status'),
      'POST /analytics/v2/sql': (_, body) =>
        body?.includes('COUNT(*)') ? answer(200, [{ c: 1 }]) : answer(400),
    });
  const working = await resolveCapabilities(
    remote(),
    loads(() => answer(200, { status: { status: 'SUCCESS' } })),
  );
  assert.equal(working['sql-ingestion'].present, true);
  assert.match(
    working['sql-ingestion'].evidence,
    /accepted as task query-p1, GET \/analytics\/indexer\/v1\/task\/query-p1\/status answered SUCCESS/,
  );
  // Accepted, then unknown: the server of issue 28 (an empty query answered 200, every task 404).
  const lost = loads(() => answer(404, 'Task not found'));
  const findings = await resolveCapabilities(remote({ KIT_DEADLINE_MS: '200' }), lost);
  assert.equal(findings['sql-ingestion'].present, false);
  assert.match(
    findings['sql-ingestion'].evidence,
    /GET \/analytics\/indexer\/v1\/task\/query-p1\/status answered 404 Task not found/,
  );
  assert.ok(
    lost.seen.includes('POST /analytics/indexer/v1/task/query-p1/shutdown'),
    'the task given up on is shut down',
  );
  const readOnly = fakeTarget({});
  const readOnlyFindings = await resolveCapabilities(remote({ KIT_READ_ONLY: 'true' }), readOnly);
  assert.match(readOnlyFindings['sql-ingestion'].evidence, /not probed in read-only mode/);
  assert.ok(!readOnly.seen.includes('POST /analytics/v2/sql/task'));
});

test('SET statements: a 200 to a SET before a query means the target takes them, a parse error that it does not', async () => {
  const sql = (status: number) =>
    fakeTarget({
      'POST /analytics/v2/sql': () =>
        answer(status, status === 200 ? [] : { errorMessage: 'Received an unexpected token [;]' }),
    });
  const without = await resolveCapabilities(remote(), sql(400));
  assert.equal(without['set-statements'].present, false);
  assert.match(
    without['set-statements'].evidence,
    /SET sqlTimeZone = 'UTC'; SELECT 1 AS "probe" answers 400 .*unexpected token/,
  );
  assert.equal((await resolveCapabilities(remote(), sql(200)))['set-statements'].present, true);
});

test('query timeout: a slow statement with a 1000 ms timeout that ends FAILED as timed out means the target has it', async () => {
  const statements = (state: string, error: unknown) =>
    fakeTarget({
      'POST /analytics/v2/sql/statements': () => answer(202, { queryId: 'q1', state: 'ACCEPTED' }),
      'GET /analytics/v2/sql/statements/q1': () => answer(200, { queryId: 'q1', state, errorDetails: error }),
    });
  const timedOut = statements('FAILED', {
    errorCode: 'Canceled',
    category: 'TIMEOUT',
    errorMessage: 'Query timed out',
  });
  assert.equal((await resolveCapabilities(remote(), timedOut))['query-timeout'].present, true);
  const ignored = await resolveCapabilities(remote(), statements('SUCCESS', undefined));
  assert.equal(ignored['query-timeout'].present, false);
  assert.match(ignored['query-timeout'].evidence, /context.timeout 1000 answers 202, and it ended SUCCESS/);
  const none = await resolveCapabilities(remote(), fakeTarget({}));
  assert.match(none['query-timeout'].evidence, /answers 404/);
});

test('durable storage: a statement asking for it is accepted, or refused by a target without it', async () => {
  const target = (status: number) =>
    fakeTarget({
      'POST /analytics/v2/sql/statements': (_, body) =>
        body?.includes('durableStorage')
          ? answer(
              status,
              status < 300 ? { queryId: 'q2', state: 'ACCEPTED' } : { errorMessage: 'not configured' },
            )
          : answer(404),
    });
  assert.equal((await resolveCapabilities(remote(), target(202)))['durable-storage'].present, true);
  const without = (await resolveCapabilities(remote(), target(400)))['durable-storage'];
  assert.equal(without.present, false);
  assert.match(without.evidence, /durableStorage answers 400 .*not configured/);
});
