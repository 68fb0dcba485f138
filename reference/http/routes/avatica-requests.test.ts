// Avatica requests a client gets wrong or a hostile one forges: Avatica's error response (a 500 the driver reads, with
// no stack trace), never a crash; the endpoint's path and media types (docs/facts/avatica.md §avatica.2).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { avatica, failure, ok } from '../../test-support/avatica-client.ts';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(async () => t.close());

test('requests that cannot be read get a 400 with an error response, never a stack trace', async () => {
  const cases: (Record<string, unknown> | string)[] = [
    'not json',
    '',
    '[1]',
    { request: 'frobnicate' },
    { connectionId: 'x' },
    { request: 'openConnection', connectionId: 5 },
    { request: 'openConnection', connectionId: 'x', info: { a: { b: 1 } } },
    { request: 'openConnection', connectionId: 'x'.repeat(5000) },
    { request: 'fetch', connectionId: 'x', statementId: 'abc', offset: 0 },
    { request: 'fetch', connectionId: 'x', statementId: 1, offset: 0, fetchMaxRowCount: 99999999999 },
    '{"request":"fetch","connectionId":"x","statementId":99999999999999999999,"offset":0}',
    {
      request: 'execute',
      statementHandle: { connectionId: 'x', id: 1 },
      parameterValues: [{ type: 'FROB', value: 1 }],
    },
  ];
  for (const request of cases) await failure(t, request, 400);
  // Batches are a JDBC call the driver makes: refused as Druid refuses them, an error it reads.
  const batch = await failure(t, { request: 'executeBatch', statementHandle: {}, parameterValues: [] });
  assert.equal(batch.errorMessage, 'UOE: Batch statements not supported');
  const missing = await failure(t, { request: 'createStatement', connectionId: 'no-such-connection' });
  assert.deepEqual(
    [missing.errorMessage, missing.errorCode, missing.sqlState, missing.severity],
    [null, 1, '00000', 'ERROR'],
  );
  // Closing what does not exist is not an error.
  await ok(t, { request: 'closeConnection', connectionId: 'no-such-connection' });
  await ok(t, { request: 'closeStatement', connectionId: 'no-such-connection', statementId: 3 });
});

test('the endpoint takes any media type, with or without the trailing slash, and stops nothing else', async () => {
  const plain = await t.server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql/avatica',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: JSON.stringify({ request: 'openConnection', connectionId: 'form', info: {} }),
  });
  assert.equal(plain.statusCode, 200);
  assert.equal((await avatica(t, { request: 'closeConnection', connectionId: 'form' })).status, 200);
  // DELETE of the path stays the cancel of a query named `avatica`, which runs nowhere.
  const cancel = await t.server.app.inject({ method: 'DELETE', url: '/analytics/v2/sql/avatica' });
  assert.equal(cancel.statusCode, 404);
});
