// GSS-API token framing (RFC 2743 §3.1, RFC 4121 §4.1) and SPNEGO NegTokenInit / NegTokenResp (RFC 4178).
import {
  children,
  DerError,
  expectTag,
  explicit,
  Fields,
  integer,
  octets,
  oid,
  readExact,
  readInteger,
  readOctets,
  readOid,
  readTlv,
  sequence,
  TAG,
  tlv,
} from './der.ts';

export const OID_SPNEGO = '1.3.6.1.5.5.2';
export const OID_KRB5 = '1.2.840.113554.1.2.2';
/** The Kerberos OID as some Microsoft clients misspell it; accepted as the same mechanism. */
export const OID_KRB5_MS = '1.2.840.48018.1.2.2';
const KRB5_MECHS = new Set([OID_KRB5, OID_KRB5_MS]);

const TOK_AP_REQ = Buffer.from([0x01, 0x00]);
const TOK_AP_REP = Buffer.from([0x02, 0x00]);

export const NEG_STATE = { acceptCompleted: 0, acceptIncomplete: 1, reject: 2, requestMic: 3 } as const;

/** What a client's Negotiate token carries: the AP-REQ, and how to frame the answer. */
export interface InitiatorToken {
  /** `spnego`: wrapped in NegTokenInit; `krb5`: a raw Kerberos GSS token. */
  readonly framing: 'spnego' | 'krb5';
  /** The mechanism the answer names (SPNEGO's supportedMech). */
  readonly mech: string;
  readonly apReq: Buffer;
}

/** `[APPLICATION 0] { thisMech OID, innerToken }`: the mechanism and the bytes after the OID. */
function unwrapInitialToken(bytes: Buffer): { mech: string; inner: Buffer } {
  const body = readExact(bytes, 0x60);
  const mechTlv = readTlv(body);
  return { mech: readOid(mechTlv), inner: body.subarray(mechTlv.end) };
}

function krb5ApReq(token: Buffer): Buffer {
  const { mech, inner } = unwrapInitialToken(token);
  if (!KRB5_MECHS.has(mech)) throw new DerError(`not a Kerberos token (${mech})`);
  if (!inner.subarray(0, 2).equals(TOK_AP_REQ)) throw new DerError('not an AP-REQ token');
  return inner.subarray(2);
}

/** Parses the token of `Authorization: Negotiate <base64>`; throws DerError on anything else. */
export function parseInitiatorToken(bytes: Buffer): InitiatorToken {
  const { mech, inner } = unwrapInitialToken(bytes);
  if (KRB5_MECHS.has(mech)) return { framing: 'krb5', mech, apReq: krb5ApReq(bytes) };
  if (mech !== OID_SPNEGO) throw new DerError(`unsupported mechanism ${mech}`);
  // NegotiationToken: negTokenInit [0]; a NegTokenResp here would continue an exchange we never start.
  const fields = new Fields(readExact(readExact(inner, 0xa0), TAG.sequence));
  const mechTypes = children(expectTag(fields.required(0), TAG.sequence)).map(readOid);
  const first = mechTypes[0];
  // The optimistic mechToken is for the initiator's first choice; only Kerberos is accepted.
  if (first === undefined || !KRB5_MECHS.has(first))
    throw new DerError('Kerberos is not the preferred mechanism');
  const mechToken = fields.optional(2);
  if (mechToken === undefined) throw new DerError('NegTokenInit without a mechToken');
  return { framing: 'spnego', mech: first, apReq: krb5ApReq(readOctets(mechToken)) };
}

/** The acceptor's answer: the AP-REP in a Kerberos GSS token, inside a NegTokenResp when SPNEGO framed it. */
export function acceptorToken(initiator: Pick<InitiatorToken, 'framing' | 'mech'>, apRep?: Buffer): Buffer {
  const krbToken =
    apRep === undefined ? undefined : tlv(0x60, Buffer.concat([oid(OID_KRB5), TOK_AP_REP, apRep]));
  if (initiator.framing === 'krb5') return krbToken ?? Buffer.alloc(0);
  return negTokenResp(NEG_STATE.acceptCompleted, initiator.mech, krbToken);
}

export function negTokenResp(state: number, mech?: string, responseToken?: Buffer): Buffer {
  return explicit(
    1,
    sequence(
      explicit(0, integer(state, TAG.enumerated)),
      ...(mech === undefined ? [] : [explicit(1, oid(mech))]),
      ...(responseToken === undefined ? [] : [explicit(2, octets(responseToken))]),
    ),
  );
}

/** A client's first token: a krb5 GSS token around the AP-REQ, wrapped in NegTokenInit unless `raw`. */
export function initiatorToken(apReq: Buffer, raw = false): Buffer {
  const krbToken = tlv(0x60, Buffer.concat([oid(OID_KRB5), TOK_AP_REQ, apReq]));
  if (raw) return krbToken;
  const negTokenInit = explicit(
    0,
    sequence(explicit(0, sequence(oid(OID_KRB5))), explicit(2, octets(krbToken))),
  );
  return tlv(0x60, Buffer.concat([oid(OID_SPNEGO), negTokenInit]));
}

/** Reads a NegTokenResp (or a raw krb5 AP-REP token): the state and the AP-REP it carries, if any. */
export function parseAcceptorToken(bytes: Buffer): { state: number; mech?: string; apRep?: Buffer } {
  if (bytes[0] === 0x60) return { state: NEG_STATE.acceptCompleted, apRep: apRepOf(bytes) };
  const fields = new Fields(readExact(readExact(bytes, 0xa1), TAG.sequence));
  const mech = fields.optional(1);
  const token = fields.optional(2);
  return {
    state: readInteger(fields.required(0), TAG.enumerated),
    ...(mech === undefined ? {} : { mech: readOid(mech) }),
    ...(token === undefined ? {} : { apRep: apRepOf(readOctets(token)) }),
  };
}

function apRepOf(token: Buffer): Buffer {
  const { mech, inner } = unwrapInitialToken(token);
  if (!KRB5_MECHS.has(mech) || !inner.subarray(0, 2).equals(TOK_AP_REP))
    throw new DerError('not an AP-REP token');
  return inner.subarray(2);
}
