// Unit tests of MIT keytabs: a file MIT's ktutil wrote (keys from a known password), and write-then-read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultSalt, ETYPE_AES128, ETYPE_AES256, stringToKey } from './crypto.ts';
import { entryPrincipal, KeytabError, parseKeytab, serializeKeytab } from './keytab.ts';

// Written by MIT ktutil 1.20: `addent -password -p HTTP/localhost@EXAMPLE.COM -k 3 -e <aes256, aes128>` with
// the password "fixture-password", then `wkt`.
const MIT_KEYTAB = Buffer.from(
  '0502000000510002000b4558414d504c452e434f4d00044854545000096c6f63616c686f7374000000016b0196a3030012002059245ad9' +
    'a9b2d7b6f700471188aa9cd0023a8a427684e74ad6e19a51d2f7ff6e00000003000000410002000b4558414d504c452e434f4d000448' +
    '54545000096c6f63616c686f7374000000016b0196a303001100105301c14274f74532b459e1b9de73365e00000003',
  'hex',
);

test('reads a keytab MIT wrote, whose keys are our string-to-key of the password with the default salt', () => {
  const entries = parseKeytab(MIT_KEYTAB);
  assert.equal(entries.length, 2);
  const salt = defaultSalt('EXAMPLE.COM', ['HTTP', 'localhost']);
  for (const [entry, etype] of [
    [entries[0], ETYPE_AES256],
    [entries[1], ETYPE_AES128],
  ] as const) {
    assert.ok(entry !== undefined);
    assert.equal(entryPrincipal(entry), 'HTTP/localhost@EXAMPLE.COM');
    assert.equal(entry.nameType, 1);
    assert.equal(entry.kvno, 3);
    assert.equal(entry.etype, etype);
    assert.deepEqual(entry.key, stringToKey(etype, 'fixture-password', salt).value);
  }
  // Our writer produces the same bytes from the same entries.
  assert.deepEqual(serializeKeytab(entries), MIT_KEYTAB);
});

test('write then read keeps every field, a 32-bit kvno and skips holes', () => {
  const entry = {
    realm: 'EXAMPLE.COM',
    components: ['HTTP', 'host.example.com'],
    nameType: 3,
    timestamp: 1_700_000_000,
    kvno: 300,
    etype: ETYPE_AES256,
    key: Buffer.alloc(32, 9),
  };
  const bytes = serializeKeytab([entry]);
  assert.deepEqual(parseKeytab(bytes), [entry]);
  const hole = Buffer.from(`fffffff8${'00'.repeat(8)}`, 'hex');
  const withHole = Buffer.concat([bytes.subarray(0, 2), hole, bytes.subarray(2)]);
  assert.deepEqual(parseKeytab(withHole), [entry]);
});

test('refuses files that are not keytabs or are cut short', () => {
  assert.throws(() => parseKeytab(Buffer.from('0501', 'hex')), KeytabError);
  assert.throws(() => parseKeytab(Buffer.alloc(0)), KeytabError);
  assert.throws(() => parseKeytab(MIT_KEYTAB.subarray(0, 40)), KeytabError);
});
