// Classifies one compared query or scenario against the target's expectations, and turns the counts into an exit code.
import type { Comparison, DivergenceKind } from './compare.ts';
import type { Expectation } from './expectations.ts';

export const STATUSES = ['match', 'divergence', 'expected-divergence', 'unexpected-pass', 'error'] as const;
export type DifferentialStatus = (typeof STATUSES)[number];

/** What running one query (or one scenario) on both servers gave: a comparison, or no comparison at all. */
export type Outcome = { readonly comparison: Comparison } | { readonly error: string };

export interface Classified {
  readonly status: DifferentialStatus;
  /** Why, when the status alone does not say it (an expectation of another kind, a harness error). */
  readonly reason?: string;
}

/**
 * match: same answers, no expectation. divergence: different answers nobody expected (or of another kind than
 * expected). expected-divergence: the listed divergence. unexpected-pass: listed, but the answers are now the
 * same. error: no comparison was possible (a server unreachable, the setup failed): never a divergence.
 */
export function classify(outcome: Outcome, expectation: Expectation | undefined): Classified {
  if ('error' in outcome) return { status: 'error', reason: outcome.error };
  const { comparison } = outcome;
  if (comparison.same) {
    if (expectation === undefined) return { status: 'match' };
    return { status: 'unexpected-pass', reason: 'listed as a known divergence, but both servers now agree' };
  }
  if (expectation === undefined) return { status: 'divergence' };
  if (expectation.kind !== undefined && expectation.kind !== comparison.kind)
    return {
      status: 'divergence',
      reason: `expected a ${expectation.kind} divergence, found a ${comparison.kind} divergence`,
    };
  return { status: 'expected-divergence' };
}

/** A classification with the divergence it is about and the expectation it was judged against. */
export interface Verdict extends Classified {
  readonly kind?: DivergenceKind;
  readonly detail?: string;
  readonly expectation?: Expectation;
}

export function judge(outcome: Outcome, expectation: Expectation | undefined): Verdict {
  const comparison = 'comparison' in outcome ? outcome.comparison : undefined;
  return {
    ...classify(outcome, expectation),
    ...(comparison === undefined || comparison.same
      ? {}
      : { kind: comparison.kind, detail: comparison.detail }),
    ...(expectation === undefined ? {} : { expectation }),
  };
}

export type Counts = Record<DifferentialStatus, number>;

export function countStatuses(statuses: readonly DifferentialStatus[]): Counts {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Counts;
  for (const status of statuses) counts[status]++;
  return counts;
}

/**
 * 0 when every answer matched or diverged as expected; 1 on an unexpected divergence or an unexpected pass
 * (WPT-style: a stale expectation fails the run until it is removed); 2 on a harness error, which wins.
 */
export function exitCodeOf(counts: Counts): number {
  if (counts.error > 0) return 2;
  return counts.divergence > 0 || counts['unexpected-pass'] > 0 ? 1 : 0;
}
