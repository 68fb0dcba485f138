// APPROX_QUANTILE_DS answers as a quantiles sketch that still holds every value (docs/facts/sql.md §sql.63).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(async () => t.close());

async function rows(query: string): Promise<unknown[][]> {
  const answer = await t.server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, resultFormat: 'array' }),
  });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json();
}

const FIVE = '(VALUES (1), (2), (3), (4), (5)) AS v(x)';

test('the smallest value whose rank reaches ceil(fraction × count), as a DOUBLE', async () => {
  const big =
    '(VALUES (CAST(9223372036854775807 AS BIGINT)), (CAST(-9223372036854775808 AS BIGINT)), (NULL)) AS v(x)';
  assert.deepEqual(await rows(`SELECT APPROX_QUANTILE_DS(x, 0.5) FROM ${big}`), [[-9.223372036854776e18]]);
  assert.deepEqual(
    await rows(
      `SELECT APPROX_QUANTILE_DS(x, 0), APPROX_QUANTILE_DS(x, 0.5), APPROX_QUANTILE_DS(x, 0.41, 64), APPROX_QUANTILE_DS(x, 1) FROM ${FIVE}`,
    ),
    [[1, 3, 3, 5]],
  );
});

test('FILTER, GROUP BY and no values', async () => {
  assert.deepEqual(await rows(`SELECT APPROX_QUANTILE_DS(x, 0.9) FILTER (WHERE x > 1) FROM ${FIVE}`), [[5]]);
  assert.deepEqual(
    await rows(
      "SELECT g, APPROX_QUANTILE_DS(x, 0.5) FROM (VALUES ('a', 1), ('a', 3), ('b', 7)) AS v(g, x) GROUP BY g ORDER BY g",
    ),
    [
      ['a', 1],
      ['b', 7],
    ],
  );
  assert.deepEqual(await rows(`SELECT APPROX_QUANTILE_DS(x, 0.5) FROM ${FIVE} WHERE x > 5`), [[null]]);
});

test('a fraction outside [0, 1], not a constant, or a non-numeric value is a 400', async () => {
  for (const call of [
    "APPROX_QUANTILE_DS('a', 0.5)",
    'APPROX_QUANTILE_DS(x, 2)',
    'APPROX_QUANTILE_DS(x, x)',
    "APPROX_QUANTILE_DS(x, 0.5, 'k')",
  ]) {
    const answer = await t.server.app.inject({
      method: 'POST',
      url: '/analytics/v2/sql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `SELECT ${call} FROM ${FIVE}` }),
    });
    assert.equal(answer.statusCode, 400, `${call}: ${answer.body}`);
  }
});
