// The flat planner: a second DuckDB instance that plans without filter pushdown, for statements of deeply nested
// subqueries. DuckDB's filter pushdown takes time exponential in their depth (docs/facts/robustness.md
// §robustness.7) and cannot be interrupted; the setting is global only, hence an instance of its own.
import type { DuckSandboxOptions } from './sandbox.ts';
import { SIZE } from './sandbox.ts';

/** How a statement is planned: by DuckDB's whole optimizer, or without filter pushdown (sql/nesting.ts decides). */
export type Planner = 'full' | 'flat';

/** The flat planner's memory: these statements are rare; the server's memory ceiling counts it on top. */
export const FLAT_PLANNER_MEMORY = '256MB';

const UNIT_BYTES: Readonly<Record<string, number>> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

/** Bytes of a DuckDB size setting (`512MB`, `1GiB`); NaN for anything else. */
export function sizeBytes(size: string): number {
  if (!SIZE.test(size)) return Number.NaN;
  const [, amount = '', unit = ''] = /^([\d.]+)\s*(\w+)$/.exec(size) ?? [];
  return Number(amount) * (UNIT_BYTES[unit.toLowerCase()] ?? Number.NaN);
}

/** The flat planner's settings: the server's sandbox, its own spill directory, at most FLAT_PLANNER_MEMORY. */
export function flatPlannerOptions(options: DuckSandboxOptions): DuckSandboxOptions {
  const limit = options.memoryLimit;
  const smaller =
    limit !== undefined && sizeBytes(limit) < sizeBytes(FLAT_PLANNER_MEMORY) ? limit : FLAT_PLANNER_MEMORY;
  return {
    ...options,
    memoryLimit: smaller,
    // Two instances must not share a spill directory: each names its files alike.
    ...(options.spillDirectory ? { spillDirectory: `${options.spillDirectory}-flat` } : {}),
    disabledOptimizers: ['filter_pushdown'],
  };
}
