// Salted PBKDF2 password hashes (HMAC-SHA512, 512-bit keys, as the real basic authenticator), checked in constant time.
import { pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Credentials } from '../store/security-store.ts';

export const CREDENTIAL_ITERATIONS = 10_000;

export function hashPassword(password: string, iterations = CREDENTIAL_ITERATIONS): Credentials {
  const salt = randomBytes(32);
  const hash = pbkdf2Sync(password, salt, iterations, 64, 'sha512');
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), iterations };
}

export function passwordMatches(password: string, credentials: Credentials): boolean {
  const expected = Buffer.from(credentials.hash, 'base64');
  const actual = pbkdf2Sync(
    password,
    Buffer.from(credentials.salt, 'base64'),
    credentials.iterations,
    expected.length,
    'sha512',
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
