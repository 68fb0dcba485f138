// Query context keys the engine honours (sqlTimeZone, useApproximateCountDistinct, …), validated.
import { SqlError } from './errors.ts';
import { parseTimeZone, type TimeZone, UTC } from './time-zone.ts';

export interface QueryContextOptions {
  readonly zone: TimeZone;
  readonly zoneName: string;
  readonly approximateCountDistinct: boolean;
  readonly stringifyArrays: boolean;
  /** context.sqlOuterLimit: the most rows a query answers, whatever its own LIMIT says; undefined for no bound. */
  readonly outerLimit: number | undefined;
}

const invalid = (key: string, value: unknown, expected: string): SqlError =>
  new SqlError(
    'validation',
    `Invalid value [${JSON.stringify(value)}] for context parameter [${key}]: ${expected}`,
    undefined,
    {
      key,
    },
  );

function flag(context: Readonly<Record<string, unknown>>, key: string, fallback: boolean): boolean {
  const value = context[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalid(key, value, 'expected true or false');
}

/**
 * sqlOuterLimit as the real system reads it: a number (a fraction is cut to its whole part) or a string of digits;
 * null means none. A negative or non-numeric value is a 400 here, where Druid 33 answers 500 (docs/facts/sql.md §sql.36).
 */
function outerLimit(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0)
    throw invalid('sqlOuterLimit', value, 'expected a non-negative number of rows');
  return Math.min(Math.trunc(number), Number.MAX_SAFE_INTEGER);
}

export function queryContextOptions(context: Readonly<Record<string, unknown>>): QueryContextOptions {
  const zoneValue = context.sqlTimeZone;
  let zone = UTC;
  let zoneName = 'UTC';
  if (zoneValue !== undefined && zoneValue !== null) {
    if (typeof zoneValue !== 'string')
      throw invalid(
        'sqlTimeZone',
        zoneValue,
        'expected a time zone name such as America/Los_Angeles or an offset such as -08:00',
      );
    // A name no zone has is not refused: the query runs in UTC, as in the real system (docs/facts/sql.md §sql.3).
    const parsed = parseTimeZone(zoneValue);
    if (parsed !== undefined) {
      zone = parsed;
      zoneName = zoneValue;
    }
  }
  const queryId = context.sqlQueryId;
  if (queryId !== undefined && (typeof queryId !== 'string' || queryId === ''))
    throw invalid('sqlQueryId', queryId, 'expected a non-empty string');
  const timeout = context.timeout;
  if (timeout !== undefined && (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout < 0))
    throw invalid('timeout', timeout, 'expected a non-negative number of milliseconds');
  return {
    zone,
    zoneName,
    approximateCountDistinct: flag(context, 'useApproximateCountDistinct', true),
    stringifyArrays: flag(context, 'sqlStringifyArrays', true),
    outerLimit: outerLimit(context.sqlOuterLimit),
  };
}
