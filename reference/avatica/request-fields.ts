// Readers of the fields of an Avatica JSON request: Java's types (String, int, long, Map) with Jackson's leniency, and a
// clear error for anything else (§avatica.2).
import { isRawJson } from '../json/exact-json.ts';
import { errors } from './errors.ts';

/** The longest connection ID taken: the driver sends a UUID; a huge one would only cost memory. */
export const MAX_CONNECTION_ID_LENGTH = 1024;

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** A value Avatica's TypedValue carries: `type` a ColumnMetaData.Rep name, `value` JSON (arrays of TypedValues). */
export interface TypedValue {
  readonly type: string;
  readonly value: unknown;
  readonly componentType?: string | null;
}

export type Fields = Readonly<Record<string, unknown>>;

/** A field of the wrong kind, worded as the JSON reader of Druid's server says it (§avatica.2). */
const wrongType = (field: string, expected: string, value: unknown): Error =>
  errors.unreadable(
    `Cannot deserialize value of type \`${expected}\` from ${describe(value)} (field [${field}])`,
  );

export function describe(value: unknown): string {
  if (Array.isArray(value)) return 'Array value';
  if (value === null) return 'null value';
  if (typeof value === 'object') return 'Object value';
  return `${typeof value === 'string' ? 'String' : typeof value === 'number' ? 'Number' : 'Boolean'} ${JSON.stringify(value)}`;
}

export function text(fields: Fields, field: string): string {
  const value = fields[field];
  if (value === undefined || value === null) throw errors.unreadable(`Missing required field [${field}]`);
  if (typeof value !== 'string') throw wrongType(field, 'java.lang.String', value);
  return value;
}

export function optionalText(fields: Fields, field: string): string | null {
  const value = fields[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw wrongType(field, 'java.lang.String', value);
  return value;
}

export function connectionId(fields: Fields, field = 'connectionId'): string {
  const id = text(fields, field);
  if (id.length > MAX_CONNECTION_ID_LENGTH)
    throw errors.unreadable(`Field [${field}] is longer than ${MAX_CONNECTION_ID_LENGTH} characters`);
  return id;
}

/**
 * A Java int or long field: a number (a fraction is cut, as Jackson does) or a string of digits; out of range or not
 * a number is refused. `fallback` when absent (Avatica's defaults), else the field is required.
 */
export function integer(fields: Fields, field: string, kind: 'int' | 'long', fallback?: number): number {
  const value = fields[field];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw errors.unreadable(`Missing required field [${field}]`);
  }
  // An integer past 2^53 arrives as raw JSON text (the body keeps its digits): out of any range taken here.
  if (isRawJson(value))
    throw errors.unreadable(`Numeric value (${value.rawJSON}) out of range of ${kind} (field [${field}])`);
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (Number.isNaN(number)) throw wrongType(field, kind, value);
  const [min, max] = kind === 'int' ? [INT_MIN, INT_MAX] : [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
  if (!Number.isFinite(number) || number < min || number > max)
    throw errors.unreadable(
      `Numeric value (${String(value)}) out of range of ${kind} (${min} - ${max}) (field [${field}])`,
    );
  return Math.trunc(number);
}

/** The connection's `info`: string values (numbers and booleans as their text, as Jackson reads them). */
export function info(fields: Fields): Record<string, string> {
  const value = fields.info;
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType('info', 'java.util.Map', value);
  const entries: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === null) continue;
    if (typeof item === 'object') throw wrongType(`info.${key}`, 'java.lang.String', item);
    entries.push([key, String(item)]);
  }
  return Object.fromEntries(entries);
}

export function object(fields: Fields, field: string): Record<string, unknown> {
  const value = fields[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(field, 'java.lang.Object', value);
  return value as Record<string, unknown>;
}

/** The values of an execution; a JSON null is a parameter left unset, which the driver sends so (null in the list). */
export function typedValues(fields: Fields): (TypedValue | null)[] {
  const value = fields.parameterValues;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw wrongType('parameterValues', 'java.util.List', value);
  return value.map((item, index) => {
    if (item === null) return null;
    if (typeof item !== 'object' || Array.isArray(item))
      throw wrongType(`parameterValues[${index}]`, 'TypedValue', item);
    const typed = item as Record<string, unknown>;
    return {
      type: text(typed, 'type'),
      value: typed.value ?? null,
      componentType: optionalText(typed, 'componentType'),
    };
  });
}

export function typeList(fields: Fields): string[] | null {
  const value = fields.typeList;
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw wrongType('typeList', 'java.util.List<java.lang.String>', value);
  return value as string[];
}
