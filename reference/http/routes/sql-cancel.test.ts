// Cancelling a synchronous query: the cancel's answer and how the cancelled query ends (§sql.64, Druid 36 and 37).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inlineCsv, openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
  const ten = inlineCsv(
    Array.from({ length: 10 }, (_, n) => String(n)),
    ['n:long'],
  );
  const status = await t.finished(
    await t.submit(`REPLACE INTO "ten" OVERWRITE ALL SELECT n FROM ${ten} PARTITIONED BY ALL`),
  );
  assert.equal(status.statusCode, 'SUCCESS');
});
after(async () => t.close());

const copies = Array.from({ length: 12 }, (_, i) => `"ten" AS "t${i}"`).join(' CROSS JOIN ');
const slow = {
  query: `SELECT COUNT(*) AS c FROM ${copies}`,
  resultFormat: 'array',
  context: { sqlQueryId: 'to-cancel' },
};
const cancel = () => t.server.app.inject({ method: 'DELETE', url: '/analytics/v2/sql/to-cancel' });

test('a cancel answers 202 with an empty application/json body; the query ends 500 Sequence canceled', async () => {
  const query = t.request('POST', '/analytics/v2/sql', slow);
  let cancelled = await cancel();
  // Until the query is known (up to 120 s: a hang guard on a loaded machine).
  for (const giveUpAt = Date.now() + 120_000; cancelled.statusCode === 404 && Date.now() < giveUpAt; ) {
    await new Promise((done) => setTimeout(done, 10));
    cancelled = await cancel();
  }
  assert.equal(cancelled.statusCode, 202);
  assert.equal(cancelled.body, '');
  assert.match(String(cancelled.headers['content-type']), /^application\/json/);
  const answer = await query;
  assert.equal(answer.statusCode, 500);
  const body = answer.json();
  assert.equal(body.error, 'Unknown exception');
  assert.equal(body.errorMessage, 'Sequence canceled');
  assert.equal(body.errorCode, 'legacyQueryException');
  assert.equal(body.category, 'RUNTIME_FAILURE');
  assert.equal(body.context.legacyErrorCode, 'Unknown exception');
});
