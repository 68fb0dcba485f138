// The engine end to end on the forms clients send: VALUES, UNNEST, SET before a query, sqlOuterLimit, EXPLAIN.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CatalogTable } from './catalog/catalog.ts';
import type { SqlEngine } from './engine.ts';
import { catalogOf, openTestEngine } from './engine-test-support.ts';
import { SqlError } from './errors.ts';
import type { DuckEngine } from './execute/duckdb.ts';
import { T } from './types.ts';

const wiki: CatalogTable = {
  schema: 'druid',
  name: 'wiki',
  isDatasource: true,
  columns: [
    { name: '__time', type: T.timestamp },
    { name: 'page', type: T.varchar },
  ],
  sourceSql: () =>
    `(SELECT * FROM (VALUES (TIMESTAMP '2015-09-12 00:00:00', 'Alpha'), (TIMESTAMP '2015-09-12 01:00:00', 'Beta')) AS v("__time", page))`,
};

let duck: DuckEngine;
let engine: SqlEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf(wiki)));
});
after(() => duck.close());

const run = (query: string, context: Record<string, unknown> = {}) =>
  engine.query({ query, context, parameters: [] });
const sorted = (rows: readonly (readonly unknown[])[]) =>
  [...rows].map((row) => [...row]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

test('VALUES: one type per column, names from the alias list, CHAR kept for literals of one length', async () => {
  const result = await run("SELECT * FROM (VALUES (1, 'a'), (2.5, NULL)) AS t(x, y)");
  assert.deepEqual(result.columns, [
    { name: 'x', sqlType: 'DECIMAL', runtimeType: 'DOUBLE' },
    { name: 'y', sqlType: 'CHAR', runtimeType: 'STRING' },
  ]);
  // A DOUBLE is written as Java writes it, 1 as 1.0 (docs/facts/sql.md §sql.41).
  assert.equal(JSON.stringify(result.rows), '[[1.0,"a"],[2.5,null]]');
  const bare = await run("VALUES ('a'), ('bb')");
  assert.deepEqual(bare.columns, [{ name: 'EXPR$0', sqlType: 'VARCHAR', runtimeType: 'STRING' }]);
});

test('UNNEST: one row per element, lateral to the relations before it, named by the alias', async () => {
  const joined = await run("SELECT t.page, u.x FROM wiki AS t CROSS JOIN UNNEST(ARRAY[t.page, 'z']) AS u(x)");
  assert.deepEqual(sorted(joined.rows), [
    ['Alpha', 'Alpha'],
    ['Alpha', 'z'],
    ['Beta', 'Beta'],
    ['Beta', 'z'],
  ]);
  const comma = await run('SELECT COUNT(*) AS n FROM wiki, UNNEST(ARRAY[1, 2, 3])');
  assert.deepEqual(comma.rows, [[6]]);
  const named = await run('SELECT * FROM UNNEST(ARRAY[1, NULL]) AS u');
  assert.deepEqual(named.columns, [{ name: 'u', sqlType: 'INTEGER', runtimeType: 'LONG' }]);
  assert.deepEqual(
    sorted(named.rows),
    [[1], [null]].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
});

test('SET before the query sets its context over the request; sqlOuterLimit cuts an ordered result', async () => {
  const zone = "SELECT TIME_FORMAT(MILLIS_TO_TIMESTAMP(0), 'yyyy-MM-dd HH:mm') AS t";
  assert.deepEqual(
    (await run(`SET sqlTimeZone = 'America/Los_Angeles'; ${zone}`, { sqlTimeZone: 'Asia/Tokyo' })).rows,
    [['1969-12-31 16:00']],
  );
  const ordered = 'SELECT x FROM UNNEST(ARRAY[3, 1, 2, 5, 4]) AS u(x) ORDER BY x DESC';
  assert.deepEqual((await run(ordered, { sqlOuterLimit: 2 })).rows, [[5], [4]]);
  assert.deepEqual((await run(`SET sqlOuterLimit = 3; ${ordered}`)).rows, [[5], [4], [3]]);
  assert.deepEqual((await run(`${ordered} LIMIT 1`, { sqlOuterLimit: '2' })).rows, [[5]]);
  assert.equal((await run(ordered, { sqlOuterLimit: 0 })).rows.length, 0);
  assert.equal((await run('EXPLAIN PLAN FOR SELECT 1', { sqlOuterLimit: 0 })).rows.length, 1);
  assert.deepEqual(
    engine.contextOf({ query: "SET a = 'x'; SELECT 1", context: { a: 'y', b: 1 }, parameters: [] }),
    {
      a: 'x',
      b: 1,
    },
  );
});

test('EXPLAIN of a query over VALUES reads no datasource; EXPLAIN of an INSERT is refused here', async () => {
  const explained = await run('EXPLAIN PLAN FOR SELECT * FROM (VALUES (1)) AS t(a)');
  assert.deepEqual(explained.rows[0]?.slice(1), ['[]', '{"statementType":"SELECT"}']);
  await assert.rejects(
    run('EXPLAIN PLAN FOR INSERT INTO x SELECT * FROM wiki PARTITIONED BY DAY'),
    (error: unknown) => {
      assert.ok(error instanceof SqlError && error.kind === 'unsupported', String(error));
      assert.match(error.message, /^INSERT operations are not supported/);
      return true;
    },
  );
});
