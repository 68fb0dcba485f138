// Generated from schemas/rules/retention-rule.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';

/**
 * One retention rule as GET answers it, discriminated by type (spec: Resources > Retention rule: load rules carry tieredReplicants and useDefaultTierForNull). The spec sees five types; the ten types, includeFuture and the defaults come from §retention-rules.8. A POST may omit tieredReplicants, useDefaultTierForNull and includeFuture: the server fills in their defaults before it validates and stores the rule.
 */
export type RetentionRule =
  | LoadForeverRule
  | LoadByIntervalRule
  | LoadByPeriodRule
  | DropForeverRule
  | DropByIntervalRule
  | DropByPeriodRule
  | DropBeforeByPeriodRule
  | BroadcastForeverRule
  | BroadcastByIntervalRule
  | BroadcastByPeriodRule;
/**
 * Load rules; default true (§retention-rules.8)
 */
export type UseDefaultTierForNull = boolean;
/**
 * Period rules except dropBeforeByPeriod; default true (§retention-rules.8)
 */
export type IncludeFuture = boolean;

export interface LoadForeverRule {
  type: 'loadForever';
  tieredReplicants: TieredReplicants;
  useDefaultTierForNull: UseDefaultTierForNull;
  [k: string]: unknown;
}
/**
 * Tier name → replica count; the default tier is _default_tier
 */
export interface TieredReplicants {
  [k: string]: number;
}
export interface LoadByIntervalRule {
  type: 'loadByInterval';
  interval: Interval;
  tieredReplicants: TieredReplicants;
  useDefaultTierForNull: UseDefaultTierForNull;
  [k: string]: unknown;
}
export interface LoadByPeriodRule {
  type: 'loadByPeriod';
  /**
   * An ISO 8601 period such as P1D, PT1H or P1Y2M3W4DT5H6M7.5S (spec: Resources > Retention rule, Automatic compaction configuration).
   */
  period: string;
  includeFuture?: IncludeFuture;
  tieredReplicants: TieredReplicants;
  useDefaultTierForNull: UseDefaultTierForNull;
  [k: string]: unknown;
}
export interface DropForeverRule {
  type: 'dropForever';
  [k: string]: unknown;
}
export interface DropByIntervalRule {
  type: 'dropByInterval';
  interval: Interval;
  [k: string]: unknown;
}
export interface DropByPeriodRule {
  type: 'dropByPeriod';
  /**
   * An ISO 8601 period such as P1D, PT1H or P1Y2M3W4DT5H6M7.5S (spec: Resources > Retention rule, Automatic compaction configuration).
   */
  period: string;
  includeFuture?: IncludeFuture;
  [k: string]: unknown;
}
export interface DropBeforeByPeriodRule {
  type: 'dropBeforeByPeriod';
  /**
   * An ISO 8601 period such as P1D, PT1H or P1Y2M3W4DT5H6M7.5S (spec: Resources > Retention rule, Automatic compaction configuration).
   */
  period: string;
  [k: string]: unknown;
}
export interface BroadcastForeverRule {
  type: 'broadcastForever';
  [k: string]: unknown;
}
export interface BroadcastByIntervalRule {
  type: 'broadcastByInterval';
  interval: Interval;
  [k: string]: unknown;
}
export interface BroadcastByPeriodRule {
  type: 'broadcastByPeriod';
  /**
   * An ISO 8601 period such as P1D, PT1H or P1Y2M3W4DT5H6M7.5S (spec: Resources > Retention rule, Automatic compaction configuration).
   */
  period: string;
  includeFuture?: IncludeFuture;
  [k: string]: unknown;
}
