// The loader's stages fail with the target's own words, and tell a target that cannot load from a slow one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse } from './client.ts';
import { awaitLoadedRows, awaitLoadTask, submitLoad } from './load-stages.ts';
import { LoadFailure } from './preconditions.ts';
import type { Sender } from './sender.ts';

const answer = (status: number, body: unknown): HttpResponse => ({
  status,
  headers: {},
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

/** A target that answers every request with `reply`. */
const target = (reply: (method: string, path: string) => HttpResponse): Sender => ({
  request: async (method, path) => reply(method, path),
});

const SUBMIT = '/analytics/v2/sql/task';
const idOf = (response: HttpResponse) => (response.status === 202 ? 'query-1' : undefined);

test('a submit the endpoint does not exist for is conclusive; another refusal is not', async () => {
  const missing = await submitLoad(
    target(() => answer(405, '')),
    SUBMIT,
    '{}',
    100,
    idOf,
  ).catch((e) => e);
  assert.ok(missing instanceof LoadFailure && missing.conclusive);
  assert.equal(missing.reason, 'POST /analytics/v2/sql/task answered 405');
  const refused = await submitLoad(
    target(() => answer(400, { error: 'no' })),
    SUBMIT,
    '{}',
    100,
    idOf,
  ).catch((e) => e);
  assert.ok(refused instanceof LoadFailure && !refused.conclusive);
  assert.equal(
    await submitLoad(
      target(() => answer(202, {})),
      SUBMIT,
      '{}',
      100,
      idOf,
    ),
    'query-1',
  );
});

test('a status that stays 404 for the task just accepted is conclusive, named in full', async () => {
  const failure = await awaitLoadTask(
    target(() => answer(404, 'Task not found')),
    SUBMIT,
    'query-1',
    150,
  ).catch((e) => e);
  assert.ok(failure instanceof LoadFailure && failure.conclusive);
  assert.equal(
    failure.reason,
    'GET /analytics/indexer/v1/task/query-1/status answered 404 Task not found, for the task /analytics/v2/sql/task had just accepted',
  );
});

test('a task that ends FAILED is a load failure; one that does not end in time is the scenario own wait', async () => {
  const failed = target(() => answer(200, { status: { status: 'FAILED', errorMsg: 'no inline input' } }));
  const failure = await awaitLoadTask(failed, SUBMIT, 'query-1', 150).catch((e) => e);
  assert.ok(failure instanceof LoadFailure && !failure.conclusive);
  assert.equal(failure.reason, 'the load task query-1 ended FAILED: no inline input');
  const running = target(() => answer(200, { status: { status: 'RUNNING' } }));
  const slow = await awaitLoadTask(running, SUBMIT, 'query-1', 150).catch((e) => e);
  assert.ok(!(slow instanceof LoadFailure));
  assert.match(String(slow), /has not ended within 150 ms/);
});

test('rows still missing after the whole deadline are a load failure', async () => {
  const failure = await awaitLoadedRows(
    target(() => answer(200, [{ c: 0 }])),
    'ds',
    2,
    150,
  ).catch((e) => e);
  assert.ok(failure instanceof LoadFailure);
  assert.match(
    failure.reason,
    /^the 2 rows the load task published were not all queryable within 150 ms: POST \/analytics\/v2\/sql answered 200 \[\{"c":0\}\]$/,
  );
});

test('the rows are counted with the query alone, in the default object format', async () => {
  const bodies: (string | undefined)[] = [];
  const counting: Sender = {
    request: async (_method, _path, body) => {
      bodies.push(body);
      return answer(200, [{ c: 2 }]);
    },
  };
  await awaitLoadedRows(counting, 'ds', 2, 150);
  assert.deepEqual(
    bodies.map((body) => JSON.parse(body ?? '')),
    [{ query: 'SELECT COUNT(*) AS "c" FROM "ds"' }],
  );
});
