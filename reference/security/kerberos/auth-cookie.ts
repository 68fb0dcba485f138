// The signed `hadoop.auth` cookie: after one SPNEGO exchange, later requests carrying it skip Kerberos.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const COOKIE_NAME = 'hadoop.auth';

export interface CookieIdentity {
  readonly identity: string;
  readonly principal: string;
}

/** Characters that would make the `k=v&k=v` payload ambiguous or break the cookie header. */
const UNSAFE = /[&="\\;,\s\p{Cc}]/u;

export class AuthCookie {
  constructor(
    private readonly secret: Buffer,
    private readonly lifetimeMs: number,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64');
  }

  /** The Set-Cookie value for an identity, or undefined when its names cannot be carried safely. */
  issue(who: CookieIdentity, now: number): string | undefined {
    if (UNSAFE.test(who.identity) || UNSAFE.test(who.principal)) return undefined;
    const payload = `u=${who.identity}&p=${who.principal}&t=kerberos&e=${now + this.lifetimeMs}`;
    return `${COOKIE_NAME}="${payload}&s=${this.sign(payload)}"; Path=/; HttpOnly`;
  }

  /** The identity of a valid, unexpired cookie in a Cookie header; undefined for absent, tampered or expired. */
  read(cookieHeader: string | undefined, now: number): CookieIdentity | undefined {
    const value = cookieValue(cookieHeader);
    if (value === undefined) return undefined;
    const at = value.lastIndexOf('&s=');
    if (at < 0) return undefined;
    const payload = value.slice(0, at);
    const given = Buffer.from(value.slice(at + 3));
    const expected = Buffer.from(this.sign(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const fields = new Map(
      payload.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    const [identity, principal, type, expiry] = ['u', 'p', 't', 'e'].map((k) => fields.get(k));
    if (identity === undefined || principal === undefined || type !== 'kerberos') return undefined;
    if (!(Number(expiry) > now)) return undefined;
    return { identity, principal };
  }
}

function cookieValue(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== COOKIE_NAME) continue;
    const raw = part.slice(eq + 1).trim();
    return raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
  }
  return undefined;
}
