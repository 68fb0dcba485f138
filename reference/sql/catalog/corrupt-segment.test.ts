// A segment file that cannot be read fails only the queries that would read it, naming the segment; the datasource's
// other days and other datasources keep serving (issue 30, item 4: one corrupt file took its datasource offline).
import assert from 'node:assert/strict';
import { readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
/** The segment of 2015-09-13 in `days`, and its file in deep storage. */
let corrupt = '';
let file = '';
before(async () => {
  t = await openTestServer();
  const rows = (day: number) =>
    `SELECT TIMESTAMP '2015-09-${day} 01:00:00' AS __time, 'p${day}' AS page, ${day} AS added`;
  const three = [12, 13, 14].map(rows).join(' UNION ALL ');
  for (const query of [
    `INSERT INTO days ${three} PARTITIONED BY DAY`,
    `INSERT INTO other ${rows(12)} PARTITIONED BY DAY`,
  ])
    assert.equal((await t.finished(await t.submit(query))).statusCode, 'SUCCESS');
  const ids = await query(
    "SELECT segment_id FROM sys.segments WHERE datasource = 'days' AND \"start\" LIKE '2015-09-13%'",
  );
  corrupt = (ids.json() as string[][])[0]?.[0] ?? '';
  assert.match(corrupt, /^days_2015-09-13/, ids.body);
  const files = readdirSync(t.dataDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.includes('days/2015-09-13') && name.endsWith('.parquet'),
  );
  assert.equal(files.length, 1, JSON.stringify(files));
  file = join(t.dataDir, files[0] as string);
});
after(() => t.close());

const query = (sql: string) => t.request('POST', '/analytics/v2/sql', { query: sql, resultFormat: 'array' });
const naming = (id: string) =>
  new RegExp(`Segment \\[${id.replace(/[.]/g, '\\.')}\\] of datasource \\[days\\] cannot be read`);

test('a query reading a corrupt segment fails naming it; intact days and other datasources answer', async () => {
  assert.deepEqual((await query('SELECT COUNT(*) FROM days')).json(), [[3]]);
  truncateSync(file, 100);
  const whole = await query('SELECT COUNT(*) FROM days');
  assert.equal(whole.statusCode, 500, whole.body);
  assert.match(whole.json().errorMessage, naming(corrupt));
  const intact = await query(
    "SELECT page FROM days WHERE __time >= TIMESTAMP '2015-09-14 00:00:00' OR __time < TIMESTAMP '2015-09-13 00:00:00' ORDER BY __time",
  );
  assert.equal(intact.statusCode, 200, intact.body);
  assert.deepEqual(intact.json(), [['p12'], ['p14']]);
  const between = await query(
    "SELECT COUNT(*) FROM days WHERE __time BETWEEN TIMESTAMP '2015-09-14 00:00:00' AND TIMESTAMP '2015-09-14 23:59:59' AND added > 0",
  );
  assert.deepEqual(between.json(), [[1]]);
  assert.deepEqual((await query('SELECT COUNT(*) FROM other')).json(), [[1]]);
  // A filter the server cannot bound by time reads every segment, and fails the same way.
  const unbounded = await query("SELECT COUNT(*) FROM days WHERE page = 'p14'");
  assert.equal(unbounded.statusCode, 500);
  assert.match(unbounded.json().errorMessage, naming(corrupt));
});

test('a file overwritten with other bytes is found too (the check runs again when a file changes)', async () => {
  writeFileSync(file, 'x'.repeat(4096));
  const whole = await query('SELECT COUNT(*) FROM days');
  assert.equal(whole.statusCode, 500);
  assert.match(whole.json().errorMessage, /not Parquet/);
  const intact = await query("SELECT COUNT(*) FROM days WHERE __time < TIMESTAMP '2015-09-13 00:00:00'");
  assert.deepEqual(intact.json(), [[1]]);
});
