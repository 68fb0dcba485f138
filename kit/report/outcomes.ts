// The six outcomes of a scenario, the statuses of a rule, and how a rule's status follows from its scenarios.
import type { DeviationKind } from '../deviations/profile.ts';

/**
 * `failed`: the target answered against the spec (an assertion). `unsupported`: the target lacks a capability.
 * `excluded`: the configuration left the scenario out (read-only mode, tag filter, not run). `error`: the kit
 * itself broke or the target was unreachable, never a verdict on the target. `deviates`: the scenario failed the
 * way the run's deviation profile lists (a known deviation of a real system), which does not fail the run.
 * `blocked`: the target could not meet a precondition of the scenario (the kit could not load its data), so its
 * rules got no verdict from it; it fails the run, counted apart from the failures (kit/core/preconditions.ts).
 */
export type Outcome = 'passed' | 'failed' | 'unsupported' | 'excluded' | 'error' | 'deviates' | 'blocked';
export const OUTCOMES: readonly Outcome[] = [
  'passed',
  'failed',
  'unsupported',
  'excluded',
  'error',
  'deviates',
  'blocked',
];

/** What a deviating scenario carries: which profile excused it, and how it failed. */
export interface DeviationNote {
  readonly profile: string;
  readonly kind: DeviationKind;
  readonly evidence: string;
  /** The failure the profile excused, as the failed outcome gave it. */
  readonly failure?: string;
  /** The distinct behaviour of the system the entry names (its `behaviour`, else its deviation text). */
  readonly behaviour?: string;
  /** The stated rules the entry cites. */
  readonly rules?: readonly string[];
}

export type RuleStatus = Outcome | 'not covered';
export const RULE_STATUSES: readonly RuleStatus[] = [...OUTCOMES, 'not covered'];

/** The first outcome any scenario of a rule has gives the rule's status. */
const PRECEDENCE: readonly Outcome[] = [
  'failed',
  'error',
  'deviates',
  'blocked',
  'passed',
  'unsupported',
  'excluded',
];

export function ruleStatusOf(outcomes: readonly Outcome[]): RuleStatus {
  return PRECEDENCE.find((outcome) => outcomes.includes(outcome)) ?? 'not covered';
}

/** The prefixes of the log line a skipped scenario writes before it skips; the text after is the reason. */
export const SKIP_PREFIXES = { unsupported: 'unsupported: ', excluded: 'excluded: ' } as const;

/** Counts of each status, zeros included, in the order given. */
export function countBy<T extends string>(keys: readonly T[], values: readonly T[]): Record<T, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;
  for (const value of values) counts[value] += 1;
  return counts;
}
