// The attacks that once left the SQL engine's sandbox, replayed as written: each is now a 400-class SqlError (or
// harmless text), nothing outside the allowed directories is read or written, and a segment file keeps its bytes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { externResolver } from '../ingest/extern.ts';
import { inputSourcePolicy } from '../ingest/input-policy.ts';
import type { MetadataStore, SegmentRecord } from '../store/store.ts';
import { datasourceTable } from './catalog/datasources.ts';
import { SqlEngine } from './engine.ts';
import { catalogOf } from './engine-test-support.ts';
import type { QueryResult } from './engine-types.ts';
import { SqlError } from './errors.ts';
import { DuckEngine } from './execute/duckdb.ts';
import { quoteString } from './execute/quote.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sql-sandbox-'));
const deepStorage = join(dataDir, 'deep-storage');
const segmentFile = join(deepStorage, 'wiki', 'segment.parquet');
const outside = join(dataDir, 'outside');
const canary = join(outside, 'canary.txt');
const SECRET = 'canary-secret-91be';
let duck: DuckEngine;
let engine: SqlEngine;
let segmentHash = '';

const hashOf = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

before(async () => {
  mkdirSync(join(deepStorage, 'wiki'), { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(canary, SECRET);
  duck = await DuckEngine.open({ allowedDirectories: [deepStorage, join(dataDir, 'tmp')] });
  await duck.exec(
    `COPY (SELECT TIMESTAMP '2020-01-01' AS "__time", 'secret page' AS page) TO ${quoteString(segmentFile)} (FORMAT parquet)`,
  );
  segmentHash = hashOf(segmentFile);
  const segment = {
    path: segmentFile,
    version: 'v1',
    start: 0,
    columns: [{ name: 'page', type: 'STRING' }],
  } as unknown as SegmentRecord;
  engine = new SqlEngine({
    store: {} as MetadataStore,
    duck,
    catalog: catalogOf(datasourceTable('wiki', [segment])),
    resolveExtern: externResolver(dataDir, inputSourcePolicy(dataDir)),
    now: () => Date.parse('2020-01-01T00:00:00Z'),
  });
});
after(async () => {
  await duck.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a query as an ingestion task may (EXTERN allowed), the most a user can reach. */
const run = (query: string): Promise<QueryResult> =>
  engine.query({ query, context: {}, parameters: [] }, undefined, true);

/** The query is refused as a bad query (400), never run. */
async function refused(query: string, message?: RegExp): Promise<void> {
  await assert.rejects(run(query), (error: unknown) => {
    assert.ok(error instanceof SqlError, `${query}: ${String(error)}`);
    assert.ok(
      ['parse', 'validation', 'unsupported'].includes(error.kind),
      `${query}: ${error.kind} ${error.message}`,
    );
    if (message) assert.match(error.message, message);
    return true;
  });
}

const rowsText = (result: QueryResult): string => JSON.stringify(result.rows);

const extern = (data: object, signature: object): string =>
  `TABLE(EXTERN(${[{ type: 'inline', data: JSON.stringify(data) }, { type: 'json' }, signature]
    .map((argument) => quoteString(JSON.stringify(argument)))
    .join(', ')}))`;

/** Nothing outside the allowed directories was written, and the segment is as it was. */
function untouched(): void {
  assert.deepEqual(readdirSync(outside), ['canary.txt']);
  assert.equal(hashOf(segmentFile), segmentHash);
}

test('an EXTERN marker inside a string literal stays text: the source is not spliced into it', async () => {
  const breakout = `x') || (SELECT string_agg(content) FROM read_text(${quoteString(canary)})) || ('`;
  const signature = [
    { name: 'page', type: 'string' },
    { name: breakout, type: 'string' },
  ];
  const result = await run(`SELECT '/*EXTERN:0*/' AS marker, page FROM ${extern({ page: 'p' }, signature)}`);
  assert.deepEqual(result.rows, [['/*EXTERN:0*/', 'p']]);
  assert.doesNotMatch(rowsText(result), new RegExp(SECRET));
  untouched();
});

test('quotes, backslashes and a NUL in EXTERN column names are names, not SQL', async () => {
  const names = ["it's", 'say "hi"', 'back\\slash', "'); COPY (SELECT 1) TO 'x' --"];
  const data = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
  const signature = names.map((name) => ({ name, type: 'string' }));
  const result = await run(`SELECT * FROM ${extern(data, signature)}`);
  assert.deepEqual(result.rows, [['v0', 'v1', 'v2', 'v3']]);
  await refused(`SELECT * FROM ${extern({}, [{ name: 'nul\u0000name', type: 'string' }])}`);
  untouched();
});

test('the same holds in an ingestion plan: its SQL reads the EXTERN by name', async () => {
  const signature = [{ name: "it's", type: 'string' }];
  const plan = await engine.planIngestion({
    query: `INSERT INTO t SELECT '/*EXTERN:0*/' AS m, "it's" FROM ${extern({ "it's": 'v' }, signature)} PARTITIONED BY ALL`,
    context: {},
    parameters: [],
  });
  const { rows } = await duck.run(plan.selectSql);
  // A string of JSON input is staged as its text; a column is stored multi-value only if a row holds a list (§sql.26).
  assert.deepEqual(
    rows.map((row) => row.slice(1)),
    [['/*EXTERN:0*/', 'v']],
  );
});

test('a local input file outside the allowed directories is not read', async () => {
  const source = quoteString(JSON.stringify({ type: 'local', files: [canary] }));
  const format = quoteString(JSON.stringify({ type: 'csv', columns: ['line'] }));
  const signature = quoteString(JSON.stringify([{ name: 'line', type: 'string' }]));
  await refused(
    `SELECT * FROM TABLE(EXTERN(${source}, ${format}, ${signature}))`,
    /is outside the allowed directories/,
  );
});

test("DuckDB's table functions are refused in FROM and as calls", async () => {
  for (const call of [
    `read_text(${quoteString(canary)})`,
    "read_text('/etc/passwd')",
    `read_parquet(${quoteString(segmentFile)})`,
    `read_csv(${quoteString(canary)})`,
    `read_json(${quoteString(canary)})`,
    `read_blob(${quoteString(canary)})`,
    `glob(${quoteString(join(outside, '*'))})`,
  ]) {
    await refused(`SELECT * FROM TABLE(${call})`, /No match found for table function/);
    await refused(`SELECT * FROM ${call}`);
    await refused(`SELECT ${call} AS x`, /No match found for function signature/);
  }
  untouched();
});

test('statements other than queries never reach DuckDB, alone or after a query', async () => {
  const overwrite = `COPY (SELECT 1 AS x) TO ${quoteString(segmentFile)} (FORMAT parquet)`;
  for (const statement of [
    overwrite,
    `COPY (SELECT 1) TO ${quoteString(join(outside, 'written.csv'))}`,
    "SET GLOBAL memory_limit = '1MB'",
    `ATTACH ${quoteString(join(outside, 'other.duckdb'))}`,
    'INSTALL httpfs',
    'LOAD httpfs',
    'PRAGMA version',
    'CALL pragma_version()',
    `EXPORT DATABASE ${quoteString(outside)}`,
  ]) {
    await refused(statement);
    await refused(`SELECT 1; ${statement}`);
    await refused(`SELECT page FROM wiki; ${statement}`);
  }
  untouched();
  // memory_limit was never changed: queries still run.
  assert.deepEqual((await run('SELECT page FROM wiki')).rows, [['secret page']]);
});

test('functions outside the dialect are unknown functions, whatever their case or quoting', async () => {
  for (const query of [
    "SELECT getenv('HOME')",
    "SELECT current_setting('allowed_directories')",
    'SELECT "read_text"(\'/etc/passwd\')',
    "SELECT \"$TRIM\"('BOTH', 'x')",
    'SELECT version()',
  ])
    await refused(query, /No match found for function signature/);
});

test('a NUL in the query text cannot cut the generated SQL short', async () => {
  assert.deepEqual((await run("SELECT 'a\u0000' || page AS x FROM wiki WHERE page = 'none'")).rows, []);
  assert.deepEqual((await run("SELECT 'a\u0000b' AS x")).rows, [['a\u0000b']]);
  await refused('SELECT 1 AS "a\u0000b"');
});

test('EXPLAIN describes the statement without its executor SQL or the segment paths', async () => {
  const result = await run('EXPLAIN PLAN FOR SELECT page FROM wiki');
  const [plan, resources] = result.rows[0] as string[];
  assert.doesNotMatch(`${plan}${resources}`, /read_parquet|deep-storage|segment\.parquet|sql-sandbox-/);
  assert.deepEqual(JSON.parse(plan ?? ''), [
    {
      query: { statementType: 'SELECT', dataSources: ['wiki'] },
      signature: [{ name: 'page', type: 'STRING' }],
    },
  ]);
  assert.deepEqual(JSON.parse(resources ?? ''), [{ name: 'wiki', type: 'DATASOURCE' }]);
});
