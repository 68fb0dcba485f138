// Unknown users cost the same password hashing as wrong passwords: a refusal's time does not reveal who exists.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openSqliteStore } from '../store/sqlite/open.ts';
import { basicCredentials } from './authentication.ts';
import { MetadataAuthenticator } from './metadata-authenticator.ts';
import { CREDENTIAL_ITERATIONS, type DeriveKey, deriveKey, hashPassword } from './passwords.ts';

const dir = mkdtempSync(join(tmpdir(), 'metadata-authenticator-test-'));
const store = openSqliteStore(dir);
after(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (user: string, password: string) => {
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  return { authorization, host: 'localhost', basic: basicCredentials(authorization) };
};

test('an unknown user and a wrong password are both refused after the same key derivation', async () => {
  store.security.addAuthenticatorUser('basic', 'alice');
  store.security.setCredentials('basic', 'alice', await hashPassword('right'));
  store.security.addAuthenticatorUser('basic', 'bob'); // a user without credentials yet
  const calls: number[] = [];
  const counting: DeriveKey = (password, salt, iterations, bytes) => {
    calls.push(iterations);
    return deriveKey(password, salt, iterations, bytes);
  };
  const authenticator = new MetadataAuthenticator('basic', false, store.security, counting);
  for (const [user, password] of [
    ['alice', 'wrong'],
    ['mallory', 'anything'],
    ['bob', ''],
  ] as const) {
    calls.length = 0;
    assert.equal((await authenticator.authenticate(request(user, password))).kind, 'rejected', user);
    assert.deepEqual(calls, [CREDENTIAL_ITERATIONS], `${user} was checked with one full derivation`);
  }
  calls.length = 0;
  assert.equal((await authenticator.authenticate(request('alice', 'right'))).kind, 'accepted');
  assert.deepEqual(calls, [CREDENTIAL_ITERATIONS]);
  // Verified once, the same header is not hashed again.
  assert.equal((await authenticator.authenticate(request('alice', 'right'))).kind, 'accepted');
  assert.deepEqual(calls, [CREDENTIAL_ITERATIONS]);
});
