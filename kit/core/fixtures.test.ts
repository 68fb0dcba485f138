// Unit tests of the shared datasources: one load per distinct rows table, a failed load tried again, and the guard
// that keeps them unchanged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changedFixture, writtenDatasource } from './fixture-guard.ts';
import { FixtureCache, fixtureKey } from './fixtures.ts';
import { parseIngestTable } from './ingest-sql.ts';

const table = (...cells: string[]) =>
  parseIngestTable([['page', 'added:long'], ...cells.map((c) => [c, '1'])]);

test('the same rows share one datasource; other rows get another', async () => {
  const cache = new FixtureCache('kit_run');
  const loads: string[] = [];
  const load = async (name: string) => void loads.push(name);
  const first = await cache.use(table('a', 'b'), load);
  const again = await cache.use(table('a', 'b'), load);
  const other = await cache.use(table('b', 'a'), load);
  assert.deepEqual(loads, ['kit_run_shared_1', 'kit_run_shared_2']);
  assert.equal(first.loadedHere, true);
  assert.equal(again.loadedHere, false);
  assert.equal(again.name, first.name);
  assert.equal(other.name, 'kit_run_shared_2');
  assert.deepEqual([...cache.names], ['kit_run_shared_1', 'kit_run_shared_2']);
  assert.notEqual(
    fixtureKey(table('a')),
    fixtureKey(
      parseIngestTable([
        ['page', 'added:double'],
        ['a', '1'],
      ]),
    ),
  );
});

test('a shared datasource is guarded once loaded, not while its own load writes it', async () => {
  const cache = new FixtureCache('kit_run');
  let seenDuringLoad: boolean | undefined;
  await cache.use(table('a'), async (name) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    seenDuringLoad = cache.names.has(name);
  });
  assert.equal(seenDuringLoad, false);
  assert.deepEqual([...cache.names], ['kit_run_shared_1']);
});

test('a load that failed is forgotten, so the next scenario loads again', async () => {
  const cache = new FixtureCache('kit_run');
  await assert.rejects(
    cache.use(table('a'), async () => {
      throw new Error('task FAILED');
    }),
    /task FAILED/,
  );
  const retried = await cache.use(table('a'), async () => {});
  assert.equal(retried.loadedHere, true);
});

test('reads of a shared datasource pass the guard; anything that could change it does not', () => {
  const shared = new Set(['kit_r_shared_1']);
  const sql = (query: string) => JSON.stringify({ query });
  const read = sql('SELECT * FROM "kit_r_shared_1"');
  assert.equal(changedFixture('POST', '/analytics/v2/sql', read, shared), undefined);
  assert.equal(changedFixture('POST', '/analytics/v2/sql/statements', read, shared), undefined);
  assert.equal(
    changedFixture('GET', '/analytics/coordinator/v1/datasources/kit_r_shared_1', undefined, shared),
    undefined,
  );
  const listing = '/analytics/coordinator/v1/metadata/datasources/kit_r_shared_1/segments';
  assert.equal(changedFixture('POST', listing, '["2015-09-12/2015-09-13"]', shared), undefined);
  const permissions = '/analytics-ext/basic-security/authorization/db/basic/roles/r/permissions';
  const readPermission = '[{"resource":{"type":"DATASOURCE","name":"kit_r_shared_1"},"action":"READ"}]';
  assert.equal(changedFixture('POST', permissions, readPermission, shared), undefined);
  const copy = sql('INSERT INTO "kit_r_9" SELECT * FROM "kit_r_shared_1" PARTITIONED BY DAY');
  assert.equal(changedFixture('POST', '/analytics/v2/sql/task', copy, shared), undefined);
  const overwrite = sql('REPLACE INTO "kit_r_shared_1" OVERWRITE ALL SELECT 1 PARTITIONED BY ALL');
  assert.equal(changedFixture('POST', '/analytics/v2/sql/task', overwrite, shared), 'kit_r_shared_1');
  const path = '/analytics/coordinator/v1/datasources/kit_r_shared_1/markUnused';
  assert.equal(changedFixture('POST', path, '{}', shared), 'kit_r_shared_1');
  assert.equal(
    changedFixture('DELETE', '/analytics/coordinator/v1/datasources/kit_r_shared_12', undefined, shared),
    undefined,
  );
  assert.equal(
    changedFixture('POST', '/analytics/coordinator/v1/rules/kit%5Fr_shared_1', '[]', shared),
    'kit_r_shared_1',
  );
  assert.equal(changedFixture('POST', '/x/%E0%A4%A', 'kit_r_shared_1', shared), 'kit_r_shared_1');
});

test('the datasource an INSERT or REPLACE writes, quoted or not, after comments', () => {
  assert.equal(writtenDatasource('INSERT INTO "a""b" SELECT 1'), 'a"b');
  assert.equal(writtenDatasource('-- load\n/* x */ replace into w OVERWRITE ALL SELECT 1'), 'w');
  assert.equal(writtenDatasource('SELECT 1'), undefined);
});
