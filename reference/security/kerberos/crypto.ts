// RFC 3961 simplified profile with RFC 3962 AES (etypes 17, 18): n-fold, DK, string-to-key, AES-CTS, HMAC-SHA1-96.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  pbkdf2Sync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export const ETYPE_AES128 = 17;
export const ETYPE_AES256 = 18;

/** The AES encryption types this module implements, by etype number. */
const PROFILES = new Map<number, { readonly keyBytes: number; readonly cipher: string }>([
  [ETYPE_AES128, { keyBytes: 16, cipher: 'aes-128' }],
  [ETYPE_AES256, { keyBytes: 32, cipher: 'aes-256' }],
]);

const BLOCK = 16;
const MAC_BYTES = 12;
/** RFC 3962: the default PBKDF2 iteration count when no s2kparams are given. */
export const DEFAULT_ITERATIONS = 4096;

export class KerberosCryptoError extends Error {}

export interface EncryptionKey {
  readonly etype: number;
  readonly value: Buffer;
}

export function isSupportedEtype(etype: number): boolean {
  return PROFILES.has(etype);
}

function profile(etype: number): { keyBytes: number; cipher: string } {
  const found = PROFILES.get(etype);
  if (found === undefined) throw new KerberosCryptoError(`unsupported encryption type ${etype}`);
  return found;
}

/** RFC 3961 §5.1 n-fold: replicate the input rotated by 13 bits, then add n-bit chunks in ones' complement. */
export function nFold(input: Buffer, outBytes: number): Buffer {
  const inBits = BigInt(input.length * 8);
  const outBits = BigInt(outBytes * 8);
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const lcm = (inBits * outBits) / gcd(inBits, outBits);
  const inMask = (1n << inBits) - 1n;
  const outMask = (1n << outBits) - 1n;
  const value = BigInt(`0x${input.toString('hex')}`);
  const rotateRight = (x: bigint, by: bigint): bigint => {
    const r = by % inBits;
    return ((x >> r) | (x << (inBits - r))) & inMask;
  };
  // The concatenation of copies k = 0.. each rotated right by 13·k bits, as one big number.
  let stream = 0n;
  for (let k = 0n; k < lcm / inBits; k++) stream = (stream << inBits) | rotateRight(value, 13n * k);
  let sum = 0n;
  for (let chunks = lcm / outBits; chunks > 0n; chunks--) {
    sum += stream & outMask;
    stream >>= outBits;
  }
  // End-around carry makes the addition ones' complement.
  while (sum > outMask) sum = (sum & outMask) + (sum >> outBits);
  return Buffer.from(sum.toString(16).padStart(outBytes * 2, '0'), 'hex');
}

function aesBlocks(key: Buffer, data: Buffer, encrypt: boolean, mode: 'cbc' | 'ecb'): Buffer {
  const name = `aes-${key.length * 8}-${mode}`;
  const iv = mode === 'cbc' ? Buffer.alloc(BLOCK) : null;
  const cipher = encrypt ? createCipheriv(name, key, iv) : createDecipheriv(name, key, iv);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** AES in CBC mode with ciphertext stealing (CBC-CS3, RFC 3962 §5) and a zero IV. */
export function ctsEncrypt(key: Buffer, plain: Buffer): Buffer {
  if (plain.length < BLOCK) throw new KerberosCryptoError('CTS needs at least one block');
  const blocks = Math.ceil(plain.length / BLOCK);
  const padded = Buffer.alloc(blocks * BLOCK);
  plain.copy(padded);
  const cbc = aesBlocks(key, padded, true, 'cbc');
  if (blocks === 1) return cbc;
  const tail = plain.length - (blocks - 1) * BLOCK;
  // The last two blocks swap places; the (new) last one is cut to the length of the last plaintext block.
  const head = cbc.subarray(0, (blocks - 2) * BLOCK);
  const penultimate = cbc.subarray((blocks - 2) * BLOCK, (blocks - 1) * BLOCK);
  const last = cbc.subarray((blocks - 1) * BLOCK);
  return Buffer.concat([head, last, penultimate.subarray(0, tail)]);
}

export function ctsDecrypt(key: Buffer, cipher: Buffer): Buffer {
  if (cipher.length < BLOCK) throw new KerberosCryptoError('CTS needs at least one block');
  const blocks = Math.ceil(cipher.length / BLOCK);
  if (blocks === 1) return aesBlocks(key, cipher, false, 'cbc');
  const tail = cipher.length - (blocks - 1) * BLOCK;
  const head = cipher.subarray(0, (blocks - 2) * BLOCK);
  const last = cipher.subarray((blocks - 2) * BLOCK, (blocks - 1) * BLOCK);
  const stolen = cipher.subarray((blocks - 1) * BLOCK);
  // Decrypting the full last block gives back the stolen bytes of the penultimate one after the tail.
  const decrypted = aesBlocks(key, last, false, 'ecb');
  const penultimate = Buffer.concat([stolen, decrypted.subarray(tail)]);
  const plain = aesBlocks(key, Buffer.concat([head, penultimate, last]), false, 'cbc');
  return plain.subarray(0, cipher.length);
}

/** RFC 3961 §5.1 DR then DK: encrypt the n-folded constant repeatedly (random-to-key is the identity for AES). */
export function deriveKey(base: Buffer, constant: Buffer): Buffer {
  let block = constant.length === BLOCK ? constant : nFold(constant, BLOCK);
  const out: Buffer[] = [];
  for (let length = 0; length < base.length; length += BLOCK) {
    block = aesBlocks(base, block, true, 'ecb');
    out.push(block);
  }
  return Buffer.concat(out).subarray(0, base.length);
}

/** RFC 3962 §4 string-to-key: PBKDF2-HMAC-SHA1 then DK(·, "kerberos"). */
export function stringToKey(
  etype: number,
  password: string,
  salt: string | Buffer,
  iterations = DEFAULT_ITERATIONS,
): EncryptionKey {
  const { keyBytes } = profile(etype);
  const seed = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, iterations, keyBytes, 'sha1');
  return { etype, value: deriveKey(seed, Buffer.from('kerberos', 'utf8')) };
}

