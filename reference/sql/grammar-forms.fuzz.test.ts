// Each new form (SET, VALUES, UNNEST, alias lists, sqlOuterLimit) given bad arguments answers a 400-kind SqlError:
// never a runtime fault, a crash or a hang, however deep or long the input (the bounds of nesting.ts hold).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { SqlEngine } from './engine.ts';
import { catalogOf, openTestEngine } from './engine-test-support.ts';
import { SqlError, type SqlErrorKind } from './errors.ts';
import type { DuckEngine } from './execute/duckdb.ts';

const BAD_REQUEST: readonly SqlErrorKind[] = ['parse', 'validation', 'unsupported', 'resourceLimit'];

/** Arguments that fit none of the forms: wrong types, wrong arity, nothing, garbage, depth. */
const BAD_ARGUMENTS = [
  '',
  '1',
  "'x'",
  'NULL',
  'TRUE',
  '1, 2',
  'ARRAY[]',
  "ARRAY[1, 'x']",
  'ARRAY[ARRAY[1]]',
  'COUNT(*)',
  '(SELECT 1)',
  '?',
  'nope_column',
  ')',
  "INTERVAL '1' DAY",
  `${'('.repeat(300)}1${')'.repeat(300)}`,
  Array.from({ length: 400 }, () => '1').join(' + '),
];

const TEMPLATES = [
  (arg: string) => `SELECT * FROM UNNEST(${arg}) AS u(x)`,
  (arg: string) => `SELECT * FROM UNNEST(ARRAY[1]) AS u(${arg})`,
  (arg: string) => `SELECT * FROM (VALUES (${arg}), ('a')) AS t(x)`,
  (arg: string) => `SELECT * FROM (VALUES (1, ${arg})) AS t(x)`,
  (arg: string) => `VALUES (${arg}), (TRUE)`,
  (arg: string) => `SET k = ${arg}; SELECT 1`,
  (arg: string) => `SET ${arg} = 1; SELECT 1`,
  (arg: string) => `SELECT 1; ${arg}`,
  (arg: string) => `SELECT * FROM (SELECT 1 AS a) AS t(${arg}, b)`,
];

let duck: DuckEngine;
let engine: SqlEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf()));
});
after(() => duck.close());

async function outcome(query: string, context: Record<string, unknown> = {}): Promise<SqlError | 'ok'> {
  try {
    await engine.query({ query, context, parameters: [] });
    return 'ok';
  } catch (error) {
    if (error instanceof SqlError) return error;
    throw new Error(`${query.slice(0, 200)}: not a SqlError: ${String(error)}`);
  }
}

test('every new form with bad arguments is refused as a bad request', { timeout: 300_000 }, async () => {
  let refused = 0;
  for (const template of TEMPLATES) {
    for (const arg of BAD_ARGUMENTS) {
      const query = template(arg);
      const result = await outcome(query);
      if (result === 'ok') continue; // some arguments are fine somewhere (`SELECT 1; ` is one statement)
      refused++;
      assert.ok(
        BAD_REQUEST.includes(result.kind),
        `${query.slice(0, 200)} → ${result.kind}: ${result.message}`,
      );
    }
  }
  assert.ok(refused > TEMPLATES.length * 10, `only ${refused} refusals: the corpus lost its teeth`);
});

test('bad sqlOuterLimit values are a validation error, in the context or by SET', async () => {
  for (const value of [-1, 'abc', true, Number.POSITIVE_INFINITY, [], {}, '1.5']) {
    const result = await outcome('SELECT 1', { sqlOuterLimit: value });
    assert.ok(
      result !== 'ok' && result.kind === 'validation',
      `sqlOuterLimit ${JSON.stringify(value)}: ${String(result)}`,
    );
  }
  for (const value of ['-1', "'abc'", 'TRUE']) {
    const result = await outcome(`SET sqlOuterLimit = ${value}; SELECT 1`);
    assert.ok(
      result !== 'ok' && result.kind === 'validation',
      `SET sqlOuterLimit = ${value}: ${String(result)}`,
    );
  }
});

// Each list stays under the statement's token limit (MAX_TOKENS, nesting.ts): longer ones are refused before parsing.
test('long lists stay cheap: thousands of VALUES rows, SET statements and UNNEST elements', async () => {
  const rows = Array.from({ length: 2000 }, (_, i) => `(${i})`).join(', ');
  assert.equal(
    (
      await engine.query({
        query: `SELECT COUNT(*) FROM (VALUES ${rows}) AS t(x)`,
        context: {},
        parameters: [],
      })
    ).rows[0]?.[0],
    2000,
  );
  const sets = Array.from({ length: 1500 }, (_, i) => `SET k${i} = ${i};`).join(' ');
  assert.deepEqual(
    (await engine.query({ query: `${sets} SELECT 1 AS a`, context: {}, parameters: [] })).rows,
    [[1]],
  );
  const elements = Array.from({ length: 4000 }, (_, i) => String(i)).join(', ');
  const unnested = await engine.query({
    query: `SELECT COUNT(*) FROM UNNEST(ARRAY[${elements}])`,
    context: {},
    parameters: [],
  });
  assert.equal(unnested.rows[0]?.[0], 4000);
});
