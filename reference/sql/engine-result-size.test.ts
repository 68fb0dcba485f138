// A query's result read whole when small, streamed when large: the same rows either way, and the same size bound.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { MetadataStore } from '../store/store.ts';
import type { CatalogTable } from './catalog/catalog.ts';
import { SqlEngine } from './engine.ts';
import { catalogOf } from './engine-test-support.ts';
import { SqlError } from './errors.ts';
import { DuckEngine } from './execute/duckdb.ts';
import { T } from './types.ts';

const numbers: CatalogTable = {
  schema: 'druid',
  name: 'numbers',
  isDatasource: true,
  columns: [
    { name: '__time', type: T.timestamp },
    { name: 'n', type: T.bigint },
  ],
  sourceSql: () =>
    `(SELECT TIMESTAMP '2015-09-12 00:00:00' + to_seconds(n) AS "__time", n FROM range(5000) AS t(n))`,
};

let duck: DuckEngine;
/** How the engine read each result from DuckDB: 'whole' or 'streamed'. */
let reads: string[] = [];

const engineWith = (maxResultBytes?: number): SqlEngine =>
  new SqlEngine({
    store: {} as MetadataStore,
    // The real DuckDB engine, its two reading paths recorded.
    duck: Object.assign(Object.create(duck) as DuckEngine, {
      readUpTo: async (...args: Parameters<DuckEngine['readUpTo']>) => {
        const result = await duck.readUpTo(...args);
        if (result) reads.push('whole');
        return result;
      },
      forEachChunk: (...args: Parameters<DuckEngine['forEachChunk']>) => {
        reads.push('streamed');
        return duck.forEachChunk(...args);
      },
    }),
    catalog: catalogOf(numbers),
    resolveExtern: async () => {
      throw new Error('no EXTERN in these tests');
    },
    now: () => Date.parse('2020-01-01T00:00:00Z'),
    ...(maxResultBytes === undefined ? {} : { maxResultBytes }),
  });

before(async () => {
  duck = await DuckEngine.open({ allowedDirectories: [] });
});
after(() => duck.close());

const request = (query: string) => ({ query, context: {}, parameters: [] });
const firstN = (n: number) =>
  request(`SELECT "__time", "n" FROM "numbers" WHERE "n" < ${n} ORDER BY "__time"`);

test('up to 2048 rows are read whole, more are streamed; the rows are those of a streamed read', async () => {
  const engine = engineWith();
  for (const [rows, how] of [
    [2048, 'whole'],
    [2049, 'streamed'],
    [0, 'whole'],
  ] as const) {
    reads = [];
    const { rows: answered } = await engine.query(firstN(rows));
    assert.deepEqual(reads, [how], `${rows} rows`);
    const streamed: unknown[][] = [];
    await engine.queryInChunks(firstN(rows), (chunk) => void streamed.push(...chunk));
    assert.deepEqual(answered, streamed);
    assert.equal(answered.length, rows);
    if (rows > 0) assert.deepEqual(answered[1], [Date.parse('2015-09-12T00:00:01Z'), 1]);
  }
});

test('the result-size bound stops a small result as it stops a streamed one', async () => {
  // 20 bytes a row (two numbers): 100 rows pass 1500 bytes, 3000 rows pass it long before their end.
  const engine = engineWith(1500);
  for (const rows of [100, 3000]) {
    const error = await engine.query(firstN(rows)).then(
      () => assert.fail(`${rows} rows within 1500 bytes`),
      (e: unknown) => e,
    );
    assert.ok(error instanceof SqlError);
    assert.equal(error.kind, 'resourceLimit');
    assert.match(error.message, /larger than the limit of 1500 bytes/);
  }
  assert.equal((await engine.query(firstN(50))).rows.length, 50);
});
