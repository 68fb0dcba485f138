import assert from 'node:assert/strict';
import { test } from 'node:test';
import { insertStatement, readDataset } from './dataset.ts';

test('the INSERT carries every row as inline JSON lines, quotes doubled inside the literals', () => {
  const sql = insertStatement({
    datasource: 'd',
    columns: [{ name: 'page', type: 'string' }],
    rows: [{ ts: '2015-09-12T00:00:00Z', page: "it's" }],
  });
  assert.match(sql, /^INSERT INTO "d" SELECT TIME_PARSE\("ts"\) AS __time, "page" FROM TABLE\(EXTERN\(/);
  assert.ok(sql.includes("it''s"), sql);
  assert.ok(sql.endsWith('PARTITIONED BY DAY'));
});

test('the shipped dataset has a time and every declared column in each row', () => {
  const dataset = readDataset();
  for (const row of dataset.rows) {
    assert.equal(typeof row.ts, 'string');
    for (const column of dataset.columns) assert.ok(column.name in row, `${column.name} missing`);
  }
});
