// The leak report separates what the kit should have removed from what it leaves on purpose, and what it could not list.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse } from './client.ts';
import { findLeaks, leakSummary } from './leaks.ts';
import type { PlainClient } from './probe-http.ts';

const json = (body: unknown): HttpResponse => ({ status: 200, headers: {}, text: JSON.stringify(body) });

function fakeClient(routes: Record<string, unknown>): PlainClient {
  return {
    async send(method, path) {
      const body = routes[`${method} ${path}`];
      return body === undefined ? { status: 404, headers: {}, text: 'no' } : json(body);
    },
  };
}

const P = 'kit_run_1';

test('objects with the run prefix are sorted into leaks and data left by design', async () => {
  const report = await findLeaks(
    fakeClient({
      'GET /analytics/coordinator/v1/config/compaction': {
        compactionConfigs: [{ dataSource: `${P}_3` }, { dataSource: 'theirs' }],
      },
      'GET /analytics/indexer/v1/tasks': [
        { id: 'query-a', dataSource: `${P}_4`, statusCode: 'RUNNING' },
        { id: 'query-b', dataSource: `${P}_5`, statusCode: 'SUCCESS' },
        { id: 'query-c', dataSource: 'theirs', statusCode: 'RUNNING' },
      ],
      'GET /analytics/coordinator/v1/metadata/datasources?includeUnused': [`${P}_1`, `${P}_7`, 'theirs'],
      'GET /analytics/coordinator/v1/metadata/datasources': [`${P}_7`, 'theirs'],
      'GET /analytics/coordinator/v1/rules': { _default: [], [`${P}_2`]: [] },
      'GET /analytics-ext/basic-security/authentication/loadStatus': { basic: true },
      'GET /analytics-ext/basic-security/authentication/db/basic/users': ['admin', `${P}_6`],
    }),
    P,
  );
  assert.deepEqual(
    report.leaks.map((group) => [group.kind, group.names]),
    [
      ['compaction configurations', [`${P}_3`]],
      ['unfinished tasks', ['query-a']],
      ['authenticator users', [`${P}_6`]],
      ['used datasources', [`${P}_7`]],
    ],
  );
  assert.deepEqual(
    report.leftByDesign.map((group) => [group.kind, group.names]),
    [
      ['unused datasources', [`${P}_1`]],
      ['retention rules', [`${P}_2`]],
    ],
  );
  assert.deepEqual(
    report.notChecked.map((entry) => entry.kind),
    ['supervisors', 'authorizer users', 'roles'],
  );
  assert.equal(
    leakSummary(report, 'leaks.json'),
    'leaks: compaction configurations 1, unfinished tasks 1, authenticator users 1, used datasources 1; ' +
      'left by design: unused datasources 1, retention rules 1; not checked: supervisors, authorizer users, roles (leaks.json)',
  );
});

test('a listing that throws is not checked, never a clean target', async () => {
  const report = await findLeaks({ send: () => Promise.reject(new Error('socket hang up')) }, P);
  assert.equal(report.leaks.length, 0);
  assert.equal(report.notChecked.length, 9);
  assert.equal(report.notChecked[0]?.reason, 'socket hang up');
});

test('a run told to keep its data leaves its used datasources by design', async () => {
  const routes = {
    'GET /analytics/coordinator/v1/metadata/datasources?includeUnused': [`${P}_1`],
    'GET /analytics/coordinator/v1/metadata/datasources': [`${P}_1`],
  };
  const kept = await findLeaks(fakeClient(routes), P, 'kept');
  assert.deepEqual(kept.leaks, []);
  assert.deepEqual(
    kept.leftByDesign.map((group) => [group.kind, group.names]),
    [['used datasources', [`${P}_1`]]],
  );
});
