// Small results in one round trip: the same rows and values as a full read, nothing when the result is larger.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DuckEngine } from './duckdb.ts';

let duck: DuckEngine;
before(async () => {
  duck = await DuckEngine.open({ allowedDirectories: [], threads: 2 });
});
after(() => duck.close());

// Values of every shape the JS conversion gives: bigint, Date, lists, structs, NULL, duplicated column names.
const MIXED = `SELECT i AS "n", i::INTEGER AS "n", TIMESTAMP '2015-09-12 00:00:00' + to_seconds(i) AS "t",
  [i, i + 1] AS "l", {'a': i} AS "s", CASE WHEN i % 2 = 0 THEN NULL ELSE 'x' || i END AS "v"
  FROM range(5) AS r(i) ORDER BY i`;

test('a result within the bound: the rows and values of a full read, in order', async () => {
  const full = await duck.run(MIXED);
  const small = await duck.readUpTo(MIXED, 5);
  assert.ok(small);
  assert.deepEqual(small.rows, full.rows);
  assert.equal(small.rows.length, 5);
});

test('one row more than the bound: nothing is answered', async () => {
  assert.equal(await duck.readUpTo(MIXED, 4), undefined);
  assert.equal(await duck.readUpTo('SELECT 1 AS "one"', 0), undefined);
  assert.deepEqual((await duck.readUpTo('SELECT 1 AS "one" WHERE false', 0))?.rows, []);
});

test('a result of several chunks within the bound keeps insertion order across them', async () => {
  // A filtered scan of many vectors: DuckDB makes chunks of a row or two, the read gives them in order.
  const sql = 'SELECT i FROM range(1000000) AS r(i) WHERE i % 4099 = 7';
  const small = await duck.readUpTo(sql, 2048);
  assert.ok(small);
  assert.deepEqual(small.rows, (await duck.run(sql)).rows, 'the same rows as a full read');
  assert.equal(small.rows.length, 244);
});

test('an abort interrupts it as cancelled, and a bad bound is refused', async () => {
  const controller = new AbortController();
  const slow = duck.readUpTo('SELECT count(*) FROM range(100000000000) AS a(i)', 10, controller.signal);
  setTimeout(() => controller.abort(), 50);
  await assert.rejects(slow, /cancelled/);
  await assert.rejects(duck.readUpTo('SELECT 1', -1), /non-negative integer/);
});
