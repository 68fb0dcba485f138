// Decodes and encodes protobuf messages described by a field table (schema.ts): field number → name and kind.
// Decoded messages are plain objects keyed by field name; absent fields are absent (proto3 has no null).
import {
  DELIMITED,
  FIXED64,
  Reader,
  unzigzag,
  VARINT,
  WireError,
  Writer,
  zigzag,
  zigzagNumber,
} from './wire.ts';

export type Kind =
  | 'string'
  | 'bytes'
  | 'bool'
  | 'uint32'
  | 'int32'
  | 'uint64'
  | 'int64'
  | 'sint64'
  | 'sint32'
  | 'double'
  | 'enum'
  | 'message'
  | 'map';

export interface Field {
  readonly name: string;
  readonly kind: Kind;
  readonly repeated?: boolean;
  /** The message type of a `message` field (a thunk: messages refer to each other). */
  readonly message?: () => Schema;
}

export type Schema = Readonly<Record<number, Field>>;
export type Message = Record<string, unknown>;

/** A 64-bit integer as a number while exact, else a BigInt. */
const integer = (value: bigint): number | bigint =>
  value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;

function scalar(kind: Kind, reader: Reader): unknown {
  switch (kind) {
    case 'string':
      return new TextDecoder('utf-8', { fatal: true }).decode(reader.delimited());
    case 'bytes':
      return reader.delimited();
    case 'bool':
      return reader.varint() !== 0n;
    case 'uint32':
    case 'enum':
      return Number(BigInt.asUintN(32, reader.varint()));
    case 'int32':
      return Number(BigInt.asIntN(32, reader.varint()));
    case 'uint64':
      return integer(reader.varint());
    case 'int64':
      return integer(BigInt.asIntN(64, reader.varint()));
    case 'sint64':
    case 'sint32':
      return integer(unzigzag(reader.varint()));
    case 'double':
      return reader.double();
    default:
      throw new WireError(`not a scalar: ${kind}`);
  }
}

const isVarint = (kind: Kind): boolean => !['string', 'bytes', 'double', 'message', 'map'].includes(kind);

/** Decodes a message; a field number the schema does not know is skipped, as protobuf readers do. */
export function decode(schema: Schema, bytes: Uint8Array): Message {
  const reader = new Reader(bytes);
  const out: Message = {};
  while (!reader.done) {
    const key = Number(reader.varint());
    const field = schema[key >>> 3];
    const wireType = key & 7;
    if (field === undefined) {
      reader.skip(wireType);
      continue;
    }
    const values: unknown[] = [];
    if (field.kind === 'message') values.push(decode((field.message as () => Schema)(), reader.delimited()));
    else if (field.kind === 'map') {
      const entry = decode(MAP_ENTRY, reader.delimited());
      const map = (out[field.name] ?? {}) as Record<string, unknown>;
      map[String(entry.key ?? '')] = entry.value ?? '';
      out[field.name] = map;
      continue;
    } else if (wireType === DELIMITED && isVarint(field.kind)) {
      // A packed repeated scalar: the values one after another.
      const packed = new Reader(reader.delimited());
      while (!packed.done) values.push(scalar(field.kind, packed));
    } else {
      const expected = field.kind === 'double' ? FIXED64 : isVarint(field.kind) ? VARINT : DELIMITED;
      if (wireType !== expected) throw new WireError(`field ${field.name} has wire type ${wireType}`);
      values.push(scalar(field.kind, reader));
    }
    if (field.repeated) out[field.name] = [...((out[field.name] as unknown[]) ?? []), ...values];
    else out[field.name] = values[values.length - 1];
  }
  return out;
}

const MAP_ENTRY: Schema = { 1: { name: 'key', kind: 'string' }, 2: { name: 'value', kind: 'string' } };

/** A field table's fields in number order, computed once per table. */
const ordered = new WeakMap<Schema, readonly (readonly [number, Field])[]>();
function fieldsOf(schema: Schema): readonly (readonly [number, Field])[] {
  let fields = ordered.get(schema);
  if (fields === undefined) {
    fields = Object.entries(schema).map(([key, field]) => [Number(key), field] as const);
    ordered.set(schema, fields);
  }
  return fields;
}

const integral = (value: unknown): number | bigint =>
  typeof value === 'bigint' ? value : Math.trunc(typeof value === 'number' ? value : Number(value ?? 0));

function writeScalar(writer: Writer, number: number, kind: Kind, value: unknown): void {
  switch (kind) {
    case 'string':
      writer.tag(number, DELIMITED);
      writer.string(String(value));
      return;
    case 'bytes':
      writer.tag(number, DELIMITED);
      writer.delimited(value as Uint8Array);
      return;
    case 'double':
      writer.tag(number, FIXED64);
      writer.double(Number(value));
      return;
    case 'bool':
      writer.tag(number, VARINT);
      writer.varint(value ? 1 : 0);
      return;
    case 'uint32':
    case 'enum': {
      const n = integral(value);
      writer.tag(number, VARINT);
      writer.varint(typeof n === 'bigint' ? BigInt.asUintN(32, n) : n >>> 0);
      return;
    }
    case 'sint64':
    case 'sint32': {
      const n = integral(value);
      writer.tag(number, VARINT);
      writer.varint(typeof n === 'bigint' ? zigzag(n) : zigzagNumber(n));
      return;
    }
    default:
      // int32, int64, uint64: the 64-bit two's complement.
      writer.tag(number, VARINT);
      writer.varint(integral(value));
  }
}

/** Writers by nesting depth, reused: a child message is written into the next one, then copied into its parent. */
const writers: Writer[] = [];
const writerAt = (depth: number): Writer => {
  writers[depth] ??= new Writer();
  return (writers[depth] as Writer).reset();
};

function encodeInto(writer: Writer, schema: Schema, message: Message, depth: number): void {
  for (const [number, field] of fieldsOf(schema)) {
    const value = message[field.name];
    if (value === undefined || value === null) continue;
    for (const item of field.repeated ? (value as unknown[]) : [value]) {
      if (field.kind === 'message' && item instanceof Uint8Array) {
        // Written ahead by a faster path (a frame's rows).
        writer.tag(number, DELIMITED);
        writer.delimited(item);
      } else if (field.kind === 'message') {
        const child = writerAt(depth + 1);
        encodeInto(child, (field.message as () => Schema)(), item as Message, depth + 1);
        writer.embed(number, child);
      } else if (field.kind === 'map') {
        for (const [entryKey, entryValue] of Object.entries(item as Record<string, unknown>)) {
          const child = writerAt(depth + 1);
          encodeInto(child, MAP_ENTRY, { key: entryKey, value: String(entryValue) }, depth + 1);
          writer.embed(number, child);
        }
      } else writeScalar(writer, number, field.kind, item);
    }
  }
}

/** Encodes a message: fields in number order, absent and undefined ones left out (repeated ones unpacked). */
export function encode(schema: Schema, message: Message): Uint8Array {
  const writer = new Writer();
  encodeInto(writer, schema, message, 0);
  return writer.finish();
}
