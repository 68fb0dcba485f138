// The engine's statement entries: rows handed over in chunks, result columns without running, the deep-storage catalog.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CatalogTable } from './catalog/catalog.ts';
import type { SqlEngine } from './engine.ts';
import { catalogOf, openTestEngine } from './engine-test-support.ts';
import type { DuckEngine } from './execute/duckdb.ts';
import { T } from './types.ts';

/** A datasource of `rows` rows: `__time` and `n`; the served catalog has 2 rows, deep storage 5000. */
const numbers = (rows: number): CatalogTable => ({
  schema: 'druid',
  name: 'numbers',
  isDatasource: true,
  columns: [
    { name: '__time', type: T.timestamp },
    { name: 'n', type: T.bigint },
  ],
  sourceSql: () =>
    `(SELECT TIMESTAMP '2015-09-12 00:00:00' + to_seconds(n) AS "__time", n FROM range(${rows}) AS t(n))`,
});

let duck: DuckEngine;
let engine: SqlEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf(numbers(2)), catalogOf(numbers(5000))));
});
after(() => duck.close());

const request = (query: string) => ({ query, context: {}, parameters: [] });

test('queryInChunks hands over the same rows as query, TIMESTAMPs as epoch millis, in several chunks', async () => {
  const sql = request('SELECT "__time", "n" FROM "numbers" ORDER BY "__time"');
  const chunks: (readonly unknown[][])[] = [];
  const head = await engine.queryInChunks(sql, (rows) => void chunks.push(rows), { deepStorage: true });
  assert.deepEqual(
    head.columns.map((c) => [c.name, c.sqlType, c.runtimeType]),
    [
      ['__time', 'TIMESTAMP', 'LONG'],
      ['n', 'BIGINT', 'LONG'],
    ],
  );
  assert.ok(chunks.length > 1, 'a large result comes in several chunks');
  const rows = chunks.flat();
  assert.equal(rows.length, 5000);
  assert.deepEqual(rows[1], [Date.parse('2015-09-12T00:00:01Z'), 1]);
  const all = await engine.query(sql, undefined, false, { deepStorage: true });
  assert.deepEqual(rows, all.rows);
});

test('without the deep-storage choice the engine reads the served catalog', async () => {
  const served = await engine.query(request('SELECT COUNT(*) AS "c" FROM "numbers"'));
  assert.deepEqual(served.rows, [[2]]);
});

test('an error of the receiver passes through unchanged', async () => {
  const failure = new Error('disk full');
  await assert.rejects(
    engine.queryInChunks(
      request('SELECT "n" FROM "numbers"'),
      () => {
        throw failure;
      },
      { deepStorage: true },
    ),
    (error: unknown) => error === failure,
  );
});

test('describe gives the result columns of an analyzed SELECT without running it', () => {
  const { kind, columns } = engine.describe(
    engine.analyze(request('SELECT "n", CAST("n" AS VARCHAR) AS "s" FROM "numbers"')),
  );
  assert.equal(kind, 'select');
  assert.deepEqual(
    columns.map((c) => [c.name, c.sqlType, c.runtimeType]),
    [
      ['n', 'BIGINT', 'LONG'],
      ['s', 'VARCHAR', 'STRING'],
    ],
  );
});
