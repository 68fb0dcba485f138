// The faults that ignore a stop or reorder pages answer as the faulty server would, consulting the target for it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAULTS, type Fault } from './catalogue.ts';
import type { ProxyRequest, ProxyResponse, Upstream } from './proxy.ts';
import { UNANCHORED_PERMISSIONS } from './unanchored-permissions.ts';

const request = (method: string, url: string, body = ''): ProxyRequest => ({
  method,
  url,
  headers: {},
  body,
});
const json = (body: unknown): ProxyResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function fault(faultClass: string): Fault {
  const found = FAULTS.find((candidate) => candidate.faultClass === faultClass);
  assert.ok(found, `no fault of class ${faultClass}`);
  return found;
}

/** A target that answers from a table of `METHOD url` and records what it was sent. */
function fakeTarget(answers: Record<string, ProxyResponse>): { upstream: Upstream; sent: string[] } {
  const sent: string[] = [];
  const upstream: Upstream = async (req) => {
    sent.push(`${req.method} ${req.url}`);
    return answers[`${req.method} ${req.url}`] ?? { status: 404, headers: {}, body: '' };
  };
  return { upstream, sent };
}

test('pages out of order: without page, the pages come last first; with page, nothing changes', async () => {
  const f = fault('pages out of order');
  const results = '/analytics/v2/sql/statements/q1/results';
  const { upstream } = fakeTarget({
    'GET /analytics/v2/sql/statements/q1': json({ result: { pages: [{ id: 0 }, { id: 1 }] } }),
    [`GET ${results}?resultFormat=array&page=0`]: json([[1], [2]]),
    [`GET ${results}?resultFormat=array&page=1`]: json([[3]]),
  });
  const req = request('GET', `${results}?resultFormat=array`);
  assert.ok(f.matches(req));
  assert.equal(f.matches(request('GET', `${results}?page=0`)), false);
  const answer = await f.answer?.(req, upstream);
  assert.deepEqual(JSON.parse(answer?.body ?? ''), [[3], [1], [2]]);
});

test('cancel ignored: a running statement is answered 202 and left running until the proxy settles', async () => {
  const f = fault('cancel ignored');
  const { upstream, sent } = fakeTarget({
    'GET /analytics/v2/sql/statements/q1': json({ state: 'RUNNING' }),
    'GET /analytics/v2/sql/statements/q2': json({ state: 'SUCCESS' }),
    'DELETE /analytics/v2/sql/statements/q2': { status: 200, headers: {}, body: '' },
  });
  const answer = await f.answer?.(request('DELETE', '/analytics/v2/sql/statements/q1'), upstream);
  assert.equal(answer?.status, 202);
  assert.equal(sent.includes('DELETE /analytics/v2/sql/statements/q1'), false, 'not passed on');
  const ended = await f.answer?.(request('DELETE', '/analytics/v2/sql/statements/q2'), upstream);
  assert.equal(ended?.status, 200, 'a statement that has ended is passed through');
  await f.settle?.(upstream);
  assert.ok(sent.includes('DELETE /analytics/v2/sql/statements/q1'), 'stopped for real at the close');
});

test('shutdown ignored: a running task is answered with its ID and left running until the proxy settles', async () => {
  const f = fault('shutdown ignored');
  const shutdown = '/analytics/indexer/v1/task/t1/shutdown';
  const { upstream, sent } = fakeTarget({
    'GET /analytics/indexer/v1/task/t1/status': json({ status: { status: 'RUNNING' } }),
  });
  const req = request('POST', shutdown);
  assert.ok(f.matches(req));
  const answer = await f.answer?.(req, upstream);
  assert.deepEqual([answer?.status, JSON.parse(answer?.body ?? '')], [200, { task: 't1' }]);
  assert.equal(sent.includes(`POST ${shutdown}`), false);
  await f.settle?.(upstream);
  assert.ok(sent.includes(`POST ${shutdown}`));
});

test('unanchored permission: stored to match anywhere, read back as written', () => {
  const path = '/analytics-ext/basic-security/authorization/db/basic/roles/r/permissions';
  const req = request(
    'POST',
    path,
    JSON.stringify([{ resource: { type: 'DATASOURCE', name: 'wiki' }, action: 'READ' }]),
  );
  assert.ok(UNANCHORED_PERMISSIONS.matches(req));
  const stored = JSON.parse(UNANCHORED_PERMISSIONS.rewriteRequest?.(req).body ?? '');
  assert.equal(stored[0].resource.name, '.*(?:wiki).*');
  assert.ok(new RegExp(`^(?:${stored[0].resource.name})$`).test('wikipedia'), 'a longer name matches now');
  const read = UNANCHORED_PERMISSIONS.rewriteResponse?.(
    json({
      name: 'r',
      permissions: [{ resourceAction: { resource: { type: 'DATASOURCE', name: stored[0].resource.name } } }],
    }),
    request('GET', '/analytics-ext/basic-security/authorization/db/basic/roles/r?full'),
  );
  assert.equal(JSON.parse(read?.body ?? '').permissions[0].resourceAction.resource.name, 'wiki');
});
