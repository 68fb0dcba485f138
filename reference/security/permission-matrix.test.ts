// The permission matrix: every registered route, plain and percent-encoded, for eight callers, against what the real system requires.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { declaredRoutes } from '../http/route-permission.ts';
import type { Permission } from '../store/security-store.ts';
import { inlineCsv, openTestServer, type TestServer } from '../test-support/task-server.ts';
import { EXPECTED, type Requirement } from './permission-table.ts';
import { securityConfig } from './security-config.ts';

const ADMIN_PASSWORD = 'matrix-admin';
const DATASOURCE = 'wiki';

/** The callers: the permissions of each one's single role; `all` is the admin, null sends no credentials. */
const CALLERS: Readonly<Record<string, Permission[] | 'all' | null>> = {
  admin: 'all',
  'datasource reader': [{ resource: { type: 'DATASOURCE', name: DATASOURCE }, action: 'READ' }],
  'datasource writer': [{ resource: { type: 'DATASOURCE', name: DATASOURCE }, action: 'WRITE' }],
  'STATE READ': [{ resource: { type: 'STATE', name: 'STATE' }, action: 'READ' }],
  'STATE WRITE': [{ resource: { type: 'STATE', name: 'STATE' }, action: 'WRITE' }],
  CONFIG: [
    { resource: { type: 'CONFIG', name: 'CONFIG' }, action: 'READ' },
    { resource: { type: 'CONFIG', name: 'CONFIG' }, action: 'WRITE' },
  ],
  'no permission': [],
  anonymous: null,
};

const userOf = (caller: string) => (caller === 'admin' ? 'admin' : `matrix-${caller.replace(/ /g, '-')}`);
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const credentialsOf = (caller: string): string | undefined =>
  CALLERS[caller] === null ? undefined : basic(userOf(caller), caller === 'admin' ? ADMIN_PASSWORD : 'pw');

/** The resource action a requirement names, for the test's one datasource (a task's too). */
function grantOf(requirement: Requirement): Permission | undefined {
  const [kind = '', action] = requirement.split(' ') as [string, 'READ' | 'WRITE'];
  if (action === undefined) return undefined;
  const resource =
    kind === 'security'
      ? { type: 'CONFIG' as const, name: 'security' }
      : kind === 'DATASOURCE'
        ? { type: 'DATASOURCE' as const, name: DATASOURCE }
        : { type: kind as 'STATE' | 'CONFIG', name: kind };
  return { resource, action };
}

/** 'pass' (any answer but 401 and 403), or the refusal the caller must get. */
function expectedFor(caller: string, requirement: Requirement): 'pass' | 401 | 403 {
  const permissions = CALLERS[caller];
  if (requirement === 'open') return 'pass';
  if (permissions === null || permissions === undefined) return 401;
  if (permissions === 'all' || requirement === 'authenticated') return 'pass';
  const needed = grantOf(requirement);
  const granted = permissions.some(
    (p) =>
      p.action === needed?.action &&
      p.resource.type === needed.resource.type &&
      p.resource.name === needed.resource.name,
  );
  return granted ? 'pass' : 403;
}

let t: TestServer;
let taskId = '';
/** Path parameters: the test's datasource and task; names that match no user, role or mapping of the callers. */
const PARAMS: Record<string, () => string> = {
  datasource: () => DATASOURCE,
  dataSource: () => DATASOURCE,
  taskId: () => taskId,
  authn: () => 'basic',
  authz: () => 'basic',
  user: () => 'matrix-nobody',
  role: () => 'matrix-no-role',
  mapping: () => 'matrix-no-mapping',
  segmentId: () => 'matrix-no-segment',
  interval: () => '2015-09-12_2015-09-13',
  sqlQueryId: () => 'matrix-no-query',
  queryId: () => 'matrix-no-query',
};

const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** The route's path with its parameters filled; `encoded` percent-encodes every static segment's first byte and every parameter's. */
function pathOf(url: string, encoded: boolean): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      const value = segment.startsWith(':') ? (PARAMS[segment.slice(1)]?.() ?? 'x') : segment;
      return encoded
        ? encodeChar(value.charAt(0)) + encodeURIComponent(value.slice(1))
        : encodeURIComponent(value);
    })
    .join('/');
}

async function send(method: string, url: string, caller: string): Promise<LightMyRequestResponse> {
  const authorization = credentialsOf(caller);
  return t.server.app.inject({
    method: method as 'GET',
    url,
    headers: authorization === undefined ? {} : { authorization },
  });
}

