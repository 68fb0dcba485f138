// Turns executor values into JSON-ready values: numbers for BIGINT, epoch millis (UTC) for TIMESTAMP and DATE.
import { localToInstant, type TimeZone } from '../time-zone.ts';
import type { SqlType } from '../types.ts';
import { javaJson, multiValueText } from './java-json.ts';

function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(toJson);
  return value;
}

/** A converter for one result column; TIMESTAMPs arrive as wall-clock times of the query zone. */
export function valueConverter(
  type: SqlType,
  zone: TimeZone,
  stringifyArrays: boolean,
): (value: unknown) => unknown {
  // Multi-value strings: one value is that string, more are the JSON text of the list, whatever sqlStringifyArrays
  // says (docs/facts/sql.md §sql.8).
  if (type.multiValue) return (value) => multiValueText(toJson(value));
  switch (type.name) {
    case 'TIMESTAMP':
    case 'DATE':
      return (value) =>
        value instanceof Date ? localToInstant(zone, value.getTime()) : value === null ? null : toJson(value);
    case 'DOUBLE':
    case 'FLOAT':
    case 'DECIMAL':
      return (value) =>
        typeof value === 'number' && !Number.isFinite(value) ? String(value) : toJson(value);
    case 'OTHER':
      // Complex values are answered as their JSON text, in every format (docs/facts/sql.md §sql.9).
      return (value) => (value === null || value === undefined ? null : String(value));
    case 'ARRAY': {
      const doubles = ['DOUBLE', 'FLOAT', 'DECIMAL'].includes(type.element?.name ?? '');
      // sqlStringifyArrays (default true): the array's JSON text, doubles printed as Java does (§sql.8).
      return (value) =>
        value === null ? null : stringifyArrays ? javaJson(toJson(value), doubles) : toJson(value);
    }
    default:
      return toJson;
  }
}
