// The input policy through the task API: an INSERT reading /etc/passwd is a 400 at submit; a SELECT task FAILS.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let server: TestServer;
before(async () => {
  server = await openTestServer();
});
after(() => server.close());

const PASSWD = `TABLE(EXTERN('{"type":"local","files":["/etc/passwd"]}', '{"type":"csv","columns":["line"]}', '[{"name":"line","type":"string"}]'))`;

test('an INSERT reading a file outside the allowed directories is refused at submit, naming the setting', async () => {
  const query = `INSERT INTO "policy_insert" SELECT TIME_PARSE('2015-09-12') AS "__time", "line" FROM ${PASSWD} PARTITIONED BY DAY`;
  const response = await server.request('POST', '/analytics/v2/sql/task', { query });
  assert.equal(response.statusCode, 400, response.body);
  // A refused task is a task that failed at once: its unified error holds the message (docs/facts/tasks.md §tasks.2).
  assert.match(
    response.json().error.errorMessage,
    /outside the allowed directories.*ANALYTICS_INPUT_SOURCE_LOCAL_DIRS/,
  );
});

test('a SELECT task reading it fails, its error naming the setting, and no row of the file is reported', async () => {
  const taskId = await server.submit(`SELECT "line" FROM ${PASSWD}`);
  const status = await server.finished(taskId);
  assert.equal(status.statusCode, 'FAILED');
  assert.match(String(status.errorMsg), /ANALYTICS_INPUT_SOURCE_LOCAL_DIRS/);
  const report = await server.request('GET', `/analytics/indexer/v1/task/${taskId}/reports`);
  assert.ok(!report.body.includes('root:'), 'the report holds no line of /etc/passwd');
});
