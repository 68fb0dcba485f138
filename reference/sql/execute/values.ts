// Turns executor values into JSON-ready values: numbers for BIGINT, epoch millis (UTC) for TIMESTAMP and DATE.
import { localToInstant, type TimeZone } from '../time-zone.ts';
import type { SqlType } from '../types.ts';

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
      // JSON values arrive as their text; the API answers the value itself.
      return (value) =>
        typeof value === 'string' && type.complex === 'json' ? JSON.parse(value) : toJson(value);
    case 'ARRAY':
      return (value) =>
        value === null ? null : stringifyArrays ? JSON.stringify(toJson(value)) : toJson(value);
    default:
      return toJson;
  }
}