async function adminPost(url: string, payload?: unknown): Promise<void> {
  const response = await t.server.app.inject({
    method: 'POST',
    url: `/analytics-ext/basic-security${url}`,
    headers: {
      authorization: basic('admin', ADMIN_PASSWORD),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
}

before(async () => {
  t = await openTestServer({ security: securityConfig({ initialAdminPassword: ADMIN_PASSWORD }) });
  for (const [caller, permissions] of Object.entries(CALLERS)) {
    if (!Array.isArray(permissions)) continue;
    const user = userOf(caller);
    await adminPost(`/authentication/db/basic/users/${user}`);
    await adminPost(`/authentication/db/basic/users/${user}/credentials`, { password: 'pw' });
    await adminPost(`/authorization/db/basic/users/${user}`);
    await adminPost(`/authorization/db/basic/roles/${user}`);
    await adminPost(`/authorization/db/basic/roles/${user}/permissions`, permissions);
    await adminPost(`/authorization/db/basic/users/${user}/roles/${user}`);
  }
  const submitted = await t.server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql/task',
    headers: { authorization: basic('admin', ADMIN_PASSWORD), 'content-type': 'application/json' },
    payload: JSON.stringify({
      query: `INSERT INTO "${DATASOURCE}" SELECT TIME_PARSE("time") AS "__time", "page" FROM ${inlineCsv(['2015-09-12T00:00:00Z,a'], ['time', 'page'])} PARTITIONED BY DAY`,
    }),
  });
  taskId = submitted.json().taskId;
  // Up to 120 s: a hang guard (a task takes seconds on a heavily loaded machine).
  for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
    const status = await send('GET', `/analytics/indexer/v1/task/${taskId}/status`, 'admin');
    if (status.json().status.statusCode !== 'RUNNING') break;
    await new Promise((done) => setTimeout(done, 10));
  }
});
after(() => t.close());

const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

test('every route declares a permission and the matrix knows what the real system requires of it', () => {
  const routes = declaredRoutes(t.server.app);
  assert.ok(routes.length > 90, `only ${routes.length} routes recorded`);
  const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
  assert.deepEqual(undeclared, [], 'routes without a declared permission (route option needs.…)');
  const unknown = routes.filter((r) => EXPECTED[keyOf(r.method, r.url)] === undefined);
  assert.deepEqual(
    unknown.map((r) => `${r.method} ${r.url}`),
    [],
    'routes missing from permission-table.ts',
  );
  const served = new Set(routes.map((r) => keyOf(r.method, r.url)));
  const stale = Object.entries(EXPECTED).filter(([key, e]) => !e.pending && !served.has(key));
  assert.deepEqual(
    stale.map(([key]) => key),
    [],
    'table entries of routes no longer served',
  );
});

test('each caller gets what the real system grants on every route, percent-encoded or not', async () => {
  const failures: string[] = [];
  // Reads first, then writes: a write the admin may do (delete a datasource) must not change the reads' answers.
  const routes = [...declaredRoutes(t.server.app)].sort(
    (a, b) => Number(!['GET', 'HEAD'].includes(a.method)) - Number(!['GET', 'HEAD'].includes(b.method)),
  );
  for (const route of routes) {
    const expectation = EXPECTED[keyOf(route.method, route.url)];
    if (expectation === undefined) continue;
    for (const caller of Object.keys(CALLERS)) {
      const expected = expectedFor(caller, expectation.requirement);
      const statuses: number[] = [];
      for (const encoded of [false, true]) {
        const path = pathOf(route.url, encoded);
        const { statusCode } = await send(route.method, path, caller);
        statuses.push(statusCode);
        const refused = statusCode === 401 || statusCode === 403;
        const ok = expected === 'pass' ? !refused : statusCode === expected;
        if (!ok) failures.push(`${route.method} ${path} as ${caller}: ${statusCode}, expected ${expected}`);
      }
      // A read answers the encoded path as the plain one: the same handler, not a 404 that passes as "not refused".
      if (['GET', 'HEAD'].includes(route.method) && statuses[0] !== statuses[1])
        failures.push(
          `${route.method} ${route.url} as ${caller}: ${statuses[0]} plain, ${statuses[1]} encoded`,
        );
    }
  }
  assert.deepEqual(failures, []);
});

test('the reported bypasses: encoded security paths, encoded config, rules history written with STATE READ', async () => {
  const roles = `/analytics-ext/%62asic-security/authorization/db/basic/users/${userOf('STATE WRITE')}/roles/admin`;
  assert.equal((await send('POST', roles, 'STATE WRITE')).statusCode, 403);
  const user = await send('GET', `/analytics/coordinator/v1/config`, 'STATE WRITE');
  assert.equal(user.statusCode, 403, 'the STATE WRITE user did not become admin');
  assert.equal((await send('GET', '/analytics/coordinator/v1/%63onfig', 'STATE READ')).statusCode, 403);
  // `history` is a datasource name on POST: writing its rules needs WRITE on it.
  assert.equal((await send('POST', '/analytics/coordinator/v1/rules/history', 'STATE READ')).statusCode, 403);
});

test('an unknown path is 401 without credentials and 404 with any, never a grant', async () => {
  for (const path of ['/analytics/coordinator/v1/nothing', '/analytics-ext/%62asic-security/nothing']) {
    assert.equal((await send('GET', path, 'anonymous')).statusCode, 401);
    assert.equal((await send('GET', path, 'no permission')).statusCode, 404);
    assert.equal((await send('POST', path, 'STATE WRITE')).statusCode, 404);
  }
});

test('a list path with a trailing slash is the list route: filtered, not STATE', async () => {
  for (const path of ['/analytics/coordinator/v1/datasources/', '/analytics/indexer/v1/tasks/']) {
    const response = await send('GET', path, 'datasource reader');
    assert.equal(response.statusCode, 200, path);
    assert.equal((await send('GET', path, 'no permission')).json().length, 0, path);
  }
});

test("a worker task is its controller's datasource's too", async () => {
  const worker = `/analytics/indexer/v1/task/${taskId}-worker0_0`;
  assert.equal((await send('GET', worker, 'no permission')).statusCode, 403);
  assert.equal((await send('GET', worker, 'datasource reader')).statusCode, 200);
});
