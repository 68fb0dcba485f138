// What one analysis says a statement reads and writes, for every form a table can hide in: what authorization checks.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Catalog, CatalogColumn, CatalogTable, SchemaName } from './catalog/catalog.ts';
import { valuesSql } from './catalog/values.ts';
import type { AnalyzeOptions, SqlEngine } from './engine.ts';
import { openTestEngine } from './engine-test-support.ts';
import { SqlError } from './errors.ts';
import type { DuckEngine } from './execute/duckdb.ts';
import type { StatementAccess } from './statement-access.ts';
import { T } from './types.ts';

function table(schema: SchemaName, name: string, columns: CatalogColumn[]): CatalogTable {
  return { schema, name, columns, isDatasource: schema === 'druid', sourceSql: () => valuesSql(columns, []) };
}

const datasource = (name: string) =>
  table('druid', name, [
    { name: '__time', type: T.timestamp },
    { name: 'page', type: T.varchar },
    { name: 'tags', type: T.arrayOf(T.varchar) },
  ]);

const TABLES = [
  datasource('open'),
  datasource('secret'),
  table('sys', 'segments', [{ name: 'datasource', type: T.varchar }]),
  table('sys', 'servers', [{ name: 'server', type: T.varchar }]),
  table('INFORMATION_SCHEMA', 'TABLES', [{ name: 'TABLE_NAME', type: T.varchar }]),
  table('lookup', 'countries', [
    { name: 'k', type: T.varchar },
    { name: 'v', type: T.varchar },
  ]),
];

/** How many tables the analyses asked the catalog for: an analysis reused asks for none. */
let tablesAsked = 0;
const catalog: Catalog = {
  table(schema, name) {
    tablesAsked++;
    return TABLES.find((t) => t.schema === (schema ?? 'druid') && t.name === name);
  },
  hasSchema: (schema) => ['druid', 'sys', 'INFORMATION_SCHEMA', 'lookup'].includes(schema),
  lookup: (name) => (name === 'countries' ? new Map([['fr', 'France']]) : undefined),
};

let duck: DuckEngine;
let engine: SqlEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalog));
});
after(() => duck.close());

const request = (query: string) => ({ query, context: {}, parameters: [] });
const TASK: AnalyzeOptions = { allowExternal: true };
const accessOf = (query: string, choice: AnalyzeOptions = {}): StatementAccess =>
  engine.analyze(request(query), choice).access;

const reads = (...datasources: string[]): StatementAccess => ({
  datasources,
  metadataTables: [],
  external: false,
});

const EXTERN = `TABLE(EXTERN('{"type":"inline","data":"a"}', '{"type":"csv","columns":["page"]}', '[{"name":"page","type":"string"}]'))`;

test('a datasource read anywhere in a query is in its access, once, in the order the analysis met it', () => {
  const forms: Record<string, string> = {
    'FROM a table': 'SELECT page FROM secret',
    'FROM druid.table': 'SELECT page FROM druid.secret',
    'a join': 'SELECT o.page FROM open o JOIN secret s ON o.page = s.page',
    'a comma join': 'SELECT o.page FROM open o, secret s',
    'a subquery in FROM': 'SELECT page FROM (SELECT page FROM secret) t',
    'IN a subquery': 'SELECT page FROM open WHERE page IN (SELECT page FROM secret)',
    'a scalar subquery': 'SELECT (SELECT MAX(__time) FROM secret) AS p FROM open',
    'a CTE': 'WITH s AS (SELECT page FROM secret) SELECT page FROM s',
    'a CTE the query never names': 'WITH s AS (SELECT page FROM secret) SELECT page FROM open',
    'a UNION': 'SELECT page FROM open UNION ALL SELECT page FROM secret',
    'UNNEST of its column': 'SELECT t FROM secret CROSS JOIN UNNEST(secret.tags) AS u(t)',
    EXPLAIN: 'EXPLAIN PLAN FOR SELECT page FROM secret',
  };
  for (const [form, query] of Object.entries(forms)) {
    const access = accessOf(query);
    assert.ok(access.datasources.includes('secret'), `${form}: ${JSON.stringify(access)}`);
    assert.equal(new Set(access.datasources).size, access.datasources.length, form);
  }
  assert.deepEqual(
    accessOf('SELECT o.page FROM open o JOIN secret s ON o.page = s.page'),
    reads('open', 'secret'),
  );
  assert.deepEqual(accessOf('SELECT page FROM secret UNION ALL SELECT page FROM secret'), reads('secret'));
});

