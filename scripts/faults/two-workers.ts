// The harness itself under two workers on one remote target, run after run: a worker that ends first must not take
// the run's shared set-up state (the loader's task slots) from the other (issue 28: 15 of 151 such runs ended with
// `ENOENT … slot-0.lock`, a harness error on a correct server).
import { join } from 'node:path';
import { type KitRun, runKit } from './kit-run.ts';

/**
 * A scenario that loads two datasources one after the other, then many quick ones: the other worker runs out of
 * scenarios and ends while the first still loads, the moment the race needed.
 */
export const TWO_WORKER_PATHS = [
  'features/legacy-metadata/intervals.feature:33',
  'features/legacy-metadata/metadata-store.feature',
  'features/general/conventions.feature',
] as const;

export interface TwoWorkerRun {
  readonly run: KitRun;
  /** What went wrong, '' for a clean run: no scenario failed or errored and at least one passed. */
  readonly problem: string;
}

/** Runs the selection `runs` times with two workers against `targetUrl`; reports in `<root>/two-workers-<n>`. */
export async function twoWorkerRuns(root: string, targetUrl: string, runs: number): Promise<TwoWorkerRun[]> {
  const results: TwoWorkerRun[] = [];
  for (let n = 1; n <= runs; n++) {
    const run = await runKit(join(root, `two-workers-${n}`), targetUrl, {
      paths: TWO_WORKER_PATHS,
      parallel: 2,
    });
    const scenarios = run.report.rules.flatMap((rule) => rule.scenarios);
    const bad = scenarios.filter((s) => s.outcome === 'error' || s.outcome === 'failed');
    const passed = scenarios.some((s) => s.outcome === 'passed');
    const problem =
      bad.length > 0
        ? `${bad[0]?.outcome}: ${bad[0]?.name}: ${(bad[0]?.reason ?? '').slice(0, 160)}`
        : passed
          ? ''
          : 'no scenario passed';
    results.push({ run, problem });
  }
  return results;
}
