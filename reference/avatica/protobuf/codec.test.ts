// The protobuf codec: round trips of Avatica's messages, protobuf's encodings of negative and 64-bit numbers, and
// malformed input refused rather than misread.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decode, encode } from './codec.ts';
import { REQUESTS, RESPONSES, TypedValue, WireMessage } from './schema.ts';
import { WireError } from './wire.ts';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);

test('a request round-trips: strings, maps, nested messages, negative int32 as ten bytes', () => {
  const open = { connection_id: 'c1', info: { user: 'ü', sqlTimeZone: 'UTC' } };
  assert.deepEqual(
    decode(REQUESTS.OpenConnectionRequest ?? {}, encode(REQUESTS.OpenConnectionRequest ?? {}, open)),
    open,
  );
  const execute = REQUESTS.ExecuteRequest ?? {};
  const message = {
    statementHandle: { connection_id: 'c1', id: 7 },
    parameter_values: [
      { type: 13, number_value: -5 },
      { type: 21, string_value: 'x' },
    ],
    first_frame_max_size: -1,
  };
  const encoded = encode(execute, message);
  assert.deepEqual(decode(execute, encoded), message);
  // first_frame_max_size -1: tag 5 varint, then the ten bytes of -1's two's complement.
  assert.deepEqual([...encoded.slice(-11)], [40, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1]);
});

test('sint64 zigzags, uint32 carries negative Java ints, uint64 -1 is 2^64-1, past 2^53 stays a BigInt', () => {
  const typed = TypedValue();
  assert.deepEqual([...encode(typed, { number_value: -1 })], [32, 1]);
  assert.deepEqual(decode(typed, encode(typed, { number_value: 9007199254740993n })), {
    number_value: 9007199254740993n,
  });
  const columns = RESPONSES.ResultSetResponse ?? {};
  const decoded = decode(columns, encode(columns, { update_count: -1n, statement_id: 3 }));
  assert.deepEqual(decoded, { statement_id: 3, update_count: 18446744073709551615n });
});

test('unknown fields are skipped; a truncated or malformed body is a WireError', () => {
  // Field 15 (unknown) as a varint, then the connection ID.
  assert.deepEqual(decode(REQUESTS.CatalogsRequest ?? {}, bytes(120, 5, 10, 1, 97)), { connection_id: 'a' });
  assert.throws(() => decode(WireMessage, bytes(10, 200)), WireError);
  assert.throws(
    () => decode(WireMessage, bytes(255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)),
    WireError,
  );
  assert.throws(() => decode(WireMessage, bytes(11)), WireError);
});
