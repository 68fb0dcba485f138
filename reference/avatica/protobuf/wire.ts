// Protocol Buffers' wire format, as much as Avatica's messages use: varints (64-bit, zigzag for sint64), doubles,
// length-delimited strings, bytes and messages. Reading stops with an error at any malformed or truncated input.

export const VARINT = 0;
export const FIXED64 = 1;
export const DELIMITED = 2;
export const FIXED32 = 5;

/** A malformed protobuf body: the request cannot be read. */
export class WireError extends Error {}

export class Reader {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.at >= this.bytes.length;
  }

  /** A varint as an unsigned 64-bit BigInt. */
  varint(): bigint {
    let value = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (this.at >= this.bytes.length) throw new WireError('truncated varint');
      const byte = this.bytes[this.at++] as number;
      value |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return BigInt.asUintN(64, value);
    }
    throw new WireError('varint longer than 10 bytes');
  }

  double(): number {
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, 8);
    if (this.at + 8 > this.bytes.length) throw new WireError('truncated double');
    this.at += 8;
    return view.getFloat64(0, true);
  }

  delimited(): Uint8Array {
    const length = Number(this.varint());
    if (length > this.bytes.length - this.at) throw new WireError('truncated length-delimited field');
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return slice;
  }

  /** Skips a field of another number (a newer client's): its wire type says how long it is. */
  skip(wireType: number): void {
    if (wireType === VARINT) this.varint();
    else if (wireType === FIXED64) this.at += 8;
    else if (wireType === DELIMITED) this.delimited();
    else if (wireType === FIXED32) this.at += 4;
    else throw new WireError(`unknown wire type ${wireType}`);
    if (this.at > this.bytes.length) throw new WireError('truncated field');
  }
}

/** A growable byte buffer: writers are reused (reset) so that encoding a frame allocates next to nothing. */
export class Writer {
  private buffer = Buffer.allocUnsafe(256);
  private at = 0;

  reset(): this {
    this.at = 0;
    return this;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.at + bytes) size *= 2;
    const grown = Buffer.allocUnsafe(size);
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
  }

  /** A varint: small non-negative numbers without BigInt; anything else as its 64-bit two's complement. */
  varint(value: number | bigint): void {
    if (typeof value === 'number' && value >= 0 && value <= 0x7fffffff) {
      this.room(5);
      let rest = value;
      while (rest > 0x7f) {
        this.buffer[this.at++] = (rest & 0x7f) | 0x80;
        rest >>>= 7;
      }
      this.buffer[this.at++] = rest;
      return;
    }
    let rest = BigInt.asUintN(64, typeof value === 'bigint' ? value : BigInt(Math.trunc(value)));
    this.room(10);
    while (rest > 0x7fn) {
      this.buffer[this.at++] = Number(rest & 0x7fn) | 0x80;
      rest >>= 7n;
    }
    this.buffer[this.at++] = Number(rest);
  }

  tag(field: number, wireType: number): void {
    this.varint((field << 3) | wireType);
  }

  double(value: number): void {
    this.room(8);
    this.at = this.buffer.writeDoubleLE(value, this.at);
  }

  /** A length-delimited UTF-8 string, written in place. */
  string(value: string): void {
    const length = Buffer.byteLength(value, 'utf8');
    this.varint(length);
    this.room(length);
    this.at += this.buffer.write(value, this.at, 'utf8');
  }

  delimited(bytes: Uint8Array): void {
    this.varint(bytes.length);
    this.room(bytes.length);
    this.buffer.set(bytes, this.at);
    this.at += bytes.length;
  }

  /** Another writer's bytes as a length-delimited field of this one (a nested message), copied without a view. */
  embed(field: number, other: Writer): void {
    this.tag(field, DELIMITED);
    this.varint(other.at);
    this.room(other.at);
    other.buffer.copy(this.buffer, this.at, 0, other.at);
    this.at += other.at;
  }

  /** What was written, as a view of the buffer (valid until the next write or reset). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.at);
  }

  /** What was written, as a copy of its own. */
  finish(): Uint8Array {
    return Uint8Array.prototype.slice.call(this.buffer, 0, this.at);
  }
}

/** sint64's zigzag: 0, -1, 1, -2 … as 0, 1, 2, 3 … */
export const zigzag = (value: bigint): bigint => BigInt.asUintN(64, (value << 1n) ^ (value >> 63n));

/** sint64's zigzag of a number: without BigInt while it stays exact. */
export const zigzagNumber = (value: number): number | bigint =>
  Number.isSafeInteger(value) && Math.abs(value) <= 0x3fffffff
    ? value >= 0
      ? value * 2
      : -value * 2 - 1
    : zigzag(BigInt(value));
export const unzigzag = (value: bigint): bigint => (value >> 1n) ^ -(value & 1n);
