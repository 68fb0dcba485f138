// With basic security: every table a statement reads is authorized, whatever form hides it, on each SQL endpoint.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { securityConfig } from '../security/security-config.ts';
import type { Permission } from '../store/security-store.ts';
import { inlineCsv, openTestServer, type TestServer } from '../test-support/task-server.ts';
import { accessNeeds } from './sql-access.ts';

const ADMIN = 'authz-admin';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const grant = (type: Permission['resource']['type'], name: string, action: 'READ' | 'WRITE'): Permission => ({
  resource: { type, name },
  action,
});

/** `reader` may read `open`, write `target` and read external data, but not read `secret` nor the server's state. */
const USERS: Readonly<Record<string, Permission[]>> = {
  reader: [
    grant('DATASOURCE', 'open', 'READ'),
    grant('DATASOURCE', 'target', 'WRITE'),
    grant('EXTERNAL', 'EXTERNAL', 'READ'),
  ],
  inside: [grant('DATASOURCE', 'open', 'READ'), grant('DATASOURCE', 'target', 'WRITE')],
};

let t: TestServer;

async function send(user: string, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return t.server.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: user === 'admin' ? basic('admin', ADMIN) : basic(user, 'pw'),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(payload),
  });
}

const admin = async (url: string, payload?: unknown) => {
  const response = await send('admin', `/analytics-ext/basic-security${url}`, payload ?? {});
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
};

async function ingest(datasource: string): Promise<void> {
  const rows = inlineCsv(['2015-09-12T00:00:00Z,a,x'], ['time', 'page', 'tag']);
  const query = `INSERT INTO "${datasource}" SELECT TIME_PARSE("time") AS "__time", "page", "tag" FROM ${rows} PARTITIONED BY DAY`;
  const submitted = await send('admin', '/analytics/v2/sql/task', { query });
  assert.equal(submitted.statusCode, 202, submitted.body);
  // Served once the task has published it and the Historicals have loaded it: until then no query finds it.
  // Up to 120 s: a hang guard (a task takes seconds on a heavily loaded machine).
  for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
    const probe = await send('admin', '/analytics/v2/sql', { query: `SELECT COUNT(*) FROM "${datasource}"` });
    if (probe.statusCode === 200) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  assert.fail(`${datasource} is not served`);
}

before(async () => {
  t = await openTestServer({ security: securityConfig({ initialAdminPassword: ADMIN }) });
  for (const [user, permissions] of Object.entries(USERS)) {
    await admin(`/authentication/db/basic/users/${user}`);
    await admin(`/authentication/db/basic/users/${user}/credentials`, { password: 'pw' });
    await admin(`/authorization/db/basic/users/${user}`);
    await admin(`/authorization/db/basic/roles/${user}`);
    await admin(`/authorization/db/basic/roles/${user}/permissions`, permissions);
    await admin(`/authorization/db/basic/users/${user}/roles/${user}`);
  }
  await ingest('open');
  await ingest('secret');
  const lookups = await send('admin', '/analytics/coordinator/v1/lookups/config', {
    __default: { countries: { version: 'v1', lookupExtractorFactory: { type: 'map', map: { a: 'A' } } } },
  });
  assert.equal(lookups.statusCode, 202, lookups.body);
});
after(() => t.close());

/** Each form a datasource can be read through, written over `{ds}`: `open` must pass, `secret` must be refused. */
const QUERY_FORMS: Readonly<Record<string, string>> = {
  'FROM a table': 'SELECT page FROM {ds}',
  'a join': 'SELECT o.page FROM open o JOIN {ds} s ON o.page = s.page',
  'a comma join': 'SELECT o.page FROM open o, {ds} s',
  'a subquery in FROM': 'SELECT page FROM (SELECT page FROM {ds}) t',
  'IN a subquery': 'SELECT page FROM open WHERE page IN (SELECT page FROM {ds})',
  // (EXISTS is refused as Druid refuses it, before any permission: §sql-semantics.10.)
  'a scalar subquery': 'SELECT (SELECT COUNT(*) FROM {ds}) AS p',
  'a CTE': 'WITH s AS (SELECT page FROM {ds}) SELECT page FROM s',
  'a UNION': 'SELECT page FROM open UNION ALL SELECT page FROM {ds}',
  'UNNEST of its column': 'SELECT t FROM {ds} CROSS JOIN UNNEST(ARRAY[page, tag]) AS u(t)',
  EXPLAIN: 'EXPLAIN PLAN FOR SELECT page FROM {ds}',
};

const form = (template: string, ds: string) => template.replaceAll('{ds}', ds);

test('synchronous SQL: a query reading a datasource the caller may not read is refused, in every form', async () => {
  const failures: string[] = [];
  for (const [name, template] of Object.entries(QUERY_FORMS)) {
    const allowed = await send('reader', '/analytics/v2/sql', { query: form(template, 'open') });
    if (allowed.statusCode !== 200) failures.push(`${name} over open: ${allowed.statusCode} ${allowed.body}`);
    const refused = await send('reader', '/analytics/v2/sql', { query: form(template, 'secret') });
    if (refused.statusCode !== 403) failures.push(`${name} over secret: ${refused.statusCode}`);
  }
  assert.deepEqual(failures, []);
});

