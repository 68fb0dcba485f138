// Minimal ASN.1 DER reader and writer: the tags, lengths and primitive types Kerberos and SPNEGO use.

/** Any malformed encoding: callers turn it into a rejection, never a crash. */
export class DerError extends Error {}

/** One decoded TLV: `tag` is the whole identifier octet (class, constructed bit and number). */
export interface Tlv {
  readonly tag: number;
  readonly value: Buffer;
  /** Offset just past this TLV in the buffer it was read from. */
  readonly end: number;
}

export const TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  enumerated: 0x0a,
  generalizedTime: 0x18,
  generalString: 0x1b,
  sequence: 0x30,
} as const;

/** A size limit, so a hostile token cannot make the reader allocate or walk without bound. */
const MAX_LENGTH = 1 << 20;

/** Reads the TLV at `offset`; definite lengths only (DER), single-octet tag numbers only. */
export function readTlv(buffer: Buffer, offset = 0): Tlv {
  if (offset + 2 > buffer.length) throw new DerError('truncated TLV');
  const tag = buffer[offset] as number;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-octet tag numbers are not used here');
  let length = buffer[offset + 1] as number;
  let start = offset + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    if (octets === 0 || octets > 3) throw new DerError('unsupported length form');
    if (start + octets > buffer.length) throw new DerError('truncated length');
    length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + (buffer[start + i] as number);
    start += octets;
  }
  if (length > MAX_LENGTH || start + length > buffer.length) throw new DerError('length past the end');
  return { tag, value: buffer.subarray(start, start + length), end: start + length };
}

/** Reads a whole buffer as exactly one TLV with the expected tag. */
export function readExact(buffer: Buffer, tag: number): Buffer {
  const tlv = readTlv(buffer);
  if (tlv.tag !== tag)
    throw new DerError(`expected tag 0x${tag.toString(16)}, got 0x${tlv.tag.toString(16)}`);
  if (tlv.end !== buffer.length) throw new DerError('trailing bytes after TLV');
  return tlv.value;
}

/** The TLVs inside a constructed value, in order. */
export function children(value: Buffer): Tlv[] {
  const out: Tlv[] = [];
  for (let offset = 0; offset < value.length; ) {
    const tlv = readTlv(value, offset);
    out.push(tlv);
    offset = tlv.end;
  }
  return out;
}

/** The fields of a SEQUENCE made of context-tagged [n] EXPLICIT fields, by number. */
export class Fields {
  private readonly byNumber = new Map<number, Tlv>();

  constructor(sequenceValue: Buffer) {
    for (const tlv of children(sequenceValue)) {
      if ((tlv.tag & 0xe0) !== 0xa0) throw new DerError('expected a context-specific constructed field');
      const inner = children(tlv.value);
      if (inner.length !== 1 || inner[0] === undefined)
        throw new DerError('explicit field must hold one TLV');
      this.byNumber.set(tlv.tag & 0x1f, inner[0]);
    }
  }

  optional(n: number): Tlv | undefined {
    return this.byNumber.get(n);
  }

  required(n: number): Tlv {
    const tlv = this.byNumber.get(n);
    if (tlv === undefined) throw new DerError(`missing field [${n}]`);
    return tlv;
  }
}

/** Opens `[APPLICATION n] SEQUENCE {…}` and returns the sequence's fields. */
export function applicationFields(buffer: Buffer, application: number): Fields {
  const inner = readExact(buffer, 0x60 | application);
  return new Fields(readExact(inner, TAG.sequence));
}

/** Opens a plain `SEQUENCE {…}` TLV and returns its fields. */
export function sequenceFields(tlv: Tlv): Fields {
  expectTag(tlv, TAG.sequence);
  return new Fields(tlv.value);
}

export function expectTag(tlv: Tlv, tag: number): Buffer {
  if (tlv.tag !== tag)
    throw new DerError(`expected tag 0x${tag.toString(16)}, got 0x${tlv.tag.toString(16)}`);
  return tlv.value;
}

