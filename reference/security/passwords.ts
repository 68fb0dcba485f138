// Salted PBKDF2 password hashes (HMAC-SHA512, 512-bit keys, as the real basic authenticator), derived off the event loop.
import { pbkdf2, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Credentials } from '../store/security-store.ts';

export const CREDENTIAL_ITERATIONS = 10_000;
const KEY_BYTES = 64;

/** Derives a key from a password: PBKDF2 on libuv's thread pool, never on the event loop. */
export type DeriveKey = (
  password: string,
  salt: Buffer,
  iterations: number,
  bytes: number,
) => Promise<Buffer>;

const pbkdf2Async = promisify(pbkdf2);

/**
 * At most this many derivations at once: the thread pool (4 threads by default) also serves file and DNS work,
 * which a flood of logins must not starve. The others wait in order.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((go) => waiting.push(go));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter; only when none waits is it freed.
    if (next) next();
    else running--;
  }
}

export const deriveKey: DeriveKey = (password, salt, iterations, bytes) =>
  withSlot(() => pbkdf2Async(password, salt, iterations, bytes, 'sha512'));

export async function hashPassword(
  password: string,
  iterations = CREDENTIAL_ITERATIONS,
): Promise<Credentials> {
  const salt = randomBytes(32);
  const hash = await deriveKey(password, salt, iterations, KEY_BYTES);
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), iterations };
}

/** Only for the initial users, hashed once while the server starts, before it listens. */
export function hashPasswordAtStart(password: string): Credentials {
  const salt = randomBytes(32);
  const hash = pbkdf2Sync(password, salt, CREDENTIAL_ITERATIONS, KEY_BYTES, 'sha512');
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), iterations: CREDENTIAL_ITERATIONS };
}

/** What a user without credentials is checked against: the same work as a real hash, and never a match. */
const DUMMY: Credentials = {
  salt: randomBytes(32).toString('base64'),
  hash: randomBytes(KEY_BYTES).toString('base64'),
  iterations: CREDENTIAL_ITERATIONS,
};

/**
 * Whether the password matches, compared in constant time. Unknown users (no credentials) cost the same
 * derivation as a wrong password, so the time of a refusal does not tell whether the user exists.
 */
export async function passwordMatches(
  password: string,
  credentials: Credentials | null | undefined,
  derive: DeriveKey = deriveKey,
): Promise<boolean> {
  const known = credentials ?? DUMMY;
  const expected = Buffer.from(known.hash, 'base64');
  const actual = await derive(password, Buffer.from(known.salt, 'base64'), known.iterations, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected) && known !== DUMMY;
}
