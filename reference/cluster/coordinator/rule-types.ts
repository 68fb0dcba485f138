// The ten retention-rule types of the real system (§retention-rules.8): their family, fields and how each matches a segment.
import type { RetentionRule } from '../../../schemas/generated/rules/retention-rule.ts';
import { type Interval, parseInterval, parsePeriod, shiftByPeriod } from '../../time/iso.ts';

export type RuleType = RetentionRule['type'];
export type RuleFamily = 'load' | 'drop' | 'broadcast';

interface TypeInfo {
  readonly family: RuleFamily;
  /** What the rule looks at: nothing (forever), an interval, or a period back from now. */
  readonly scope: 'forever' | 'interval' | 'period';
}

export const RULE_TYPES: Readonly<Record<RuleType, TypeInfo>> = {
  loadForever: { family: 'load', scope: 'forever' },
  loadByInterval: { family: 'load', scope: 'interval' },
  loadByPeriod: { family: 'load', scope: 'period' },
  dropForever: { family: 'drop', scope: 'forever' },
  dropByInterval: { family: 'drop', scope: 'interval' },
  dropByPeriod: { family: 'drop', scope: 'period' },
  dropBeforeByPeriod: { family: 'drop', scope: 'period' },
  broadcastForever: { family: 'broadcast', scope: 'forever' },
  broadcastByInterval: { family: 'broadcast', scope: 'interval' },
  broadcastByPeriod: { family: 'broadcast', scope: 'period' },
};

export const isRuleType = (type: unknown): type is RuleType =>
  typeof type === 'string' && Object.hasOwn(RULE_TYPES, type);

export const familyOf = (rule: RetentionRule): RuleFamily => RULE_TYPES[rule.type].family;

/** A load rule's replica count per tier; other rules name none. */
export function replicantsOf(rule: RetentionRule): Readonly<Record<string, number>> {
  switch (rule.type) {
    case 'loadForever':
    case 'loadByInterval':
    case 'loadByPeriod':
      return rule.tieredReplicants;
    default:
      return {};
  }
}

/** Every period rule but dropBeforeByPeriod has includeFuture. */
export const hasIncludeFuture = (type: RuleType): boolean =>
  RULE_TYPES[type].scope === 'period' && type !== 'dropBeforeByPeriod';

// Joda-Time's Interval.overlaps and Interval.contains, for half-open intervals.
const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;
const contains = (outer: Interval, inner: Interval): boolean =>
  outer.start <= inner.start && inner.start < outer.end && inner.end <= outer.end;

/** The rule's interval; stored rules were validated, so it parses. */
function ruleInterval(rule: { interval: string }): Interval {
  const interval = parseInterval(rule.interval);
  if (!interval) throw new Error(`stored rule has a bad interval ${rule.interval}`);
  return interval;
}

/** The start of the window [now - period, now]. */
function windowStartOf(rule: { period: string }): (now: number) => number {
  const period = parsePeriod(rule.period);
  if (!period) throw new Error(`stored rule has a bad period ${rule.period}`);
  return (now) => shiftByPeriod(now, period, -1);
}

export type SegmentMatcher = (segment: Interval, now: number) => boolean;

/**
 * Whether the rule applies to a segment's interval at `now` (the real system's Rule.appliesTo), compiled once per
 * duty run. Load and broadcast rules match what they overlap; drop rules what they contain. Period rules look at
 * the window [now - period, now]; with includeFuture a load rule also matches whatever ends after the window
 * starts, and a drop rule whatever starts in the window or later.
 */
export function matcherOf(rule: RetentionRule): SegmentMatcher {
  // A rule stored without its interval or period (as the real system stores it) matches nothing.
  const times = rule as { interval?: unknown; period?: unknown };
  if (times.interval === null || times.period === null) return () => false;
  switch (rule.type) {
    case 'loadForever':
    case 'dropForever':
    case 'broadcastForever':
      return () => true;
    case 'loadByInterval':
    case 'broadcastByInterval': {
      const interval = ruleInterval(rule);
      return (segment) => overlaps(interval, segment);
    }
    case 'dropByInterval': {
      const interval = ruleInterval(rule);
      return (segment) => contains(interval, segment);
    }
    case 'loadByPeriod':
    case 'broadcastByPeriod': {
      const startAt = windowStartOf(rule);
      if (rule.includeFuture === false)
        return (segment, now) => overlaps({ start: startAt(now), end: now }, segment);
      return (segment, now) => startAt(now) < segment.end;
    }
    case 'dropByPeriod': {
      const startAt = windowStartOf(rule);
      if (rule.includeFuture === false)
        return (segment, now) => contains({ start: startAt(now), end: now }, segment);
      return (segment, now) => startAt(now) <= segment.start;
    }
    case 'dropBeforeByPeriod': {
      const startAt = windowStartOf(rule);
      return (segment, now) => segment.end <= startAt(now);
    }
  }
}
