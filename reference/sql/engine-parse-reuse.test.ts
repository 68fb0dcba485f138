// The engine reuses the parse of the text it parsed last: each text still answers with its own settings and rows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { SqlEngine } from './engine.ts';
import { catalogOf, openTestEngine } from './engine-test-support.ts';
import type { DuckEngine } from './execute/duckdb.ts';

let duck: DuckEngine;
let engine: SqlEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf()));
});
after(() => duck.close());

const request = (query: string) => ({ query, context: { a: 0 }, parameters: [] });

test('alternating texts each get their own SET statements and rows', async () => {
  const one = request('SET a = 1; SELECT \'one\' AS "x"');
  const two = request('SET a = 2; SELECT \'two\' AS "x"');
  for (const [text, a, x] of [
    [one, 1, 'one'],
    [two, 2, 'two'],
    [two, 2, 'two'],
    [one, 1, 'one'],
  ] as const) {
    assert.equal(engine.contextOf(text).a, a);
    assert.deepEqual((await engine.query(text)).rows, [[x]]);
  }
});

test('a text that does not parse fails every time, and the next text is parsed afresh', async () => {
  for (let i = 0; i < 2; i++) assert.throws(() => engine.contextOf(request('SELEC 1')), /Non-query/);
  assert.deepEqual((await engine.query(request('SELECT 3 AS "n"'))).rows, [[3]]);
});