test('a query over no table reads nothing', () => {
  assert.deepEqual(accessOf('SELECT 1'), reads());
  assert.deepEqual(accessOf('SELECT t FROM UNNEST(ARRAY[1, 2]) AS u(t)'), reads());
  assert.deepEqual(accessOf('SELECT * FROM (VALUES (1)) AS v(x)'), reads());
});

test('metadata tables and lookups are named with their schema', () => {
  assert.deepEqual(accessOf('SELECT datasource FROM sys.segments').metadataTables, ['sys.segments']);
  assert.deepEqual(accessOf('SELECT server FROM sys.servers').metadataTables, ['sys.servers']);
  assert.deepEqual(accessOf('SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES').metadataTables, [
    'INFORMATION_SCHEMA.TABLES',
  ]);
  assert.deepEqual(accessOf('SELECT v FROM lookup.countries').metadataTables, ['lookup.countries']);
  const joined = accessOf('SELECT s.page FROM secret s JOIN sys.segments g ON s.page = g.datasource');
  assert.deepEqual([joined.datasources, joined.metadataTables], [['secret'], ['sys.segments']]);
  // LOOKUP() maps a value through a lookup without reading a table: nothing to authorize (as before).
  assert.deepEqual(accessOf(`SELECT LOOKUP(page, 'countries') FROM open`), reads('open'));
});

test('INSERT and REPLACE write their target and read their query; EXTERN reads external data', () => {
  assert.deepEqual(accessOf('INSERT INTO target SELECT __time, page FROM secret PARTITIONED BY DAY', TASK), {
    ...reads('secret'),
    writes: 'target',
  });
  const replace = `REPLACE INTO target OVERWRITE ALL SELECT TIME_PARSE('2020-01-01') AS __time, page FROM ${EXTERN} PARTITIONED BY DAY`;
  assert.deepEqual(accessOf(replace, TASK), { ...reads(), writes: 'target', external: true });
  const joined = `INSERT INTO target SELECT s.__time, e.page FROM secret s JOIN ${EXTERN} e ON s.page = e.page PARTITIONED BY DAY`;
  assert.deepEqual(accessOf(joined, TASK), { ...reads('secret'), writes: 'target', external: true });
  // EXPLAIN does not write: it reads what the statement it explains reads.
  const explained = accessOf(
    'EXPLAIN PLAN FOR INSERT INTO target SELECT __time, page FROM secret PARTITIONED BY DAY',
  );
  assert.deepEqual(explained, reads('secret'));
});

test('where EXTERN is refused, the analysis still names all the statement reads; running it is refused', async () => {
  const query = `SELECT s.page FROM ${EXTERN} e JOIN secret s ON e.page = s.page`;
  const analyzed = engine.analyze(request(query));
  assert.deepEqual(analyzed.access, { ...reads('secret'), external: true });
  await assert.rejects(engine.run(analyzed), (error: unknown) => {
    assert.ok(error instanceof SqlError);
    assert.match(error.message, /EXTERN reads external data/);
    return true;
  });
});

test('where EXTERN is refused, a later error gives way to the refusal, as when the analysis stopped there', () => {
  assert.throws(
    () => engine.analyze(request(`SELECT nope FROM ${EXTERN}`)),
    (error: unknown) => error instanceof SqlError && /EXTERN reads external data/.test(error.message),
  );
  // An error met before the EXTERN is still that error.
  assert.throws(
    () => engine.analyze(request(`SELECT page FROM missing, ${EXTERN}`)),
    (error: unknown) => error instanceof SqlError && /Object 'missing' not found/.test(error.message),
  );
});

test('a task engine reusing an analysis answers its kind and plan without analyzing again', async () => {
  const insert = request('INSERT INTO target SELECT __time, page FROM open PARTITIONED BY DAY');
  const analyzed = engine.analyze(insert, TASK);
  const reused = engine.reusing(analyzed);
  const asked = tablesAsked;
  assert.equal(reused.kindOf(insert), 'insert');
  const plan = await reused.planIngestion(insert);
  assert.equal(plan.datasource, 'target');
  assert.equal(tablesAsked, asked);
  // Another request (even of the same text) is analyzed on its own.
  assert.equal(reused.kindOf(request('SELECT page FROM open')), 'select');
  assert.equal(tablesAsked, asked + 1);
});