/** The default salt: the realm followed by the principal's name components, no separators. */
export function defaultSalt(realm: string, components: readonly string[]): string {
  return realm + components.join('');
}

export function randomKey(etype: number): EncryptionKey {
  return { etype, value: randomBytes(profile(etype).keyBytes) };
}

/** Ke and Ki of a key usage, cached: every request derives the same few. */
const derivedCache = new Map<string, { ke: Buffer; ki: Buffer }>();

function usageKeys(key: EncryptionKey, usage: number): { ke: Buffer; ki: Buffer } {
  profile(key.etype);
  if (key.value.length !== profile(key.etype).keyBytes) throw new KerberosCryptoError('wrong key length');
  const id = `${key.etype}:${usage}:${key.value.toString('hex')}`;
  const cached = derivedCache.get(id);
  if (cached !== undefined) return cached;
  const constant = (suffix: number): Buffer => {
    const c = Buffer.alloc(5);
    c.writeUInt32BE(usage >>> 0, 0);
    c[4] = suffix;
    return c;
  };
  const keys = { ke: deriveKey(key.value, constant(0xaa)), ki: deriveKey(key.value, constant(0x55)) };
  // Bounded: session keys change with every ticket.
  if (derivedCache.size > 1000) derivedCache.clear();
  derivedCache.set(id, keys);
  return keys;
}

/** RFC 3961 §5.3 encryption: confounder + plaintext under Ke (CTS), then HMAC-SHA1-96 under Ki. */
export function encrypt(
  key: EncryptionKey,
  usage: number,
  plain: Buffer,
  confounder = randomBytes(BLOCK),
): Buffer {
  const { ke, ki } = usageKeys(key, usage);
  const data = Buffer.concat([confounder, plain]);
  const mac = createHmac('sha1', ki).update(data).digest().subarray(0, MAC_BYTES);
  return Buffer.concat([ctsEncrypt(ke, data), mac]);
}

/** Decrypts and checks integrity; throws KerberosCryptoError on any mismatch (wrong key, tampering). */
export function decrypt(key: EncryptionKey, usage: number, cipher: Buffer): Buffer {
  if (cipher.length < BLOCK + MAC_BYTES) throw new KerberosCryptoError('ciphertext too short');
  const { ke, ki } = usageKeys(key, usage);
  const body = cipher.subarray(0, cipher.length - MAC_BYTES);
  const mac = cipher.subarray(cipher.length - MAC_BYTES);
  const data = ctsDecrypt(ke, body);
  const expected = createHmac('sha1', ki).update(data).digest().subarray(0, MAC_BYTES);
  if (!timingSafeEqual(mac, expected)) throw new KerberosCryptoError('integrity check failed');
  return data.subarray(BLOCK);
}
