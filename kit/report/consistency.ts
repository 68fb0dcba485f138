// Time-to-consistency: reads the records `eventually` attaches and sums them up (median and max of the met checks).
import { CONSISTENCY_MEDIA_TYPE, type ConsistencyRecord } from '../core/eventually.ts';

export { CONSISTENCY_MEDIA_TYPE, type ConsistencyRecord };

export interface ConsistencyStats {
  /** Asynchronous checks made. */
  readonly checks: number;
  /** Checks whose condition did not hold before the deadline. */
  readonly unmet: number;
  /** Median and maximum time to consistency of the checks that held, in ms; null when none held. */
  readonly medianMs: number | null;
  readonly maxMs: number | null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The record in an attachment's text, or undefined when it is not one (a broken or foreign attachment). */
export function parseConsistency(text: string): ConsistencyRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<Record<keyof ConsistencyRecord, unknown>>;
    const { elapsedMs, attempts, deadlineMs, met } = value;
    if (!isNumber(elapsedMs) || !isNumber(attempts) || !isNumber(deadlineMs) || typeof met !== 'boolean')
      return undefined;
    return { elapsedMs, attempts, deadlineMs, met };
  } catch {
    return undefined;
  }
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
}

/** Stats of the records, or undefined when there are none (the scenario or rule checked nothing asynchronously). */
export function consistencyStats(records: readonly ConsistencyRecord[]): ConsistencyStats | undefined {
  if (records.length === 0) return undefined;
  const met = records
    .filter((record) => record.met)
    .map((record) => record.elapsedMs)
    .sort((a, b) => a - b);
  return {
    checks: records.length,
    unmet: records.length - met.length,
    medianMs: median(met),
    maxMs: met.at(-1) ?? null,
  };
}

/** One line for a reader, e.g. `3 checks, median 120 ms, max 480 ms, 1 not met`. */
export function describeStats(stats: ConsistencyStats): string {
  const parts = [`${stats.checks} check${stats.checks === 1 ? '' : 's'}`];
  if (stats.medianMs !== null) parts.push(`median ${stats.medianMs} ms`, `max ${stats.maxMs} ms`);
  if (stats.unmet > 0) parts.push(`${stats.unmet} not met`);
  return parts.join(', ');
}

/** One record for a reader, e.g. `consistent after 120 ms (3 checks, deadline 15000 ms)`. */
export function describeRecord(record: ConsistencyRecord): string {
  const checks = `${record.attempts} check${record.attempts === 1 ? '' : 's'}, deadline ${record.deadlineMs} ms`;
  return record.met
    ? `consistent after ${record.elapsedMs} ms (${checks})`
    : `not consistent after ${record.elapsedMs} ms (${checks})`;
}
