// sys.servers has Druid's columns, `version` after `start_time`, each process reporting the release /status names.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(async () => {
  await t.close();
});

const sql = async (query: string) => {
  const response = await t.request('POST', '/analytics/v2/sql', {
    query,
    resultFormat: 'array',
    header: true,
    typesHeader: true,
    sqlTypesHeader: true,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as unknown[][];
};

test('SELECT * FROM sys.servers names the eleven columns in their order, version last, as Druid 36 does', async () => {
  const [names, types, sqlTypes] = await sql('SELECT * FROM sys.servers');
  assert.deepEqual(names, [
    'server',
    'host',
    'plaintext_port',
    'tls_port',
    'server_type',
    'tier',
    'curr_size',
    'max_size',
    'is_leader',
    'start_time',
    'version',
  ]);
  assert.equal(types?.at(-1), 'STRING');
  assert.equal(sqlTypes?.at(-1), 'VARCHAR');
});

test("every process's version is the release /status reports", async () => {
  const status = (await t.request('GET', '/status')).json() as { version: string };
  assert.match(status.version, /-reference$/);
  const [, , , ...rows] = await sql('SELECT server_type, version FROM sys.servers ORDER BY server_type');
  assert.ok(rows.length >= 4, `${rows.length} servers`);
  for (const [serverType, version] of rows) assert.equal(version, status.version, `${serverType}`);
});

test('INFORMATION_SCHEMA lists version as the eleventh column of sys.servers, a VARCHAR', async () => {
  const [, , , ...rows] = await sql(
    "SELECT ORDINAL_POSITION, DATA_TYPE FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = 'sys' AND TABLE_NAME = 'servers' AND COLUMN_NAME = 'version'",
  );
  assert.deepEqual(rows, [[11, 'VARCHAR']]);
});
