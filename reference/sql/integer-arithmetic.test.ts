// INTEGER arithmetic runs on 64-bit values and only an INTEGER result column wraps to 32 bits (docs/facts/sql.md §sql.46).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { catalogOf, openTestEngine, type TestEngine } from './engine-test-support.ts';
import { formatResult } from './results/format.ts';

let test_: TestEngine;
before(async () => {
  test_ = await openTestEngine(catalogOf());
});
after(() => test_.duck.close());

async function row(query: string): Promise<string> {
  const result = await test_.engine.query({ query, context: {}, parameters: [] });
  return formatResult(result, { format: 'array', header: false, typesHeader: false, sqlTypesHeader: false })
    .body;
}

test('an epoch in seconds times 1000 reaches MILLIS_TO_TIMESTAMP whole (Superset epoch_to_dttm)', async () => {
  assert.equal(
    await row('SELECT MILLIS_TO_TIMESTAMP(1442016000 * 1000) AS t, 1442016000 * 1000 AS m'),
    '[["2015-09-12T00:00:00.000Z",-1093011456]]\n',
  );
});

test('an INTEGER column wraps, a BIGINT cast or a comparison of the same value does not', async () => {
  assert.equal(
    await row(
      'SELECT 2147483647 + 1 AS a, CAST(2147483647 + 1 AS BIGINT) AS b, ' +
        'CASE WHEN 2147483647 + 1 > 0 THEN 1 ELSE 0 END AS c, 2147483647 * 2 / 2 AS d, ' +
        'CAST(2147483647 * 2 AS VARCHAR) AS e, ABS(2147483647 * 2) AS f, -2147483648 - 1 AS g',
    ),
    '[[-2147483648,2147483648,1,2147483647,"4294967294",-2,2147483647]]\n',
  );
});

test('a VALUES column and its sum follow the same rule', async () => {
  assert.equal(
    await row('SELECT x * 2 AS d, SUM(x * 2) AS e FROM (VALUES (2147483647)) AS v(x) GROUP BY x'),
    '[[-2,4294967294]]\n',
  );
});

test('a chain of long arithmetic wraps once: 199 additions answer exactly; overflow still wraps', async () => {
  const chain = `SELECT 1${'+1'.repeat(199)} AS a, 9223372036854775807${' + 1'.repeat(3)} AS b, ${'2 * '.repeat(70)}1 AS c, -(-9223372036854775807 - 1) AS d`;
  // 2^63 - 1 + 3 wraps to -2^63 + 2; 2^70 is 0 modulo 2^64; -(-2^63) is itself.
  assert.equal(await row(chain), '[[200,-9223372036854775806,0,-9223372036854775808]]\n');
});
