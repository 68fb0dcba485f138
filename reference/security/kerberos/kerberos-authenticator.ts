// The Kerberos authenticator: HTTP SPNEGO (RFC 4559) checked with the service's keytab, then a signed cookie.
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AuthCookie } from './auth-cookie.ts';
import { parseAuthToLocal, shortName } from './auth-to-local.ts';
import { decrypt, type EncryptionKey, encrypt, isSupportedEtype } from './crypto.ts';
import { acceptorToken, type InitiatorToken, parseInitiatorToken } from './gss-tokens.ts';
import { type KeytabEntry, parseKeytab } from './keytab.ts';
import {
  AP_OPTION_MUTUAL_REQUIRED,
  type ApReq,
  decodeApReq,
  decodeAuthenticator,
  decodeEncTicketPart,
  encodeApRep,
  encodeEncApRepPart,
  GSS_CHECKSUM_TYPE,
  KEY_USAGE,
  principalText,
} from './messages.ts';
import { ReplayCache } from './replay-cache.ts';

export interface KerberosAuthenticatorConfig {
  /** 'HTTP/_HOST@EXAMPLE.COM' (`_HOST`: the request's host name) or 'HTTP/localhost@EXAMPLE.COM'. */
  readonly serverPrincipal: string;
  /** Path of an MIT keytab holding that principal's key(s). */
  readonly serverKeytab: string;
  /** Hadoop auth_to_local rules; 'DEFAULT' (the default) maps name[/instance]@REALM of the server's realm to name. */
  readonly authToLocal?: string | undefined;
  /** HMAC secret of the hadoop.auth cookie (random per process when unset). */
  readonly cookieSignatureSecret?: string | undefined;
}

export type KerberosOutcome =
  | { readonly kind: 'absent' }
  | { readonly kind: 'rejected'; readonly reason: string }
  | {
      readonly kind: 'accepted';
      readonly identity: string;
      readonly responseHeaders: Readonly<Record<string, string>>;
    };

export interface KerberosRequest {
  readonly authorization?: string | undefined;
  readonly cookie?: string | undefined;
  /** The Host header (a port is ignored). */
  readonly host: string;
}

/** Knobs for tests: the clock, the allowed clock skew and the cookie's lifetime. */
export interface KerberosAuthenticatorOptions {
  readonly now?: () => number;
  readonly skewMs?: number;
  readonly cookieLifetimeMs?: number;
}

/** Tokens longer than this are refused before decoding (a Kerberos ticket with a PAC stays far below). */
const MAX_TOKEN_CHARS = 64 * 1024;
/** EncTicketPart flag `invalid` (bit 7): a postdated ticket not yet validated by the KDC. */
const TICKET_FLAG_INVALID = 0x01000000;
/** RFC 4121 §4.1.1.1: GSS_C_MUTUAL_FLAG in the checksum's flags. */
const GSS_MUTUAL_FLAG = 2;

class Rejection extends Error {}

export class KerberosAuthenticator {
  private readonly keys: readonly KeytabEntry[];
  private readonly components: readonly string[];
  private readonly realm: string;
  private readonly rules: ReturnType<typeof parseAuthToLocal>;
  private readonly cookie: AuthCookie;
  private readonly replays: ReplayCache;
  private readonly now: () => number;
  private readonly skewMs: number;

  /** Reads the keytab now: a missing or unreadable keytab is a configuration error at start, not a 401 later. */
  constructor(config: KerberosAuthenticatorConfig, options: KerberosAuthenticatorOptions = {}) {
    const at = config.serverPrincipal.lastIndexOf('@');
    if (at <= 0 || at === config.serverPrincipal.length - 1)
      throw new Error(`serverPrincipal must be name/host@REALM, got '${config.serverPrincipal}'`);
    this.components = config.serverPrincipal.slice(0, at).split('/');
    this.realm = config.serverPrincipal.slice(at + 1);
    this.keys = parseKeytab(readFileSync(config.serverKeytab));
    this.rules = parseAuthToLocal(config.authToLocal ?? 'DEFAULT');
    this.now = options.now ?? Date.now;
    this.skewMs = options.skewMs ?? 5 * 60_000;
    this.replays = new ReplayCache(this.skewMs);
    const secret = config.cookieSignatureSecret;
    this.cookie = new AuthCookie(
      secret === undefined || secret === '' ? randomBytes(32) : Buffer.from(secret, 'utf8'),
      options.cookieLifetimeMs ?? 10 * 3_600_000,
    );
  }

  /** The WWW-Authenticate value this authenticator adds to a 401. */
  challenge(): string {
    return 'Negotiate';
  }

  authenticate(request: KerberosRequest): KerberosOutcome {
    const now = this.now();
    const header = request.authorization?.trim() ?? '';
    const negotiate = /^Negotiate(?:\s+(\S*))?$/i.exec(header);
    // A valid cookie authenticates without SPNEGO, as the real system's filter does.
    const fromCookie = this.cookie.read(request.cookie, now);
    if (fromCookie !== undefined)
      return { kind: 'accepted', identity: fromCookie.identity, responseHeaders: {} };
    if (negotiate === null) return { kind: 'absent' };
    try {
      return this.negotiate(negotiate[1] ?? '', request.host, now);
    } catch (error) {
      // Every failure is a rejection with a reason for the log; never an exception to the caller.
      const reason = error instanceof Rejection ? error.message : `malformed token (${describe(error)})`;
      return { kind: 'rejected', reason };
    }
  }

