// Known-answer tests of the Kerberos AES profile: RFC 3961 A.1 n-fold, RFC 3962 appendix B string-to-key and CTS.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ctsDecrypt,
  ctsEncrypt,
  decrypt,
  defaultSalt,
  ETYPE_AES128,
  ETYPE_AES256,
  encrypt,
  nFold,
  randomKey,
  stringToKey,
} from './crypto.ts';

const hex = (text: string): Buffer => Buffer.from(text.replace(/\s/g, ''), 'hex');

test('n-fold matches RFC 3961 appendix A.1', () => {
  const vectors: [string, number, string][] = [
    ['012345', 64, 'be072631276b1955'],
    ['password', 56, '78a07b6caf85fa'],
    ['Rough Consensus, and Running Code', 64, 'bb6ed30870b7f0e0'],
    ['password', 168, '59e4a8ca7c0385c3c37b3f6d2000247cb6e6bd5b3e'],
    ['MASSACHVSETTS INSTITVTE OF TECHNOLOGY', 192, 'db3b0d8f0b061e603282b308a50841229ad798fab9540c1b'],
    ['Q', 168, '518a54a215a8452a518a54a215a8452a518a54a215'],
    ['ba', 168, 'fb25d531ae8974499f52fd92ea9857c4ba24cf297e'],
    ['kerberos', 64, '6b65726265726f73'],
    ['kerberos', 128, '6b65726265726f737b9b5b2b93132b93'],
    ['kerberos', 168, '8372c236344e5f1550cd0747e15d62ca7a5a3bcea4'],
    ['kerberos', 256, '6b65726265726f737b9b5b2b93132b935c9bdcdad95c9899c4cae4dee6d6cae4'],
  ];
  for (const [input, bits, expected] of vectors)
    assert.equal(nFold(Buffer.from(input), bits / 8).toString('hex'), expected, `${bits}-fold(${input})`);
});

test('string-to-key matches RFC 3962 appendix B', () => {
  const salt = 'ATHENA.MIT.EDUraeburn';
  const vectors: [number, string | Buffer, string, string][] = [
    [
      1,
      salt,
      '42263c6e89f4fc28b8df68ee09799f15',
      'fe697b52bc0d3ce14432ba036a92e65bbb52280990a2fa27883998d72af30161',
    ],
    [
      2,
      salt,
      'c651bf29e2300ac27fa469d693bdda13',
      'a2e16d16b36069c135d5e9d2e25f896102685618b95914b467c67622225824ff',
    ],
    [
      1200,
      salt,
      '4c01cd46d632d01e6dbe230a01ed642a',
      '55a6ac740ad17b4846941051e1e8b0a7548d93b0ab30a8bc3ff16280382b8c2a',
    ],
    [
      5,
      hex('1234567878563412'),
      'e9b23d52273747dd5c35cb55be619d8e',
      '97a4e786be20d81a382d5ebc96d5909cabcdadc87ca48f574504159f16c36e31',
    ],
  ];
  for (const [iterations, s, aes128, aes256] of vectors) {
    assert.equal(stringToKey(ETYPE_AES128, 'password', s, iterations).value.toString('hex'), aes128);
    assert.equal(stringToKey(ETYPE_AES256, 'password', s, iterations).value.toString('hex'), aes256);
  }
  assert.equal(defaultSalt('ATHENA.MIT.EDU', ['raeburn']), salt);
});

test('AES-CTS matches RFC 3962 appendix B and round-trips', () => {
  const key = Buffer.from('chicken teriyaki');
  const text = Buffer.from("I would like the General Gau's Chicken, please, and wonton soup.");
  const vectors: [number, string][] = [
    [17, 'c6353568f2bf8cb4d8a580362da7ff7f97'],
    [31, 'fc00783e0efdb2c1d445d4c8eff7ed2297687268d6ecccc0c07b25e25ecfe5'],
    [32, '39312523a78662d5be7fcbcc98ebf5a897687268d6ecccc0c07b25e25ecfe584'],
    [47, '97687268d6ecccc0c07b25e25ecfe584b3fffd940c16a18c1b5549d2f838029e39312523a78662d5be7fcbcc98ebf5'],
    [48, '97687268d6ecccc0c07b25e25ecfe5849dad8bbb96c4cdc03bc103e1a194bbd839312523a78662d5be7fcbcc98ebf5a8'],
    [
      64,
      '97687268d6ecccc0c07b25e25ecfe58439312523a78662d5be7fcbcc98ebf5a8' +
        '4807efe836ee89a526730dbc2f7bc8409dad8bbb96c4cdc03bc103e1a194bbd8',
    ],
  ];
  for (const [length, expected] of vectors) {
    const plain = text.subarray(0, length);
    assert.equal(ctsEncrypt(key, plain).toString('hex'), expected, `${length} bytes`);
    assert.deepEqual(ctsDecrypt(key, hex(expected)), plain);
  }
});

test('encryption round-trips by key usage and detects a wrong key, usage or a flipped bit', () => {
  for (const etype of [ETYPE_AES128, ETYPE_AES256]) {
    const key = randomKey(etype);
    for (const length of [0, 1, 15, 16, 17, 100]) {
      const plain = Buffer.alloc(length, 7);
      const sealed = encrypt(key, 11, plain);
      assert.equal(sealed.length, length + 16 + 12);
      assert.deepEqual(decrypt(key, 11, sealed), plain);
    }
    const sealed = encrypt(key, 2, Buffer.from('ticket'));
    assert.throws(() => decrypt(key, 11, sealed), /integrity/);
    assert.throws(() => decrypt(randomKey(etype), 2, sealed), /integrity/);
    const flipped = Buffer.from(sealed);
    flipped[3] = (flipped[3] as number) ^ 1;
    assert.throws(() => decrypt(key, 2, flipped), /integrity/);
    assert.throws(() => decrypt(key, 2, Buffer.alloc(10)), /too short/);
  }
});
