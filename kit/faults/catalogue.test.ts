// Each injected fault changes the exchange it aims at and leaves a conformant neighbour untouched.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAULT_CLASSES, FAULTS, type Fault } from './catalogue.ts';
import type { ProxyRequest, ProxyResponse } from './proxy.ts';

const request = (method: string, url: string, body = ''): ProxyRequest => ({
  method,
  url,
  headers: {},
  body,
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}): ProxyResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function fault(faultClass: string): Fault {
  const found = FAULTS.find((candidate) => candidate.faultClass === faultClass);
  assert.ok(found, `no fault of class ${faultClass}`);
  return found;
}

const respond = (f: Fault, req: ProxyRequest, res: ProxyResponse): ProxyResponse => {
  assert.ok(f.matches(req), `${f.faultClass} does not match ${req.method} ${req.url}`);
  return f.rewriteResponse ? f.rewriteResponse(res, req) : res;
};

test('there is one fault per class, each naming a catalogue rule', () => {
  assert.deepEqual(FAULTS.map((f) => f.faultClass).sort(), [...FAULT_CLASSES].sort());
  for (const f of FAULTS) assert.match(f.rule, /^[A-Z]{3}-\d{3}$/);
});

test('wrong status: a 404 on deleting a compaction configuration becomes 200', () => {
  const f = fault('wrong status');
  const req = request('DELETE', '/analytics/coordinator/v1/config/compaction/ds');
  assert.equal(respond(f, req, json(404, { error: 'x' })).status, 200);
  assert.equal(respond(f, req, json(200, {})).status, 200);
  assert.equal(f.matches(request('GET', '/analytics/coordinator/v1/config/compaction/ds')), false);
});

test('missing field: the task submit response loses state', () => {
  const f = fault('missing field');
  const res = respond(
    f,
    request('POST', '/analytics/v2/sql/task'),
    json(200, { taskId: 't', state: 'RUNNING' }),
  );
  assert.deepEqual(JSON.parse(res.body), { taskId: 't' });
});

test('wrong default: a compaction configuration without taskPriority is sent with 50', () => {
  const f = fault('wrong default');
  const bare = request('POST', '/analytics/coordinator/v1/config/compaction', '{"dataSource":"ds"}');
  assert.ok(f.matches(bare));
  assert.deepEqual(JSON.parse(f.rewriteRequest?.(bare).body ?? ''), { dataSource: 'ds', taskPriority: 50 });
  const explicit = request(
    'POST',
    '/analytics/coordinator/v1/config/compaction',
    '{"dataSource":"ds","taskPriority":10}',
  );
  assert.equal(f.matches(explicit), false);
});

test('wrong header: synchronous SQL loses its query ID header, the task endpoint keeps it', () => {
  const f = fault('wrong header');
  const res = respond(
    f,
    request('POST', '/analytics/v2/sql'),
    json(200, [], { 'X-Analytics-SQL-Query-Id': 'q' }),
  );
  assert.deepEqual(Object.keys(res.headers), ['content-type']);
  assert.equal(f.matches(request('POST', '/analytics/v2/sql/task')), false);
});

test('wrong order: rules history with count comes back reversed; without count it is untouched', () => {
  const f = fault('wrong order');
  for (const url of [
    '/analytics/coordinator/v1/rules/ds/history?count=2',
    '/analytics/coordinator/v1/rules/history?count=2',
  ])
    assert.deepEqual(JSON.parse(respond(f, request('GET', url), json(200, [1, 2])).body), [2, 1]);
  assert.equal(f.matches(request('GET', '/analytics/coordinator/v1/rules/ds/history?interval=a/b')), false);
});

test('wrong state: a FAILED task reads SUCCESS in its status and its report; other fields stay', () => {
  const f = fault('wrong state');
  const status = respond(
    f,
    request('GET', '/analytics/indexer/v1/task/t/status'),
    json(200, { task: 't', status: { status: 'FAILED', statusCode: 'FAILED', errorMsg: 'FAILED' } }),
  );
  assert.deepEqual(JSON.parse(status.body).status, {
    status: 'SUCCESS',
    statusCode: 'SUCCESS',
    errorMsg: 'FAILED',
  });
  const report = respond(
    f,
    request('GET', '/analytics/indexer/v1/task/t/reports'),
    json(200, {
      multiStageQuery: { payload: { status: { status: 'FAILED' }, stages: [{ phase: 'FAILED' }] } },
    }),
  );
  assert.deepEqual(JSON.parse(report.body).multiStageQuery.payload, {
    status: { status: 'SUCCESS' },
    stages: [{ phase: 'FAILED' }],
  });
});
