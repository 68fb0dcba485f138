// Unit tests of the engine over an in-memory datasource: dialect semantics, types and errors end to end.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CatalogTable } from './catalog/catalog.ts';
import type { SqlEngine } from './engine.ts';
import { catalogOf, openTestEngine } from './engine-test-support.ts';
import type { SqlParameter } from './engine-types.ts';
import { SqlError } from './errors.ts';
import type { DuckEngine } from './execute/duckdb.ts';
import { T } from './types.ts';

const wiki: CatalogTable = {
  schema: 'druid',
  name: 'wiki',
  isDatasource: true,
  columns: [
    { name: '__time', type: T.timestamp },
    { name: 'channel', type: T.varchar },
    { name: 'page', type: T.varchar },
    { name: 'added', type: T.bigint },
    { name: 'delta', type: T.double },
  ],
  sourceSql() {
    const t = (iso: string) => `TIMESTAMP '${iso}'`;
    return `(SELECT * FROM (VALUES (${t('2015-09-12 00:00:00')}, '#en', 'Apple', 10, 1.5), (${t('2015-09-12 01:30:00')}, '#fr', NULL, 3, -2.0), (${t('2015-09-13 00:00:00')}, '#en', 'Pear', 5, 0.5)) AS v("__time", channel, page, added, delta))`;
  },
};

let duck: DuckEngine;
let engine: SqlEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf(wiki)));
});
after(() => duck.close());

const run = (query: string, context: Record<string, unknown> = {}, parameters: SqlParameter[] = []) =>
  engine.query({ query, context, parameters });

async function fails(
  query: string,
  kind: SqlError['kind'],
  pattern: RegExp,
  parameters: SqlParameter[] = [],
) {
  await assert.rejects(run(query, {}, parameters), (error: unknown) => {
    assert.ok(error instanceof SqlError, String(error));
    assert.equal(error.kind, kind, error.message);
    assert.match(error.message, pattern);
    return true;
  });
}

test('group by with ordinals, aliases and ordering by aggregate', async () => {
  const result = await run(
    'SELECT channel, SUM(added) AS total, COUNT(*) AS n FROM wiki GROUP BY 1 ORDER BY total DESC',
  );
  assert.deepEqual(result.rows, [
    ['#en', 15, 2],
    ['#fr', 3, 1],
  ]);
  assert.deepEqual(
    result.columns.map((column) => [column.name, column.sqlType, column.runtimeType]),
    [
      ['channel', 'VARCHAR', 'STRING'],
      ['total', 'BIGINT', 'LONG'],
      ['n', 'BIGINT', 'LONG'],
    ],
  );
});

test('integer division truncates; division by zero is a runtime error', async () => {
  assert.deepEqual((await run('SELECT 7 / 2 AS a, -7 / 2 AS b, 7.0 / 2 AS c')).rows, [[3, -3, 3.5]]);
  await fails('SELECT added / (added - added) AS x FROM wiki', 'runtime', /by zero/);
});

test('time functions follow sqlTimeZone; timestamps come back as epoch millis', async () => {
  const result = await run(
    "SELECT TIME_FLOOR(__time, 'P1D') AS day, COUNT(*) AS n FROM wiki GROUP BY 1 ORDER BY 1",
    {
      sqlTimeZone: 'America/Los_Angeles',
    },
  );
  assert.deepEqual(result.rows, [
    [Date.parse('2015-09-11T07:00:00Z'), 2],
    [Date.parse('2015-09-12T07:00:00Z'), 1],
  ]);
});

test('nulls sort first ascending and last descending', async () => {
  assert.deepEqual((await run('SELECT page FROM wiki GROUP BY page ORDER BY page')).rows, [
    [null],
    ['Apple'],
    ['Pear'],
  ]);
  assert.deepEqual((await run('SELECT page FROM wiki GROUP BY page ORDER BY page DESC')).rows, [
    ['Pear'],
    ['Apple'],
    [null],
  ]);
});

test('parameters bind positionally with their types', async () => {
  const result = await run('SELECT COUNT(*) AS n FROM wiki WHERE channel = ? AND __time >= ?', {}, [
    { type: 'VARCHAR', value: '#en' },
    { type: 'TIMESTAMP', value: '2015-09-13 00:00:00' },
  ]);
  assert.deepEqual(result.rows, [[1]]);
  await fails('SELECT ? AS x', 'validation', /No value bound for parameter \(position \[1\]\)/);
});

test('names, grouping and types are validated with positions', async () => {
  await fails(
    'SELECT nope FROM wiki',
    'validation',
    /Column 'nope' not found in any table \(line \[1\], column \[8\]\)/,
  );
  await fails('SELECT * FROM missing', 'validation', /Object 'missing' not found/);
  await fails(
    'SELECT page, COUNT(*) FROM wiki GROUP BY channel',
    'validation',
    /Expression 'page' is not being grouped/,
  );
  await fails('SELECT SUM(page) FROM wiki', 'validation', /Cannot apply 'SUM'/);
  await fails('SELECT NOPE(1)', 'validation', /No match found for function signature NOPE/);
  await fails('SELECT ABS(1, 2)', 'validation', /Invalid number of arguments to function 'ABS'/);
  await fails(
    'SELECT 1 FROM wiki WHERE COUNT(*) > 1',
    'validation',
    /Aggregate functions are not allowed in WHERE/,
  );
});

test('ingestion statements are refused by the query path', async () => {
  await fails(
    'INSERT INTO x SELECT * FROM wiki PARTITIONED BY DAY',
    'unsupported',
    /INSERT operations are not supported/,
  );
});

test('a context value of the wrong kind is a validation error; a zone name no zone has runs in UTC', async () => {
  await assert.rejects(run('SELECT 1', { sqlTimeZone: 42 }), /sqlTimeZone/);
  await assert.doesNotReject(run('SELECT 1', { sqlTimeZone: 'Mars/Olympus' }));
});