  private negotiate(base64: string, host: string, now: number): KerberosOutcome {
    if (base64.length === 0) throw new Rejection('Negotiate without a token');
    if (base64.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
      throw new Rejection('token is not base64 of a sane size');
    const token = parseInitiatorToken(Buffer.from(base64, 'base64'));
    const apReq = decodeApReq(token.apReq);
    const { client, sessionKey, mutual, ctime, cusec } = this.verify(apReq, host, now);
    const identity = shortName(this.rules, client.components, client.realm, this.realm);
    if (identity === undefined) throw new Rejection(`no authToLocal rule maps ${client.text}`);
    const headers: Record<string, string> = {};
    const answer = this.answer(token, mutual ? { sessionKey, ctime, cusec } : undefined);
    if (answer.length > 0) headers['WWW-Authenticate'] = `Negotiate ${answer.toString('base64')}`;
    const setCookie = this.cookie.issue({ identity, principal: client.text }, now);
    if (setCookie !== undefined) headers['Set-Cookie'] = setCookie;
    return { kind: 'accepted', identity, responseHeaders: headers };
  }

  /** RFC 4120 §3.2.3: the ticket is ours and current, the authenticator is the ticket holder's, fresh and new. */
  private verify(apReq: ApReq, host: string, now: number) {
    const { ticket } = apReq;
    const expected = this.expectedPrincipal(host);
    const sname = principalText(ticket.sname, ticket.realm);
    if (sname !== expected) throw new Rejection(`ticket is for ${sname}, not ${expected}`);
    const serviceKey = this.serviceKey(ticket.sname.components, ticket.realm, ticket.encPart);
    const part = decodeEncTicketPart(decrypt(serviceKey, KEY_USAGE.ticket, ticket.encPart.cipher));
    if (part.flags & TICKET_FLAG_INVALID) throw new Rejection('ticket is marked invalid');
    if ((part.starttime ?? part.authtime) > now + this.skewMs) throw new Rejection('ticket not yet valid');
    if (part.endtime <= now - this.skewMs) throw new Rejection('ticket expired');
    if (!isSupportedEtype(part.key.etype))
      throw new Rejection(`session key type ${part.key.etype} unsupported`);
    const sessionKey: EncryptionKey = part.key;
    const etype = apReq.authenticator.etype;
    if (etype !== sessionKey.etype) throw new Rejection('authenticator not under the session key type');
    const auth = decodeAuthenticator(
      decrypt(sessionKey, KEY_USAGE.apReqAuthenticator, apReq.authenticator.cipher),
    );
    const client = {
      components: part.cname.components,
      realm: part.crealm,
      text: principalText(part.cname, part.crealm),
    };
    if (principalText(auth.cname, auth.crealm) !== client.text)
      throw new Rejection('authenticator names another client than the ticket');
    if (Math.abs(auth.ctime - now) > this.skewMs)
      throw new Rejection('authenticator time outside the clock skew');
    if (this.replays.checkAndRemember(client.text, auth.ctime, auth.cusec, now))
      throw new Rejection('replayed authenticator');
    const checksum = auth.checksum;
    const gssMutual =
      checksum?.type === GSS_CHECKSUM_TYPE && checksum.value.length >= 24
        ? (checksum.value.readUInt32LE(20) & GSS_MUTUAL_FLAG) !== 0
        : false;
    const mutual = (apReq.options & AP_OPTION_MUTUAL_REQUIRED) !== 0 || gssMutual;
    return { client, sessionKey, mutual, ctime: auth.ctime, cusec: auth.cusec };
  }

  /** The configured principal with `_HOST` as the request's host name (lower case, no port). */
  private expectedPrincipal(host: string): string {
    const name = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? ''))
      .toLowerCase()
      .replace(/\.$/, '');
    return `${this.components.map((c) => (c === '_HOST' ? name : c)).join('/')}@${this.realm}`;
  }

  /** The keytab key for the ticket's principal, etype and key version (the newest when the ticket names none). */
  private serviceKey(
    components: readonly string[],
    realm: string,
    enc: { etype: number; kvno?: number | undefined },
  ) {
    const candidates = this.keys.filter(
      (k) =>
        k.realm === realm &&
        k.etype === enc.etype &&
        k.components.join('/') === components.join('/') &&
        (enc.kvno === undefined || k.kvno === enc.kvno),
    );
    const best = candidates.sort((a, b) => b.kvno - a.kvno)[0];
    if (best === undefined || !isSupportedEtype(best.etype))
      throw new Rejection(`no key in the keytab for etype ${enc.etype} kvno ${enc.kvno ?? 'any'}`);
    return { etype: best.etype, value: best.key };
  }

  /** The acceptor token: an AP-REP when the client asked for mutual authentication. */
  private answer(
    token: InitiatorToken,
    mutual?: { sessionKey: EncryptionKey; ctime: number; cusec: number },
  ): Buffer {
    if (mutual === undefined) return acceptorToken(token);
    const part = encodeEncApRepPart({
      ctime: mutual.ctime,
      cusec: mutual.cusec,
      seqNumber: randomInt(0, 2 ** 30),
    });
    const cipher = encrypt(mutual.sessionKey, KEY_USAGE.apRepEncPart, part);
    return acceptorToken(token, encodeApRep({ etype: mutual.sessionKey.etype, cipher }));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error';
}
