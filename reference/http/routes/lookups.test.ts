// The lookup configuration API and the SQL that reads lookups (docs/facts/lookups.md).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(async () => t.close());

const inject = (options: InjectOptions) => t.server.app.inject(options);
const CONFIG = '/analytics/coordinator/v1/lookups/config';
const post = (payload: unknown) =>
  inject({
    method: 'POST',
    url: CONFIG,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const sql = (query: string) =>
  inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, resultFormat: 'array' }),
  });
const fruit = { version: 'v1', lookupExtractorFactory: { type: 'map', map: { a: 'apple', "b'": 'banana' } } };

test('nothing is configured until the first post; {} starts an empty configuration', async () => {
  assert.equal((await inject({ method: 'GET', url: CONFIG })).statusCode, 404);
  const started = await post({});
  assert.equal(started.statusCode, 202);
  assert.deepEqual(started.json(), {});
  assert.deepEqual((await inject({ method: 'GET', url: CONFIG })).json(), []);
});

test('a posted lookup is listed, read back, used by LOOKUP and the lookup schema, and deleted', async () => {
  const posted = await post({ __default: { fruit } });
  assert.equal(posted.statusCode, 202);
  assert.deepEqual(posted.json(), { __default: { fruit } });
  assert.deepEqual((await inject({ method: 'GET', url: CONFIG })).json(), ['__default']);
  assert.deepEqual((await inject({ method: 'GET', url: `${CONFIG}/__default` })).json(), ['fruit']);
  assert.deepEqual((await inject({ method: 'GET', url: `${CONFIG}/__default/fruit` })).json(), fruit);
  assert.deepEqual((await inject({ method: 'GET', url: `${CONFIG}/all` })).json(), { __default: { fruit } });
  const looked = await sql(
    "SELECT LOOKUP('a', 'fruit') AS a, LOOKUP('b''', 'fruit') AS b, LOOKUP('q', 'fruit') AS q, LOOKUP('q', 'fruit', 'none') AS r, LOOKUP(NULL, 'fruit') AS n",
  );
  assert.equal(looked.statusCode, 200, looked.body);
  assert.deepEqual(looked.json(), [['apple', 'banana', null, 'none', null]]);
  const table = await sql('SELECT k, v FROM lookup.fruit ORDER BY k');
  assert.deepEqual(table.json(), [
    ['a', 'apple'],
    ["b'", 'banana'],
  ]);
  assert.equal((await inject({ method: 'DELETE', url: `${CONFIG}/__default/fruit` })).statusCode, 202);
  assert.equal((await inject({ method: 'GET', url: `${CONFIG}/__default/fruit` })).statusCode, 404);
  assert.equal((await sql("SELECT LOOKUP('a', 'fruit') AS a")).statusCode, 400);
  assert.equal((await sql('SELECT * FROM lookup.fruit')).statusCode, 400);
});

test('a lookup of another tier is not one SQL sees', async () => {
  assert.equal((await post({ other: { hidden: fruit } })).statusCode, 202);
  assert.equal((await sql("SELECT LOOKUP('a', 'hidden') AS a")).statusCode, 400);
});

test('bad bodies are a 400, never a 500, and change nothing', async () => {
  const bad: unknown[] = [
    [],
    'x',
    { __default: [] },
    { __default: { x: { lookupExtractorFactory: fruit.lookupExtractorFactory } } },
    { __default: { x: { version: 'v1', lookupExtractorFactory: { type: 'jdbc' } } } },
    { __default: { x: { version: 'v1', lookupExtractorFactory: { type: 'map', map: { a: 1 } } } } },
    JSON.parse('{"__proto__": {"x": {"version": "v1"}}}'),
  ];
  for (const body of bad) {
    const answer = await post(body);
    assert.equal(answer.statusCode, 400, `${JSON.stringify(body)}: ${answer.body}`);
  }
  assert.equal((await inject({ method: 'GET', url: `${CONFIG}/__default/x` })).statusCode, 404);
  assert.equal((await sql("SELECT LOOKUP('a', 'fruit', 1) AS a")).statusCode, 400);
});
