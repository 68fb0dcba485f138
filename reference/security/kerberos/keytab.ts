// MIT keytab files (format 0x0502): read the service keys, and write them (the kit's test realm does).

/** One key of one principal in a keytab. */
export interface KeytabEntry {
  readonly realm: string;
  readonly components: readonly string[];
  /** KRB5_NT_PRINCIPAL (1) or KRB5_NT_SRV_HST (3) for services. */
  readonly nameType: number;
  /** Seconds since the epoch when the key was written. */
  readonly timestamp: number;
  readonly kvno: number;
  readonly etype: number;
  readonly key: Buffer;
}

export class KeytabError extends Error {}

const VERSION = 0x0502;

/** A cursor over the big-endian fields of version 0x0502. */
class Reader {
  constructor(
    private readonly bytes: Buffer,
    public offset: number,
    private readonly end: number,
  ) {}

  private need(n: number): void {
    if (this.offset + n > this.end) throw new KeytabError('truncated keytab entry');
  }

  u8(): number {
    this.need(1);
    return this.bytes.readUInt8(this.offset++);
  }

  u16(): number {
    this.need(2);
    const n = this.bytes.readUInt16BE(this.offset);
    this.offset += 2;
    return n;
  }

  u32(): number {
    this.need(4);
    const n = this.bytes.readUInt32BE(this.offset);
    this.offset += 4;
    return n;
  }

  data(): Buffer {
    const length = this.u16();
    this.need(length);
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }

  remaining(): number {
    return this.end - this.offset;
  }
}

export function parseKeytab(bytes: Buffer): KeytabEntry[] {
  if (bytes.length < 2 || bytes.readUInt16BE(0) !== VERSION)
    throw new KeytabError('not an MIT keytab of version 0x0502');
  const entries: KeytabEntry[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const size = bytes.readInt32BE(offset);
    offset += 4;
    // A negative size is a hole left by a removed entry.
    if (size <= 0) {
      offset += -size;
      continue;
    }
    if (offset + size > bytes.length) throw new KeytabError('keytab entry past the end of the file');
    entries.push(readEntry(new Reader(bytes, offset, offset + size)));
    offset += size;
  }
  return entries;
}

function readEntry(reader: Reader): KeytabEntry {
  const count = reader.u16();
  const realm = reader.data().toString('utf8');
  const components: string[] = [];
  for (let i = 0; i < count; i++) components.push(reader.data().toString('utf8'));
  const nameType = reader.u32();
  const timestamp = reader.u32();
  const kvno8 = reader.u8();
  const etype = reader.u16();
  const key = Buffer.from(reader.data());
  // A trailing 32-bit kvno, when present and non-zero, supersedes the 8-bit one (kvno > 255).
  const kvno32 = reader.remaining() >= 4 ? reader.u32() : 0;
  return { realm, components, nameType, timestamp, kvno: kvno32 !== 0 ? kvno32 : kvno8, etype, key };
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

const counted = (data: Buffer): Buffer => Buffer.concat([u16(data.length), data]);

export function serializeKeytab(entries: readonly KeytabEntry[]): Buffer {
  const parts: Buffer[] = [u16(VERSION)];
  for (const entry of entries) {
    const body = Buffer.concat([
      u16(entry.components.length),
      counted(Buffer.from(entry.realm, 'utf8')),
      ...entry.components.map((c) => counted(Buffer.from(c, 'utf8'))),
      u32(entry.nameType),
      u32(entry.timestamp),
      Buffer.from([entry.kvno & 0xff]),
      u16(entry.etype),
      counted(entry.key),
      u32(entry.kvno),
    ]);
    const size = Buffer.alloc(4);
    size.writeInt32BE(body.length);
    parts.push(size, body);
  }
  return Buffer.concat(parts);
}

/** `HTTP/host@REALM` of an entry. */
export function entryPrincipal(entry: Pick<KeytabEntry, 'components' | 'realm'>): string {
  return `${entry.components.join('/')}@${entry.realm}`;
}
