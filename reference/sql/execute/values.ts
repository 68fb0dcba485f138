// Turns executor values into JSON-ready values: exact integers, Java-style floating-point text, epoch millis (UTC).

import { exactInteger, rawJson } from '../../json/exact-json.ts';
import { SqlError } from '../errors.ts';
import { localToInstant, type TimeZone } from '../time-zone.ts';
import type { SqlType } from '../types.ts';
import { javaJson, javaJsonText, multiValueText } from './java-json.ts';
import { doubleText, floatText } from './number-text.ts';

function toJson(value: unknown): unknown {
  // 64-bit integers keep every digit past 2^53 (docs/facts/sql.md §sql.40).
  if (typeof value === 'bigint') return exactInteger(value);
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(toJson);
  return value;
}

/** A JSON number written as `text`: a plain number where JavaScript writes it the same way, else raw JSON. */
function numberWritten(text: string): unknown {
  const number = Number(text);
  return JSON.stringify(number) === text ? number : rawJson(text);
}

/** A finite floating-point value as the real system prints it; infinities and NaN as strings (facts §4.1). */
const floating =
  (text: (value: number) => string) =>
  (value: unknown): unknown =>
    typeof value !== 'number'
      ? toJson(value)
      : Number.isFinite(value)
        ? numberWritten(text(value))
        : String(value);

/**
 * TINYINT and SMALLINT columns have no runtime type to carry their values: the real system answers 400 at the first
 * value, and an empty or all-null result passes (docs/facts/sql.md §sql.42).
 */
const narrowInteger =
  (name: string, type: string, source: string | undefined) =>
  (value: unknown): unknown => {
    if (value === null || value === undefined) return null;
    // A datasource column cast names the column and the Java type its values are read as (`__time` a Long, recorded
    // `id` an Integer); a computed value or a VALUES column its alias and a Long (§sql.42: recorded 36, live 33).
    const [field, javaType] =
      source === undefined ? [name, 'Long'] : [source, source === '__time' ? 'Long' : 'Integer'];
    // Raised past planning: errorCode general and an empty context, as the real system reports it (§sql.42).
    throw new SqlError(
      'validation',
      `Cannot coerce field [${field}] from type [java.lang.${javaType}] to type [${type}]`,
      undefined,
      {},
      { bareContext: true, errorCode: 'general' },
    );
  };

/** The members of an array of JSON values, each JSON text (null for SQL NULL): the array's text, or the list. */
function jsonList(members: readonly unknown[], stringify: boolean): unknown {
  const texts = members.map((member) =>
    member === null || member === undefined ? null : javaJsonText(String(member)),
  );
  return stringify ? `[${texts.map((text) => text ?? 'null').join(',')}]` : texts;
}

/** A converter for one result column; TIMESTAMPs arrive as wall-clock times of the query zone. */
export function valueConverter(
  type: SqlType,
  zone: TimeZone,
  stringifyArrays: boolean,
  name = '',
): (value: unknown) => unknown {
  if (type.narrow) return narrowInteger(name, type.narrow, type.narrowSource);

  // Multi-value strings: one value is that string, more are the JSON text of the list, whatever sqlStringifyArrays
  // says (docs/facts/sql.md §sql.20).
  if (type.multiValue) return (value) => multiValueText(toJson(value));
  switch (type.name) {
    case 'TIMESTAMP':
    case 'DATE':
      return (value) =>
        value instanceof Date ? localToInstant(zone, value.getTime()) : value === null ? null : toJson(value);
    case 'INTEGER':
      // Computed on 64 bits, an INTEGER column is narrowed as Java's int cast does (docs/facts/sql.md §sql.46).
      return (value) =>
        typeof value === 'bigint'
          ? Number(BigInt.asIntN(32, value))
          : typeof value === 'number' && Number.isInteger(value)
            ? value | 0
            : toJson(value);
    case 'DOUBLE':
    case 'DECIMAL':
      return floating(doubleText);
    case 'FLOAT':
      return floating(floatText);
    case 'OTHER':
      // Complex values are answered as their JSON text, in every format (docs/facts/sql.md §sql.21); a JSON value's
      // doubles in Java's form (§sql.68).
      if (type.complex === 'json')
        return (value) => (value === null || value === undefined ? null : javaJsonText(String(value)));
      return (value) => (value === null || value === undefined ? null : String(value));
    case 'ARRAY': {
      // An array of JSON values: its JSON text, or the list of its members' texts (§sql.69).
      if (type.element?.name === 'OTHER' && type.element.complex === 'json')
        return (value) => (Array.isArray(value) ? jsonList(value, stringifyArrays) : null);
      const doubles = ['DOUBLE', 'FLOAT', 'DECIMAL'].includes(type.element?.name ?? '');
      // sqlStringifyArrays (default true): the array's JSON text, doubles printed as Java does (§sql.20).
      return (value) =>
        value === null ? null : stringifyArrays ? javaJson(toJson(value), doubles) : toJson(value);
    }
    default:
      return toJson;
  }
}
