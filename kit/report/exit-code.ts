// The verdict of a run judged with a deviation profile: the summary, not Cucumber, decides its exit code.
import type { ConformanceReport } from './aggregate.ts';

/**
 * 0 when every failure deviates as the profile lists; 1 on a failed scenario (a new deviation), an error, a blocked
 * scenario, a run
 * that itself broke, or a problem of the profile (an unexpected pass, an entry naming no scenario, a @decided one).
 */
export function profiledExitCode(report: ConformanceReport): number {
  const { totals, runFailure, profile } = report;
  const broken = totals.failed > 0 || totals.error > 0 || totals.blocked > 0 || runFailure !== null;
  return broken || (profile?.problems.length ?? 0) > 0 ? 1 : 0;
}
