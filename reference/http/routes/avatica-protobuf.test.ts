// Avatica's protobuf serialization on the reference: the same service as JSON, read and written as protobuf
// (docs/facts/avatica.md §avatica.14).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decode, encode, type Message } from '../../avatica/protobuf/codec.ts';
import { REQUESTS, RESPONSES, WireMessage } from '../../avatica/protobuf/schema.ts';
import { loadNumbers } from '../../test-support/avatica-client.ts';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
  await loadNumbers(t, 'numbers', 300);
});
after(async () => t.close());

/** Sends `name` (a Requests$ class) wrapped in a WireMessage; answers the status, the response's name and message. */
async function call(
  name: string,
  message: Message,
): Promise<{ status: number; name: string; body: Message }> {
  const wrapped = encode(REQUESTS[name] ?? {}, message);
  const payload = Buffer.from(
    encode(WireMessage, {
      name: `org.apache.calcite.avatica.proto.Requests$${name}`,
      wrapped_message: wrapped,
    }),
  );
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql/avatica-protobuf/',
    headers: { 'content-type': 'application/octet-stream' },
    payload,
  });
  const wire = decode(WireMessage, response.rawPayload);
  const responseName = String(wire.name).replace('org.apache.calcite.avatica.proto.Responses$', '');
  return {
    status: response.statusCode,
    name: responseName,
    body: decode(RESPONSES[responseName] ?? {}, wire.wrapped_message as Uint8Array),
  };
}

test('a connection runs a statement and fetches its frames in protobuf', async () => {
  assert.equal(
    (await call('OpenConnectionRequest', { connection_id: 'p1', info: {} })).name,
    'OpenConnectionResponse',
  );
  const created = await call('CreateStatementRequest', { connection_id: 'p1' });
  assert.deepEqual([created.name, created.body.statement_id], ['CreateStatementResponse', 1]);
  const executed = await call('PrepareAndExecuteRequest', {
    connection_id: 'p1',
    statement_id: 1,
    sql: 'SELECT n, s, __time FROM numbers GROUP BY n, s, __time ORDER BY n',
    max_rows_total: -1,
    first_frame_max_size: 100,
  });
  assert.equal(executed.name, 'ExecuteResponse');
  const result = (executed.body.results as Message[])[0] as Message;
  const signature = result.signature as { columns: Message[] };
  assert.deepEqual(
    signature.columns.map((c) => [c.label, (c.type as Message).name]),
    [
      ['n', 'BIGINT'],
      ['s', 'VARCHAR'],
      ['__time', 'TIMESTAMP'],
    ],
  );
  const frame = result.first_frame as { rows: { value: Message[] }[]; done?: boolean };
  assert.equal(frame.rows.length, 100);
  assert.deepEqual(
    frame.rows[1]?.value.map((cell) => cell.scalar_value),
    [
      { type: 13, number_value: 1 },
      { type: 21, string_value: 's1' },
      { type: 13, number_value: 1577836800000 },
    ],
  );
  const rest = await call('FetchRequest', {
    connection_id: 'p1',
    statement_id: 1,
    offset: 100,
    frame_max_size: -1,
  });
  const last = rest.body.frame as { offset: number; done: boolean; rows: unknown[] };
  assert.deepEqual([rest.name, last.offset, last.done, last.rows.length], ['FetchResponse', 100, true, 200]);
});

test('a prepared statement takes protobuf TypedValues: a float as its bits, an unset one refused as Druid does', async () => {
  await call('OpenConnectionRequest', { connection_id: 'p2', info: {} });
  const prepared = await call('PrepareRequest', {
    connection_id: 'p2',
    sql: 'SELECT COUNT(*) AS c FROM numbers WHERE n < ? AND n >= ?',
    max_rows_total: -1,
  });
  const handle = prepared.body.statement as Message;
  // 10.5f is 0x41280000 as bits.
  const values = [
    { type: 14, number_value: 0x41280000 },
    { type: 5, number_value: 2 },
  ];
  const executed = await call('ExecuteRequest', {
    statementHandle: { connection_id: 'p2', id: handle.id },
    parameter_values: values,
    has_parameter_values: true,
    first_frame_max_size: -1,
  });
  const rows = (
    ((executed.body.results as Message[])[0] as Message).first_frame as { rows: { value: Message[] }[] }
  ).rows;
  assert.deepEqual(rows[0]?.value[0]?.scalar_value, { type: 13, number_value: 9 });
  const unset = await call('ExecuteRequest', {
    statementHandle: { connection_id: 'p2', id: handle.id },
    parameter_values: [{ implicitly_null: true }, { type: 5, number_value: 2 }],
    first_frame_max_size: -1,
  });
  assert.deepEqual([unset.status, unset.name], [500, 'ErrorResponse']);
  assert.match(String(unset.body.error_message), /No value bound for parameter \(position \[1\]\)/);
});

test("errors are ErrorResponses: an unknown connection is code 1; an unreadable body is the API's 400", async () => {
  const missing = await call('CreateStatementRequest', { connection_id: 'nope' });
  assert.deepEqual(
    [missing.status, missing.name, missing.body.error_code, missing.body.severity],
    [500, 'ErrorResponse', 1, 2],
  );
  const garbage = await t.server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql/avatica-protobuf',
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from([10, 200, 1, 2]),
  });
  // No driver sends such a body, nor reads a 400: the API's error shape, in JSON.
  assert.equal(garbage.statusCode, 400);
  assert.equal(garbage.json().error, 'Unreadable Avatica request');
  assert.match(garbage.json().errorMessage, /not an Avatica protobuf message/);
});
