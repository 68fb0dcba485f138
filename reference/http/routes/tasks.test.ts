// The task endpoints through HTTP: submit an INSERT over inline EXTERN data, poll its status, read its report.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { validateAgainst } from '../../../schemas/index.ts';
import { createServer, type ReferenceServer, serverConfig } from '../../index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'task-routes-test-'));
let server: ReferenceServer;
before(async () => {
  server = await createServer(serverConfig({ dataDir }));
});
after(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: json,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const data = [
  '{"ts":"2015-09-12T01:00:00Z","page":"a","added":3}',
  '{"ts":"2015-09-13T02:00:00Z","page":"b","added":5}',
].join('\n');
const INSERT = `INSERT INTO routes_wiki
SELECT TIME_PARSE(ts) AS __time, page, added
FROM TABLE(EXTERN('${JSON.stringify({ type: 'inline', data })}', '{"type":"json"}',
  '[{"name":"ts","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'))
PARTITIONED BY DAY`;

async function finalStatus(taskId: string) {
  // Up to 120 s: a hang guard (a task takes seconds on a heavily loaded machine).
  for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
    const response = await inject('GET', `/analytics/indexer/v1/task/${taskId}/status`);
    if (response.json().status.statusCode !== 'RUNNING') return response;
    await new Promise((done) => setTimeout(done, 20));
  }
  assert.fail(`task ${taskId} still running`);
}

test('an INSERT task runs to SUCCESS; its status and report match the schemas', async () => {
  const submit = await inject('POST', '/analytics/v2/sql/task', { query: INSERT, resultFormat: 'csv' });
  assert.equal(submit.statusCode, 202, submit.body);
  assert.deepEqual(validateAgainst('tasks/task-submit-response', submit.json()).errors, []);
  assert.equal(submit.json().state, 'RUNNING');
  const { taskId } = submit.json();

  const status = await finalStatus(taskId);
  assert.deepEqual(validateAgainst('tasks/task-status-response', status.json()).errors, []);
  assert.equal(status.json().status.statusCode, 'SUCCESS', status.body);
  assert.equal(status.json().status.dataSource, 'routes_wiki');

  const report = await inject('GET', `/analytics/indexer/v1/task/${taskId}/reports`);
  assert.deepEqual(validateAgainst('tasks/task-report', report.json()).errors, []);
  assert.equal(
    report.json().multiStageQuery.payload.counters['1']['0'].segmentGenerationProgress.rowsPersisted,
    2,
  );

  const shutdown = await inject('POST', `/analytics/indexer/v1/task/${taskId}/shutdown`);
  assert.deepEqual(shutdown.json(), { task: taskId });
  assert.equal(
    (await inject('GET', `/analytics/indexer/v1/task/${taskId}/status`)).json().status.statusCode,
    'SUCCESS',
  );
});

test('a request without a query, or with SQL the engine rejects, is a 400 and creates no task', async () => {
  const missing = await inject('POST', '/analytics/v2/sql/task', { context: {} });
  assert.equal(missing.statusCode, 400);
  const bad = await inject('POST', '/analytics/v2/sql/task', { query: 'INSERT INTO x SELEC 1' });
  assert.equal(bad.statusCode, 400, bad.body);
  // A refusal names a task that failed at once, with the unified error (docs/facts/tasks.md §tasks.2).
  const { taskId, state, error } = bad.json();
  assert.equal(state, 'FAILED');
  assert.equal(typeof taskId, 'string');
  assert.equal(error.errorCode, 'invalidInput');
  assert.equal((await inject('GET', `/analytics/indexer/v1/task/${taskId}/status`)).statusCode, 404);
});

test('unknown tasks are 404 with an error message on status, reports and shutdown', async () => {
  for (const [method, path] of [
    ['GET', 'status'],
    ['GET', 'reports'],
    ['POST', 'shutdown'],
  ] as const) {
    const response = await inject(method, `/analytics/indexer/v1/task/query-nope/${path}`);
    assert.equal(response.statusCode, 404, path);
    assert.equal(typeof response.json().error, 'string');
  }
});
