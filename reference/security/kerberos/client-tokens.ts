// A KDC and a client in miniature: mints a service ticket and the SPNEGO token a client sends (tests and the kit).
import { randomInt } from 'node:crypto';
import { decrypt, type EncryptionKey, ETYPE_AES256, encrypt, randomKey } from './crypto.ts';
import { initiatorToken, parseAcceptorToken } from './gss-tokens.ts';
import {
  AP_OPTION_MUTUAL_REQUIRED,
  decodeApRep,
  decodeEncApRepPart,
  encodeApReq,
  encodeAuthenticator,
  encodeEncTicketPart,
  GSS_CHECKSUM_TYPE,
  KEY_USAGE,
  KRB5_NT_PRINCIPAL,
  KRB5_NT_SRV_HST,
} from './messages.ts';

export interface Principal {
  readonly components: readonly string[];
  readonly realm: string;
}

/** `name/instance@REALM` → components and realm; throws on a name without a realm. */
export function parsePrincipal(text: string): Principal {
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1)
    throw new Error(`a principal is name[/instance]@REALM, got '${text}'`);
  return { components: text.slice(0, at).split('/'), realm: text.slice(at + 1) };
}

export interface MintRequest {
  /** The client principal, e.g. alice@EXAMPLE.COM. */
  readonly client: string;
  /** The service principal the ticket is for, e.g. HTTP/localhost@EXAMPLE.COM. */
  readonly service: string;
  /** The service's long-term key and its version (what the keytab holds). */
  readonly serviceKey: EncryptionKey & { readonly kvno: number };
  readonly now: number;
  /** The ticket's end time relative to `now` (10 hours by default; negative for an expired ticket). */
  readonly ticketLifetimeMs?: number;
  /** Offset of the authenticator's ctime from `now` (a client clock that is off). */
  readonly clockOffsetMs?: number;
  /** The session key's type (aes256 by default). */
  readonly sessionEtype?: number;
  /** Ask for mutual authentication (an AP-REP in the answer). */
  readonly mutual?: boolean;
  /** A raw Kerberos GSS token instead of SPNEGO. */
  readonly raw?: boolean;
}

export interface MintedToken {
  /** The bytes of `Authorization: Negotiate <base64>`. */
  readonly token: Buffer;
  readonly sessionKey: EncryptionKey;
  readonly ctime: number;
  readonly cusec: number;
}

/** RFC 4121 §4.1.1: the GSS checksum (no channel bindings) with the mutual and integrity flags as asked. */
function gssChecksum(mutual: boolean): Buffer {
  const value = Buffer.alloc(24);
  value.writeUInt32LE(16, 0);
  // GSS_C_MUTUAL_FLAG (2) when asked, GSS_C_INTEG_FLAG (32) always, as MIT's client sets it.
  value.writeUInt32LE((mutual ? 2 : 0) | 32, 20);
  return value;
}

export function mintNegotiateToken(request: MintRequest): MintedToken {
  const client = parsePrincipal(request.client);
  const service = parsePrincipal(request.service);
  const sessionKey = randomKey(request.sessionEtype ?? ETYPE_AES256);
  const lifetime = request.ticketLifetimeMs ?? 10 * 3_600_000;
  const authtime = lifetime < 0 ? request.now + lifetime - 3_600_000 : request.now;
  const cname = { nameType: KRB5_NT_PRINCIPAL, components: client.components };
  const encPart = encodeEncTicketPart({
    // forwardable, renewable, initial, pre-authent: what a KDC sets on an ordinary ticket.
    flags: 0x40000000 | 0x00800000 | 0x00400000 | 0x00200000,
    key: sessionKey,
    crealm: client.realm,
    cname,
    authtime,
    starttime: authtime,
    endtime: request.now + lifetime,
  });
  const ticket = {
    realm: service.realm,
    sname: { nameType: KRB5_NT_SRV_HST, components: service.components },
    encPart: {
      etype: request.serviceKey.etype,
      kvno: request.serviceKey.kvno,
      cipher: encrypt(request.serviceKey, KEY_USAGE.ticket, encPart),
    },
  };
  const ctimeMs = request.now + (request.clockOffsetMs ?? 0);
  const ctime = Math.floor(ctimeMs / 1000) * 1000;
  const cusec = randomInt(0, 1_000_000);
  const authenticator = encodeAuthenticator({
    crealm: client.realm,
    cname,
    checksum: { type: GSS_CHECKSUM_TYPE, value: gssChecksum(request.mutual ?? true) },
    cusec,
    ctime,
    seqNumber: randomInt(0, 2 ** 30),
  });
  const apReq = encodeApReq({
    options: request.mutual === false ? 0 : AP_OPTION_MUTUAL_REQUIRED,
    ticket,
    authenticator: {
      etype: sessionKey.etype,
      cipher: encrypt(sessionKey, KEY_USAGE.apReqAuthenticator, authenticator),
    },
  });
  return { token: initiatorToken(apReq, request.raw ?? false), sessionKey, ctime, cusec };
}

/** The client's check of mutual authentication: the answer's AP-REP echoes our authenticator's time. */
export function verifyMutualAnswer(answer: Buffer, minted: MintedToken): boolean {
  try {
    const { apRep } = parseAcceptorToken(answer);
    if (apRep === undefined) return false;
    const encPart = decodeApRep(apRep);
    const part = decodeEncApRepPart(decrypt(minted.sessionKey, KEY_USAGE.apRepEncPart, encPart.cipher));
    return part.ctime === minted.ctime && part.cusec === minted.cusec;
  } catch {
    return false;
  }
}
