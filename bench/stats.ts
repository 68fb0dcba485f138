// Small statistics for the benchmarks: mean, median and nearest-rank percentiles of timings.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Nearest-rank percentile, `p` in 0..100. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Whether this module is the script node was started with (`node --import tsx bench/x.ts`). */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && fileURLToPath(moduleUrl) === resolve(script);
}
