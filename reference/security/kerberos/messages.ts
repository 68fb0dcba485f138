// RFC 4120 messages of an AP exchange: Ticket, EncTicketPart, Authenticator, AP-REQ, AP-REP, encoded and decoded.
import {
  application,
  applicationFields,
  bits32,
  children,
  expectTag,
  explicit,
  type Fields,
  generalString,
  integer,
  octets,
  readBits32,
  readInteger,
  readOctets,
  readString,
  readTime,
  readTlv,
  sequence,
  sequenceFields,
  TAG,
  type Tlv,
  time,
} from './der.ts';

export const KRB5_NT_PRINCIPAL = 1;
export const KRB5_NT_SRV_HST = 3;
/** APOptions bit 2 (mutual-required), as a mask of the 32-bit BIT STRING read most significant bit first. */
export const AP_OPTION_MUTUAL_REQUIRED = 0x20000000;
/** RFC 4121 §4.1.1: the GSS-API checksum type carried in the authenticator. */
export const GSS_CHECKSUM_TYPE = 0x8003;

export const KEY_USAGE = { ticket: 2, apReqAuthenticator: 11, apRepEncPart: 12 } as const;

export interface PrincipalName {
  readonly nameType: number;
  readonly components: readonly string[];
}

export interface EncryptedData {
  readonly etype: number;
  readonly kvno?: number | undefined;
  readonly cipher: Buffer;
}

export interface Ticket {
  readonly realm: string;
  readonly sname: PrincipalName;
  readonly encPart: EncryptedData;
}

export interface EncTicketPart {
  readonly flags: number;
  readonly key: { readonly etype: number; readonly value: Buffer };
  readonly crealm: string;
  readonly cname: PrincipalName;
  readonly authtime: number;
  readonly starttime?: number | undefined;
  readonly endtime: number;
}

export interface Authenticator {
  readonly crealm: string;
  readonly cname: PrincipalName;
  readonly checksum?: { readonly type: number; readonly value: Buffer } | undefined;
  readonly cusec: number;
  readonly ctime: number;
  readonly subkey?: { readonly etype: number; readonly value: Buffer } | undefined;
  readonly seqNumber?: number | undefined;
}

export interface ApReq {
  readonly options: number;
  readonly ticket: Ticket;
  readonly authenticator: EncryptedData;
}

export interface EncApRepPart {
  readonly ctime: number;
  readonly cusec: number;
  readonly seqNumber?: number | undefined;
}

// ---- decoding ----

function principalName(tlv: Tlv): PrincipalName {
  const fields = sequenceFields(tlv);
  const names = children(expectTag(fields.required(1), TAG.sequence)).map(readString);
  return { nameType: readInteger(fields.required(0)), components: names };
}

function encryptedData(tlv: Tlv): EncryptedData {
  const fields = sequenceFields(tlv);
  const kvno = fields.optional(1);
  return {
    etype: readInteger(fields.required(0)),
    kvno: kvno === undefined ? undefined : readInteger(kvno),
    cipher: readOctets(fields.required(2)),
  };
}

function encryptionKey(tlv: Tlv): { etype: number; value: Buffer } {
  const fields = sequenceFields(tlv);
  return { etype: readInteger(fields.required(0)), value: Buffer.from(readOctets(fields.required(1))) };
}

const optionalTime = (fields: Fields, n: number): number | undefined => {
  const tlv = fields.optional(n);
  return tlv === undefined ? undefined : readTime(tlv);
};

function checkVersion(fields: Fields, n: number, version: number): void {
  if (readInteger(fields.required(n)) !== version)
    throw new Error('unexpected protocol version or message type');
}

export function decodeTicket(tlv: Tlv): Ticket {
  const inner = expectTag(tlv, 0x61);
  const fields = sequenceFields(readTlv(inner));
  checkVersion(fields, 0, 5);
  return {
    realm: readString(fields.required(1)),
    sname: principalName(fields.required(2)),
    encPart: encryptedData(fields.required(3)),
  };
}

export function decodeApReq(bytes: Buffer): ApReq {
  const fields = applicationFields(bytes, 14);
  checkVersion(fields, 0, 5);
  checkVersion(fields, 1, 14);
  return {
    options: readBits32(fields.required(2)),
    ticket: decodeTicket(fields.required(3)),
    authenticator: encryptedData(fields.required(4)),
  };
}

export function decodeEncTicketPart(bytes: Buffer): EncTicketPart {
  const fields = applicationFields(bytes, 3);
  return {
    flags: readBits32(fields.required(0)),
    key: encryptionKey(fields.required(1)),
    crealm: readString(fields.required(2)),
    cname: principalName(fields.required(3)),
    authtime: readTime(fields.required(5)),
    starttime: optionalTime(fields, 6),
    endtime: readTime(fields.required(7)),
  };
}

