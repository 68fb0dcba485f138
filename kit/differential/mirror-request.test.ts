// Unit tests of mirroring a request: server-chosen IDs mapped to the reference's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { IdMap, requestForReference } from './mirror-request.ts';

test('IDs of a submit answer map the target task to the reference task in paths, bodies and headers', () => {
  const ids = new IdMap();
  ids.learn('{"taskId":"query-a/1","state":"RUNNING"}', '{"taskId":"query-b/2","state":"RUNNING"}');
  const request = {
    path: `/analytics/indexer/v1/task/${encodeURIComponent('query-a/1')}/status`,
    body: '{"task":"query-a/1"}',
    headers: { 'X-Task': 'query-a/1' },
  };
  assert.deepEqual(requestForReference(request, ids), {
    path: `/analytics/indexer/v1/task/${encodeURIComponent('query-b/2')}/status`,
    body: '{"task":"query-b/2"}',
    headers: { 'X-Task': 'query-b/2' },
  });
});

test('only top-level ID fields of object answers are paired, and equal IDs need no mapping', () => {
  const ids = new IdMap();
  ids.learn('[{"taskId":"a"}]', '[{"taskId":"b"}]');
  ids.learn('{"status":{"taskId":"a"}}', '{"status":{"taskId":"b"}}');
  ids.learn('{"queryId":"same"}', '{"queryId":"same"}');
  ids.learn('not json', '{"taskId":"b"}');
  assert.equal(ids.size, 0);
  ids.learn('{"queryId":"q1"}', '{"queryId":"q2"}');
  assert.equal(ids.rewrite('/statements/q1/results'), '/statements/q2/results');
});

test('paths and header names stay as features write them; each server translates its own word', () => {
  const request = {
    path: '/analytics/v2/sql',
    body: '{"query":"SELECT 1"}',
    headers: { 'X-Analytics-Author': 'kit', 'Content-Type': 'application/json' },
  };
  assert.deepEqual(requestForReference(request, new IdMap()), request);
});
