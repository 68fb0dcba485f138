// Unit tests of the DER reader and writer: round trips, known encodings and refusals of malformed input.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  bits32,
  DerError,
  explicit,
  Fields,
  generalString,
  integer,
  oid,
  readBits32,
  readExact,
  readInteger,
  readOid,
  readString,
  readTime,
  readTlv,
  sequence,
  TAG,
  time,
  tlv,
} from './der.ts';

test('integers encode minimally in two’s complement and read back', () => {
  const known: [number, string][] = [
    [0, '020100'],
    [5, '020105'],
    [127, '02017f'],
    [128, '02020080'],
    [-1, '0201ff'],
    [-129, '0202ff7f'],
    [0x8003, '0203008003'],
    [2 ** 31 - 1, '02047fffffff'],
  ];
  for (const [n, hex] of known) {
    assert.equal(integer(n).toString('hex'), hex, `${n}`);
    assert.equal(readInteger(readTlv(Buffer.from(hex, 'hex'))), n);
  }
});

test('OIDs, strings, times and bit strings round-trip', () => {
  assert.equal(oid('1.2.840.113554.1.2.2').toString('hex'), '06092a864886f712010202');
  assert.equal(oid('1.3.6.1.5.5.2').toString('hex'), '06062b0601050502');
  for (const dotted of ['1.2.840.113554.1.2.2', '1.3.6.1.5.5.2', '1.2.840.48018.1.2.2'])
    assert.equal(readOid(readTlv(oid(dotted))), dotted);
  assert.equal(readString(readTlv(generalString('HTTP'))), 'HTTP');
  const at = Date.UTC(2026, 0, 2, 3, 4, 5);
  assert.equal(
    time(at + 999)
      .subarray(2)
      .toString(),
    '20260102030405Z',
  );
  assert.equal(readTime(readTlv(time(at))), at);
  assert.equal(bits32(0x20000000).toString('hex'), '03050020000000');
  assert.equal(readBits32(readTlv(bits32(0x50800000))), 0x50800000);
});

test('long lengths and explicit fields', () => {
  const big = Buffer.alloc(300, 1);
  const encoded = tlv(TAG.octetString, big);
  assert.equal(encoded.subarray(0, 4).toString('hex'), '0482012c');
  assert.deepEqual(readExact(encoded, TAG.octetString), big);
  const fields = new Fields(
    readExact(sequence(explicit(0, integer(5)), explicit(2, generalString('x'))), TAG.sequence),
  );
  assert.equal(readInteger(fields.required(0)), 5);
  assert.equal(fields.optional(1), undefined);
  assert.throws(() => fields.required(1), DerError);
});

test('malformed input is refused with DerError, never read past the end', () => {
  const bad = ['', '30', '3005020101', '1f0100', '3080', '308500000001', '0484ffffffff00'];
  for (const hex of bad) assert.throws(() => readTlv(Buffer.from(hex, 'hex')), DerError, hex);
  assert.throws(() => readExact(Buffer.from('0201050000', 'hex'), TAG.integer), /trailing/);
  assert.throws(() => readExact(Buffer.from('020105', 'hex'), TAG.sequence), /expected tag/);
  assert.throws(() => readTime(readTlv(tlv(TAG.generalizedTime, Buffer.from('2026-01-02')))), DerError);
  assert.throws(() => readInteger(readTlv(Buffer.from('0200', 'hex'))), DerError);
});