export function decodeAuthenticator(bytes: Buffer): Authenticator {
  const fields = applicationFields(bytes, 2);
  checkVersion(fields, 0, 5);
  const checksum = fields.optional(3);
  const subkey = fields.optional(6);
  const seq = fields.optional(7);
  return {
    crealm: readString(fields.required(1)),
    cname: principalName(fields.required(2)),
    checksum:
      checksum === undefined
        ? undefined
        : (() => {
            const c = sequenceFields(checksum);
            return { type: readInteger(c.required(0)), value: Buffer.from(readOctets(c.required(1))) };
          })(),
    cusec: readInteger(fields.required(4)),
    ctime: readTime(fields.required(5)),
    subkey: subkey === undefined ? undefined : encryptionKey(subkey),
    seqNumber: seq === undefined ? undefined : readInteger(seq),
  };
}

export function decodeApRep(bytes: Buffer): EncryptedData {
  const fields = applicationFields(bytes, 15);
  checkVersion(fields, 0, 5);
  checkVersion(fields, 1, 15);
  return encryptedData(fields.required(2));
}

export function decodeEncApRepPart(bytes: Buffer): EncApRepPart {
  const fields = applicationFields(bytes, 27);
  const seq = fields.optional(3);
  return {
    ctime: readTime(fields.required(0)),
    cusec: readInteger(fields.required(1)),
    seqNumber: seq === undefined ? undefined : readInteger(seq),
  };
}

// ---- encoding ----

function encodePrincipal(name: PrincipalName): Buffer {
  return sequence(
    explicit(0, integer(name.nameType)),
    explicit(1, sequence(...name.components.map(generalString))),
  );
}

function encodeEncryptedData(data: EncryptedData): Buffer {
  return sequence(
    explicit(0, integer(data.etype)),
    ...(data.kvno === undefined ? [] : [explicit(1, integer(data.kvno))]),
    explicit(2, octets(data.cipher)),
  );
}

const encodeKey = (key: { etype: number; value: Buffer }): Buffer =>
  sequence(explicit(0, integer(key.etype)), explicit(1, octets(key.value)));

export function encodeTicket(ticket: Ticket): Buffer {
  return application(
    1,
    sequence(
      explicit(0, integer(5)),
      explicit(1, generalString(ticket.realm)),
      explicit(2, encodePrincipal(ticket.sname)),
      explicit(3, encodeEncryptedData(ticket.encPart)),
    ),
  );
}

export function encodeEncTicketPart(part: EncTicketPart): Buffer {
  return application(
    3,
    sequence(
      explicit(0, bits32(part.flags)),
      explicit(1, encodeKey(part.key)),
      explicit(2, generalString(part.crealm)),
      explicit(3, encodePrincipal(part.cname)),
      // An empty transited encoding: the client is in the ticket's realm.
      explicit(4, sequence(explicit(0, integer(1)), explicit(1, octets(Buffer.alloc(0))))),
      explicit(5, time(part.authtime)),
      ...(part.starttime === undefined ? [] : [explicit(6, time(part.starttime))]),
      explicit(7, time(part.endtime)),
    ),
  );
}

export function encodeAuthenticator(auth: Authenticator): Buffer {
  const checksum = auth.checksum;
  return application(
    2,
    sequence(
      explicit(0, integer(5)),
      explicit(1, generalString(auth.crealm)),
      explicit(2, encodePrincipal(auth.cname)),
      ...(checksum === undefined
        ? []
        : [explicit(3, sequence(explicit(0, integer(checksum.type)), explicit(1, octets(checksum.value))))]),
      explicit(4, integer(auth.cusec)),
      explicit(5, time(auth.ctime)),
      ...(auth.subkey === undefined ? [] : [explicit(6, encodeKey(auth.subkey))]),
      ...(auth.seqNumber === undefined ? [] : [explicit(7, integer(auth.seqNumber))]),
    ),
  );
}

export function encodeApReq(req: ApReq): Buffer {
  return application(
    14,
    sequence(
      explicit(0, integer(5)),
      explicit(1, integer(14)),
      explicit(2, bits32(req.options)),
      explicit(3, encodeTicket(req.ticket)),
      explicit(4, encodeEncryptedData(req.authenticator)),
    ),
  );
}

export function encodeEncApRepPart(part: EncApRepPart): Buffer {
  return application(
    27,
    sequence(
      explicit(0, time(part.ctime)),
      explicit(1, integer(part.cusec)),
      ...(part.seqNumber === undefined ? [] : [explicit(3, integer(part.seqNumber))]),
    ),
  );
}

export function encodeApRep(encPart: EncryptedData): Buffer {
  return application(
    15,
    sequence(explicit(0, integer(5)), explicit(1, integer(15)), explicit(2, encodeEncryptedData(encPart))),
  );
}

/** `name/instance@REALM` of a principal name in a realm. */
export function principalText(name: PrincipalName, realm: string): string {
  return `${name.components.join('/')}@${realm}`;
}
