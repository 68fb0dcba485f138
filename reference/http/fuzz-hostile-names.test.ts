// The fuzz family of hostile names (issue 30, item 6): datasources, columns, tiers, lookups, users, roles, keys and
// IDs named `__proto__`, `constructor`, `toString`, … over every route of a server with security on. No answer may be
// a 5xx (but `/ by zero`), no built-in prototype may change, and the server must still compile schemas afterwards
// (a datasource named `__proto__` once wrote onto Object.prototype, and every later schema compilation failed).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { securityConfig } from '../security/security-config.ts';
import { openTestServer, type TestServer } from '../test-support/task-server.ts';
import { answerProblem } from './fuzz/answer-problem.ts';
import { HOSTILE_NAMES, hostileInsert, hostileRequests } from './fuzz/hostile-names.ts';
import { declaredRoutes } from './route-permission.ts';

const ADMIN = `Basic ${Buffer.from('admin:hostile-admin').toString('base64')}`;
const PROTOTYPES = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
];

/** Every own property of the built-in prototypes with its value: what a polluting write would change. */
function prototypeSnapshot(): Map<string, unknown> {
  const snapshot = new Map<string, unknown>();
  PROTOTYPES.forEach((prototype, index) => {
    for (const key of Reflect.ownKeys(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
      snapshot.set(`${index}.${String(key)}`, descriptor?.value ?? descriptor?.get);
    }
  });
  snapshot.set('Object.prototype.[[Prototype]]', Object.getPrototypeOf(Object.prototype));
  return snapshot;
}

/** Taken before any request. */
const PRISTINE = prototypeSnapshot();

/** The prototype members that differ from PRISTINE; added ones are removed again, so the run goes on. */
function changes(): string[] {
  const now = prototypeSnapshot();
  const keys = new Set([...PRISTINE.keys(), ...now.keys()]);
  const changed = [...keys].filter(
    (key) => PRISTINE.get(key) !== now.get(key) || PRISTINE.has(key) !== now.has(key),
  );
  for (const key of changed) {
    const [index, name] = [Number(key.split('.')[0]), key.slice(key.indexOf('.') + 1)];
    const prototype = PROTOTYPES[index];
    if (prototype !== undefined && !PRISTINE.has(key)) Reflect.deleteProperty(prototype, name);
  }
  return changed;
}

let t: TestServer;
before(async () => {
  t = await openTestServer({ security: securityConfig({ initialAdminPassword: 'hostile-admin' }) });
  for (const name of HOSTILE_NAMES) await ingested(name);
});
after(() => t.close());

const send = (method: string, url: string, body?: unknown) =>
  t.server.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: ADMIN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

async function ingested(name: string): Promise<void> {
  const submitted = await send('POST', '/analytics/v2/sql/task', { query: hostileInsert(name) });
  assert.equal(submitted.statusCode, 202, submitted.body);
  const id = submitted.json().taskId as string;
  for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
    const status = (await send('GET', `/analytics/indexer/v1/task/${id}/status`)).json().status;
    if (status.statusCode === 'SUCCESS') return;
    assert.equal(status.statusCode, 'RUNNING', JSON.stringify(status));
    await new Promise((done) => setTimeout(done, 10));
  }
  assert.fail(`ingesting ${name} did not finish`);
}

test('a datasource named after a prototype member is listed under its own name', async () => {
  assert.deepEqual(changes(), [], 'ingestion changed no prototype');
  const intervals = (await send('GET', '/analytics/coordinator/v1/intervals?simple')).json();
  const day = intervals['2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z'];
  for (const name of HOSTILE_NAMES) assert.ok(Object.hasOwn(day, name), `${name} in ${JSON.stringify(day)}`);
  const loadStatus = (await send('GET', '/analytics/coordinator/v1/loadstatus?full')).json();
  for (const counts of Object.values(loadStatus) as Record<string, unknown>[])
    for (const value of Object.values(counts))
      assert.equal(typeof value, 'number', JSON.stringify(loadStatus));
  assert.deepEqual(changes(), [], 'listing changed no prototype');
});

test('hostile names over every route: no 5xx, no prototype changed, schemas still compile', async () => {
  const routes = declaredRoutes(t.server.app);
  assert.ok(
    routes.some((route) => route.url.includes('basic-security')),
    'security routes are declared',
  );
  const failures: string[] = [];
  let sent = 0;
  const statuses = new Map<number, number>();
  for (const name of HOSTILE_NAMES)
    for (const request of hostileRequests(routes, name)) {
      const answer = await send(request.method, request.url, request.body);
      sent++;
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      const found = answerProblem(request.route, request.method, answer);
      const changed = changes();
      if (found !== undefined || changed.length > 0)
        failures.push(
          `${request.method} ${request.url} ${JSON.stringify(request.body ?? '').slice(0, 200)}\n  → ` +
            `${found ?? ''} ${changed.length > 0 ? `prototypes changed: ${changed.join(', ')}` : ''} ` +
            answer.body.slice(0, 300),
        );
    }
  if (process.env.FUZZ_VERBOSE) console.log([...statuses].sort(([a], [b]) => a - b));
  assert.deepEqual(failures.slice(0, 15), [], `${failures.length} of ${sent} hostile-name requests failed`);
  assert.ok(sent > 1000, `${sent} requests`);
  const rules = await send('POST', '/analytics/coordinator/v1/rules/wiki', [
    { type: 'loadForever', tieredReplicants: { _default_tier: 1 } },
  ]);
  assert.equal(rules.statusCode, 200, rules.body);
});