/** A signed INTEGER that fits a JS number exactly (Kerberos uses Int32/UInt32 and microseconds). */
export function readInteger(tlv: Tlv, tag: number = TAG.integer): number {
  const value = expectTag(tlv, tag);
  if (value.length === 0 || value.length > 6) throw new DerError('integer out of range');
  let n = 0;
  for (const byte of value) n = n * 256 + byte;
  // Two's complement: a set top bit means the value is negative.
  return (value[0] as number) & 0x80 ? n - 256 ** value.length : n;
}

export function readOctets(tlv: Tlv): Buffer {
  return expectTag(tlv, TAG.octetString);
}

export function readString(tlv: Tlv): string {
  return expectTag(tlv, TAG.generalString).toString('utf8');
}

/** KerberosTime: GeneralizedTime "YYYYMMDDHHMMSSZ", as epoch milliseconds. */
export function readTime(tlv: Tlv): number {
  const text = expectTag(tlv, TAG.generalizedTime).toString('latin1');
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (match === null) throw new DerError('malformed KerberosTime');
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
}

/** A BIT STRING's bits as one unsigned number, bit 0 being the most significant of the first octet. */
export function readBits32(tlv: Tlv): number {
  const value = expectTag(tlv, TAG.bitString);
  if (value.length < 1) throw new DerError('empty bit string');
  const bytes = Buffer.alloc(4);
  value.subarray(1, 5).copy(bytes);
  return bytes.readUInt32BE(0);
}

export function readOid(tlv: Tlv): string {
  const value = expectTag(tlv, TAG.oid);
  if (value.length === 0) throw new DerError('empty OID');
  const first = value[0] as number;
  const arcs: number[] = [
    Math.min(2, Math.floor(first / 40)),
    first - Math.min(2, Math.floor(first / 40)) * 40,
  ];
  let arc = 0;
  for (const byte of value.subarray(1)) {
    arc = arc * 128 + (byte & 0x7f);
    if (arc > Number.MAX_SAFE_INTEGER / 128) throw new DerError('OID arc too large');
    if ((byte & 0x80) === 0) {
      arcs.push(arc);
      arc = 0;
    }
  }
  return arcs.join('.');
}

// ---- writing ----

function lengthOctets(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, value: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), lengthOctets(value.length), value]);
}

export const sequence = (...items: Buffer[]): Buffer => tlv(TAG.sequence, Buffer.concat(items));
/** `[n] EXPLICIT` around an encoded value. */
export const explicit = (n: number, inner: Buffer): Buffer => tlv(0xa0 | n, inner);
/** `[APPLICATION n]` around an encoded value. */
export const application = (n: number, inner: Buffer): Buffer => tlv(0x60 | n, inner);
export const octets = (value: Buffer): Buffer => tlv(TAG.octetString, value);
export const generalString = (text: string): Buffer => tlv(TAG.generalString, Buffer.from(text, 'utf8'));

/** A minimal two's-complement INTEGER (or ENUMERATED with `tag`). */
export function integer(n: number, tag: number = TAG.integer): Buffer {
  if (!Number.isSafeInteger(n)) throw new DerError('integer out of range');
  const bytes: number[] = [];
  let rest = n;
  do {
    bytes.unshift(((rest % 256) + 256) % 256);
    rest = Math.floor(rest / 256);
  } while (
    !(rest === 0 && ((bytes[0] as number) & 0x80) === 0) &&
    !(rest === -1 && (bytes[0] as number) & 0x80)
  );
  return tlv(tag, Buffer.from(bytes));
}

/** KerberosTime from epoch milliseconds (whole seconds, UTC). */
export function time(ms: number): Buffer {
  const text = `${new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
  return tlv(TAG.generalizedTime, Buffer.from(text, 'latin1'));
}

/** A 32-bit BIT STRING (KerberosFlags / APOptions) from one unsigned number. */
export function bits32(flags: number): Buffer {
  const value = Buffer.alloc(5);
  value.writeUInt32BE(flags >>> 0, 1);
  return tlv(TAG.bitString, value);
}

export function oid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const [a = 0, b = 0, ...rest] = arcs;
  const bytes = [a * 40 + b];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let n = Math.floor(arc / 128); n > 0; n = Math.floor(n / 128)) groups.unshift((n & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(TAG.oid, Buffer.from(bytes));
}
