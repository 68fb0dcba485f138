// Bounds on every synchronous query: its timeout (context.timeout, a server default and maximum) and result size.
import { SqlError } from './errors.ts';

export interface QueryBounds {
  /** analytics.server.http.defaultQueryTimeout: a query without `context.timeout` is stopped after it (ms). */
  readonly defaultTimeoutMs: number;
  /** analytics.server.http.maxQueryTimeout: a larger `context.timeout` is refused (400); null: no maximum. */
  readonly maxTimeoutMs: number | null;
  /** Bytes (estimated as JSON) a synchronous result may hold; reading stops with a resource-limit error beyond. */
  readonly maxResultBytes: number;
  /** The query engine's memory limit for the whole server (DuckDB `memory_limit`, e.g. `1GB`). */
  readonly engineMemoryLimit: string;
  /** Threads one query may use (DuckDB `threads`). */
  readonly engineThreads: number;
  /** How much the engine may spill to `<dataDir>/tmp/duckdb` (DuckDB `max_temp_directory_size`). */
  readonly engineMaxSpill: string;
  /**
   * The resident memory of the engine process (DuckDB, its flat planner and the Node runtime around them), past which
   * its watchdog ends it; its operating-system data limit is set above it (open-engine.ts). null: the engine runs
   * inside the server process, without either.
   */
  readonly engineProcessMemory: string | null;
}

export const DEFAULT_QUERY_BOUNDS: QueryBounds = {
  defaultTimeoutMs: 300_000,
  maxTimeoutMs: null,
  maxResultBytes: 256 * 1024 * 1024,
  engineMemoryLimit: '1GB',
  engineThreads: 2,
  engineMaxSpill: '10GB',
  engineProcessMemory: '1280MB',
};

/**
 * The longest timer Node keeps: a longer delay overflows and fires after 1 ms (`context.timeout` 2^31 once answered
 * 504 at once). Druid 33 takes such timeouts as they are (3,000,000,000 answers 200, docs/facts/robustness.md
 * §robustness.9); 24.8 days is no shorter for any query, so longer ones are cut to it.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The time a query may take, in ms: `context.timeout` (validated by the engine as a non-negative integer), else the
 * default. 0 is "no timeout" in the real system; here it is the maximum, or the default when there is none, so that
 * every query is bounded. A timeout above the maximum is refused as the real system does (docs/facts/sql.md §sql.7).
 */
export function queryTimeoutMs(context: Readonly<Record<string, unknown>>, bounds: QueryBounds): number {
  const given = context.timeout;
  if (typeof given !== 'number' || !Number.isInteger(given) || given < 0)
    return Math.min(bounds.defaultTimeoutMs, MAX_TIMER_MS);
  if (bounds.maxTimeoutMs !== null && given > bounds.maxTimeoutMs)
    throw new SqlError(
      'validation',
      `Configured timeout = ${given} is more than enforced limit of ${bounds.maxTimeoutMs}.`,
      undefined,
      { key: 'timeout' },
    );
  if (given === 0) return Math.min(bounds.maxTimeoutMs ?? bounds.defaultTimeoutMs, MAX_TIMER_MS);
  return Math.min(given, MAX_TIMER_MS);
}

/** Text JSON writes as it is, one byte a character: printable ASCII but `"` and `\`. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * A value's size as it would be written in JSON: what the result bound counts. Strings are counted exactly, in
 * UTF-8 with their escapes (a control character is six bytes: a string of them once passed the bound at a sixth
 * of its size); other values roughly.
 */
export function estimatedBytes(value: unknown): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === 'string')
    return PLAIN_TEXT.test(value) ? value.length + 2 : Buffer.byteLength(JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return 8;
  if (value instanceof Date) return 26;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + estimatedBytes(item) + 1, 2);
  if (typeof value === 'object')
    return Object.entries(value).reduce((sum, [key, item]) => sum + key.length + 4 + estimatedBytes(item), 2);
  return 8;
}

export const resultTooLarge = (maxBytes: number): SqlError =>
  new SqlError(
    'resourceLimit',
    `Query result is larger than the limit of ${maxBytes} bytes for a synchronous query; add a LIMIT or a filter, or submit it as a statement`,
  );
