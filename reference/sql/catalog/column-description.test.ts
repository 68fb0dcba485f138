import assert from 'node:assert/strict';
import { test } from 'node:test';
import { T } from '../types.ts';
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { columnDescription, isNullable } from './column-description.ts';

const table = (schema: CatalogTable['schema'], name: string, columns: CatalogColumn[]): CatalogTable => ({
  schema,
  name,
  columns,
  isDatasource: schema === 'druid',
  sourceSql: () => '',
});

const wiki = table('druid', 'wiki', [
  { name: '__time', type: T.timestamp },
  { name: 'added', type: T.bigint },
  { name: 'delta', type: T.double },
  { name: 'page', type: T.varchar },
]);

test('every column has the empty string as its default, never null', () => {
  for (const [index, column] of wiki.columns.entries()) {
    assert.equal(columnDescription(wiki, column, index)[5], '');
  }
});

test('a datasource column is nullable except __time', () => {
  assert.deepEqual(
    wiki.columns.map((column) => isNullable(wiki, column)),
    [false, true, true, true],
  );
});

test('INFORMATION_SCHEMA columns are never null but the type details of COLUMNS', () => {
  const columns = table('INFORMATION_SCHEMA', 'COLUMNS', [
    { name: 'TABLE_NAME', type: T.varchar },
    { name: 'NUMERIC_SCALE', type: T.bigint },
  ]);
  const schemata = table('INFORMATION_SCHEMA', 'SCHEMATA', [{ name: 'SCHEMA_OWNER', type: T.varchar }]);
  const [tableName, scale] = columns.columns as [CatalogColumn, CatalogColumn];
  assert.equal(isNullable(columns, tableName), false);
  assert.equal(isNullable(columns, scale), true);
  assert.equal(isNullable(schemata, schemata.columns[0] as CatalogColumn), false);
});

test('numbers carry precision, radix and scale; approximate ones the unknown scale', () => {
  const detail = (index: number) => columnDescription(wiki, wiki.columns[index] as CatalogColumn, index);
  assert.deepEqual(detail(1).slice(10, 13), [19, 10, 0]);
  assert.deepEqual(detail(2).slice(10, 13), [15, 10, -2147483648]);
  assert.deepEqual(detail(3).slice(14), ['UTF-16LE', 'UTF-16LE$en_US$primary', 12]);
  assert.deepEqual(detail(0).slice(13), [3, null, null, 93]);
});
