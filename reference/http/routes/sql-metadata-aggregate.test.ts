// An aggregate without GROUP BY over metadata tables alone answers no row when none matched, as Druid does
// (docs/facts/sql.md §sql.47); over anything else it answers one row.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createServer, type ReferenceServer, serverConfig } from '../../index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sql-metadata-aggregate-test-'));
let server: ReferenceServer;
before(async () => {
  server = await createServer(serverConfig({ dataDir }));
});
after(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function rows(query: string): Promise<unknown> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, resultFormat: 'array' }),
  });
  assert.equal(response.statusCode, 200, response.body);
  return JSON.parse(response.body);
}

test('a COUNT over no INFORMATION_SCHEMA or sys row answers no row, over some rows one', async () => {
  assert.deepEqual(
    await rows("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = 'nope'"),
    [],
  );
  assert.deepEqual(
    await rows("SELECT COUNT(*), MAX(datasource) FROM sys.segments WHERE datasource = 'nope'"),
    [],
  );
  assert.deepEqual(
    await rows(
      "SELECT COUNT(*) > 0 FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'INFORMATION_SCHEMA'",
    ),
    [[true]],
  );
});

test('a HAVING of its own still applies, and other sources keep their one row', async () => {
  const having = "WHERE TABLE_SCHEMA = 'INFORMATION_SCHEMA' HAVING COUNT(*) > 1000";
  assert.deepEqual(await rows(`SELECT COUNT(*) AS n FROM INFORMATION_SCHEMA.TABLES ${having}`), []);
  assert.deepEqual(await rows('SELECT COUNT(*) FROM (VALUES (1)) AS v(x) WHERE x = 2'), [[0]]);
});