test('synchronous SQL: datasource metadata tables filter, server tables need STATE READ, EXTERN needs EXTERNAL', async () => {
  const status = async (user: string, query: string) =>
    (await send(user, '/analytics/v2/sql', { query })).statusCode;
  assert.equal(await status('reader', 'SELECT COUNT(*) FROM sys.segments'), 200);
  assert.equal(await status('reader', 'SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES'), 200);
  assert.equal(await status('reader', 'SELECT v FROM lookup.countries'), 200);
  assert.equal(await status('reader', 'SELECT COUNT(*) FROM sys.servers'), 403);
  assert.equal(await status('reader', 'SELECT COUNT(*) FROM sys.server_segments'), 403);
  const extern = `SELECT page FROM ${inlineCsv(['a'], ['page'])}`;
  // Refused for the missing permission first; a caller who has it learns that this endpoint reads no EXTERN.
  assert.equal(await status('inside', extern), 403);
  assert.equal(await status('reader', extern), 400);
  assert.equal(await status('reader', `${extern} UNION ALL SELECT page FROM secret`), 403);
});

test('the task API: what a task reads is authorized as well as what it writes and EXTERN', async () => {
  const task = async (user: string, query: string) =>
    (await send(user, '/analytics/v2/sql/task', { query })).statusCode;
  for (const [name, template] of Object.entries(QUERY_FORMS))
    assert.equal(await task('reader', form(template, 'secret')), 403, name);
  const insert = (from: string) => `INSERT INTO target SELECT __time, page FROM ${from} PARTITIONED BY DAY`;
  assert.equal(await task('reader', insert('secret')), 403);
  assert.equal(await task('reader', insert('(SELECT * FROM open UNION ALL SELECT * FROM secret)')), 403);
  assert.equal(
    await task('reader', 'INSERT INTO secret SELECT __time, page FROM open PARTITIONED BY DAY'),
    403,
  );
  assert.equal(await task('reader', 'SELECT COUNT(*) FROM sys.segments'), 403);
  assert.equal(await task('reader', 'SELECT v FROM lookup.countries'), 403);
  const external = `INSERT INTO target SELECT TIME_PARSE('2020-01-01') AS __time, page FROM ${inlineCsv(['a'], ['page'])} PARTITIONED BY DAY`;
  assert.equal(await task('inside', external), 403);
  assert.equal(await task('reader', external), 202);
  assert.equal(await task('reader', insert('open')), 202);
});

test('the statements API: what a statement reads is authorized, metadata tables and lookups need STATE READ', async () => {
  const context = { executionMode: 'ASYNC' };
  const statement = async (query: string) =>
    (await send('reader', '/analytics/v2/sql/statements', { query, context })).statusCode;
  for (const [name, template] of Object.entries(QUERY_FORMS))
    assert.equal(await statement(form(template, 'secret')), 403, name);
  assert.equal(await statement('SELECT COUNT(*) FROM sys.segments'), 403);
  assert.equal(await statement('SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES'), 403);
  assert.equal(await statement('SELECT v FROM lookup.countries'), 403);
  assert.equal(await statement('INSERT INTO secret SELECT __time, page FROM open PARTITIONED BY DAY'), 403);
  const accepted = await send('reader', '/analytics/v2/sql/statements', {
    query: 'SELECT page FROM open',
    context,
  });
  assert.ok(accepted.statusCode === 200 || accepted.statusCode === 202, accepted.body);
});

test('what each access needs: READ per datasource read, WRITE on the target, EXTERNAL, STATE READ where unfiltered', () => {
  const access = {
    datasources: ['a', 'b'],
    metadataTables: ['sys.segments'],
    writes: 't',
    external: true,
  };
  const unfiltered = accessNeeds(access, false);
  assert.deepEqual(unfiltered, [
    { type: 'DATASOURCE', name: 'a', action: 'READ' },
    { type: 'DATASOURCE', name: 'b', action: 'READ' },
    { type: 'DATASOURCE', name: 't', action: 'WRITE' },
    { type: 'EXTERNAL', name: 'EXTERNAL', action: 'READ' },
    { type: 'STATE', name: 'STATE', action: 'READ' },
  ]);
  // Synchronous SQL refuses an ingestion for its engine before any permission (§security.21).
  assert.deepEqual(accessNeeds(access, true), []);
  const { writes: _, ...reading } = access;
  assert.deepEqual(accessNeeds({ ...reading, external: true }, true), [
    ...unfiltered.slice(0, 2),
    unfiltered[3],
  ]);
  const servers = { datasources: [], metadataTables: ['sys.servers'], external: false };
  assert.deepEqual(accessNeeds(servers, true), [{ type: 'STATE', name: 'STATE', action: 'READ' }]);
});
