// An http input source is read by the task, never by the submit (issue 30, item 4): a server that never answers once
// held `POST /sql/task` open past 30 s. The submit checks the allow-list and answers; the task downloads, bounded in
// time and stopped by a shutdown, and plans again with the files (a CSV header names its columns).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { HTTP_TIMEOUT_SETTING, inputSourcePolicy, parseOrigin } from '../ingest/input-policy.ts';
import { openTestServer, type TestServer } from '../test-support/task-server.ts';

let http: Server;
let base = '';
let t: TestServer;
let slow: TestServer;
before(async () => {
  http = createServer((request, response) => {
    if (request.url === '/silent') return; // never answers
    if (request.url === '/rows.csv') return response.end('page,added\nfirst,1\nsecond,2\n');
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const policy = (httpTimeoutMs: number) =>
    inputSourcePolicy('/nonexistent', { httpAllowed: [parseOrigin(base)], httpTimeoutMs });
  t = await openTestServer({ inputSources: policy(300) });
  slow = await openTestServer({ inputSources: policy(600_000) });
});
after(async () => {
  http.closeAllConnections();
  http.close();
  await Promise.all([t.close(), slow.close()]);
});

const insert = (datasource: string, path: string, format: unknown): string =>
  `INSERT INTO "${datasource}" SELECT TIME_PARSE('2015-09-12T00:00:00Z') AS "__time", "page", "added" FROM TABLE(EXTERN(` +
  `'${JSON.stringify({ type: 'http', uris: [`${base}${path}`] })}', '${JSON.stringify(format)}', ` +
  `'[{"name":"page","type":"string"},{"name":"added","type":"long"}]')) PARTITIONED BY DAY`;

const CSV = { type: 'csv', findColumnsFromHeader: true };

test('the submit answers at once; the task fails with the download timeout, naming the setting', async () => {
  const id = await t.submit(insert('from_silent', '/silent', CSV));
  const status = await t.finished(id);
  assert.equal(status.statusCode, 'FAILED');
  assert.match(String(status.errorMsg), new RegExp(`no answer within 300 ms.*${HTTP_TIMEOUT_SETTING}`));
});

test('a task waiting on a download is shut down at once', async () => {
  const id = await slow.submit(insert('from_silent_shutdown', '/silent', CSV));
  const shutdown = await slow.request('POST', `/analytics/indexer/v1/task/${id}/shutdown`);
  assert.equal(shutdown.statusCode, 200, shutdown.body);
  assert.equal((await slow.finished(id)).statusCode, 'FAILED');
  // The slot is free again: the next task runs.
  const next = await slow.submit(insert('after_shutdown', '/rows.csv', CSV));
  assert.equal((await slow.finished(next)).statusCode, 'SUCCESS');
});

test('the task reads the downloaded files with their own header', async () => {
  const id = await t.submit(insert('from_csv', '/rows.csv', CSV));
  assert.equal((await t.finished(id)).statusCode, 'SUCCESS');
  const rows = await t.request('POST', '/analytics/v2/sql', {
    query: 'SELECT "page", "added" FROM "from_csv" GROUP BY "page", "added" ORDER BY "added"',
    resultFormat: 'array',
  });
  assert.deepEqual(rows.json(), [
    ['first', 1],
    ['second', 2],
  ]);
});

test('an origin the allow-list does not name is still refused at submit', async () => {
  const response = await t.request('POST', '/analytics/v2/sql/task', {
    query: insert('refused', '/rows.csv', CSV).replace(base, 'http://example.invalid'),
  });
  assert.equal(response.statusCode, 400, response.body);
  assert.match(response.body, /not an allowed origin/);
});
