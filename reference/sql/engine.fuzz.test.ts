// Robustness: mangled queries are answered with parse or validation errors, never a crash or a runtime fault.
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
    { name: 'channel', type: T.varchar },
    { name: 'added', type: T.bigint },
    { name: 'delta', type: T.double },
  ],
  sourceSql: () =>
    `(SELECT * FROM (VALUES (TIMESTAMP '2015-09-12 00:00:00', '#en', 10, 1.5), (TIMESTAMP '2015-09-12 01:00:00', NULL, 3, -2.0)) AS v("__time", channel, added, delta))`,
};

const CORPUS = [
  "SELECT channel, COUNT(*) AS n, SUM(added) AS s FROM wiki WHERE channel LIKE '#%' GROUP BY channel HAVING COUNT(*) > 0 ORDER BY n DESC LIMIT 5",
  "SELECT TIME_FLOOR(__time, 'PT1H') AS h, MAX(delta) AS m FROM wiki GROUP BY 1 ORDER BY 1",
  "SELECT CASE WHEN added > 5 THEN 'big' ELSE 'small' END AS size, CAST(added AS VARCHAR) || 'x' AS t FROM wiki",
  'WITH t AS (SELECT channel, added FROM wiki) SELECT a.channel, b.added FROM t a LEFT JOIN t b ON a.channel = b.channel',
  "SELECT COALESCE(channel, 'none') AS c, NULLIF(added, 3) AS n, TIMESTAMPADD(DAY, 1, __time) AS d FROM wiki WHERE added BETWEEN 1 AND 20 AND channel IN ('#en', '#fr')",
  "SELECT EXTRACT(HOUR FROM __time) AS h, FLOOR(__time TO DAY) AS d, SUBSTRING(channel, 2, 2) AS s, TRIM(BOTH '#' FROM channel) AS t FROM wiki",
  'SELECT channel FROM wiki UNION ALL SELECT channel FROM wiki WHERE added IS NOT NULL',
];

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function mangle(query: string, next: () => number): string {
  const tokens = query.split(/(\s+|,|\(|\))/).filter((token) => token !== '');
  const at = Math.floor(next() * tokens.length);
  const other = tokens[Math.floor(next() * tokens.length)] ?? '';
  switch (Math.floor(next() * 4)) {
    case 0:
      tokens.splice(at, 1);
      break;
    case 1:
      tokens.splice(at, 0, other);
      break;
    case 2:
      tokens[at] = other;
      break;
    default:
      tokens.splice(
        at,
        0,
        ["'x'", '1', 'NULL', 'wiki', 'added', 'GROUP BY', 'FROM', '*'][Math.floor(next() * 8)] ?? '',
      );
  }
  return tokens.join('');
}

let duck: DuckEngine;
let engine: SqlEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf(wiki)));
});
after(() => duck.close());

test('every corpus query runs', async () => {
  for (const query of CORPUS) await engine.query({ query, context: {}, parameters: [] });
});

test('mangled queries answer rows or a parse / validation error, never a runtime fault', async () => {
  const next = random(42);
  const faults: string[] = [];
  for (let round = 0; round < 400; round++) {
    const base = CORPUS[round % CORPUS.length] ?? '';
    const query = mangle(mangle(base, next), next);
    try {
      await engine.query({ query, context: {}, parameters: [] });
    } catch (error) {
      const kind = error instanceof SqlError ? error.kind : 'crash';
      if (kind === 'runtime' || kind === 'crash') faults.push(`${kind}: ${query}\n  → ${String(error)}`);
    }
  }
  assert.deepEqual(faults, []);
});
