// Retention rules: validation and defaults of a POSTed array, audited storage, and the rules each datasource answers.

import type { RetentionRule } from '../../../schemas/generated/rules/retention-rule.ts';
import { validateAgainst } from '../../../schemas/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { setEntry } from '../../json/keyed.ts';
import type { AuditInfo, MetadataStore } from '../../store/store.ts';
import { formatInstant, parseInterval, parsePeriod } from '../../time/iso.ts';
import { validateId } from '../ids.ts';
import { hasIncludeFuture, isRuleType, RULE_TYPES, type RuleType } from './rule-types.ts';

/** The reserved datasource key of the cluster-wide default rules, and the audit type of every rules change. */
export const DEFAULT_RULES_KEY = '_default';
export const RULES_AUDIT_TYPE = 'rules';
export const DEFAULT_TIER = '_default_tier';
// A load rule without tieredReplicants gets the cluster's default replication (druid.server.tier, 2 replicas).
const DEFAULT_REPLICANTS = 2;

/** What a cluster nobody configured has: load forever, two replicas on the default tier (§retention-rules.8). */
export const INSTALL_DEFAULT_RULES: readonly RetentionRule[] = Object.freeze([
  {
    type: 'loadForever',
    tieredReplicants: { [DEFAULT_TIER]: DEFAULT_REPLICANTS },
    useDefaultTierForNull: true,
  },
]);

const invalid = (index: number, detail: string): ApiError =>
  ApiError.of('invalidRules', { detail: `rule [${index}]: ${detail}` });

type JsonRecord = Record<string, unknown>;

/**
 * Keeps the fields of the rule's type and fills what the real system fills (and echoes): useDefaultTierForNull
 * true, tieredReplicants {_default_tier: 2} (or {} without the default tier), includeFuture true. Fields a type
 * does not have are dropped, as the real system's JSON reader ignores them.
 */
function withDefaults(type: RuleType, rule: JsonRecord): JsonRecord {
  const { scope, family } = RULE_TYPES[type];
  const normalized: JsonRecord = { type };
  // The real system stores a rule without its interval or period with null there (docs/facts/retention-rules.md §retention-rules.3).
  if (scope === 'interval') normalized.interval = rule.interval ?? null;
  if (scope === 'period')
    normalized.period = typeof rule.period === 'number' ? periodOfMillis(rule.period) : (rule.period ?? null);
  if (hasIncludeFuture(type)) normalized.includeFuture = booleanOf(rule.includeFuture) ?? true;
  if (family === 'load') {
    const useDefaultTier = booleanOf(rule.useDefaultTierForNull) ?? true;
    const fallback = useDefaultTier === false ? {} : { [DEFAULT_TIER]: DEFAULT_REPLICANTS };
    normalized.tieredReplicants = replicantsOf(rule.tieredReplicants) ?? fallback;
    normalized.useDefaultTierForNull = useDefaultTier;
  }
  return normalized;
}

// The real system's JSON reader coerces (docs/facts/retention-rules.md §retention-rules.2): a number where a boolean
// belongs is true unless 0, a fraction where a replica count belongs is cut to its integer, a count written as
// integer text is that integer, and a period written as a number is that many milliseconds.
const booleanOf = (value: unknown): unknown => (typeof value === 'number' ? value !== 0 : value);

function replicantsOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const counts: JsonRecord = {};
  for (const [tier, count] of Object.entries(value as JsonRecord))
    setEntry(
      counts,
      tier,
      typeof count === 'number' && Number.isFinite(count)
        ? Math.trunc(count)
        : typeof count === 'string' && /^-?\d+$/.test(count)
          ? Number(count)
          : count,
    );
  return counts;
}

/** A number of milliseconds as Joda-Time prints `new Period(millis)`: 30 → PT0.030S, 90000 → PT1M30S. */
export function periodOfMillis(millis: number): string {
  const total = Math.trunc(millis);
  if (total === 0) return 'PT0S';
  const sign = total < 0 ? '-' : '';
  const abs = Math.abs(total);
  const hours = Math.floor(abs / 3_600_000);
  const minutes = Math.floor((abs % 3_600_000) / 60_000);
  const seconds = Math.floor((abs % 60_000) / 1000);
  const ms = abs % 1000;
  let text = 'PT';
  if (hours) text += `${sign}${hours}H`;
  if (minutes) text += `${sign}${minutes}M`;
  if (seconds || ms) text += `${sign}${seconds}${ms ? `.${String(ms).padStart(3, '0')}` : ''}S`;
  return text;
}

/** Intervals and periods must parse (the schema's patterns cannot see an end before its start); intervals are echoed in UTC. */
function checkTimes(index: number, rule: JsonRecord): void {
  if (typeof rule.interval === 'string') {
    const interval = parseInterval(rule.interval);
    if (!interval)
      throw invalid(
        index,
        `interval [${rule.interval}] is not an ISO 8601 interval start/end that ends after it starts`,
      );
    rule.interval = `${formatInstant(interval.start)}/${formatInstant(interval.end)}`;
  }
  if (typeof rule.period === 'string' && !parsePeriod(rule.period))
    throw invalid(index, `period [${rule.period}] is not an ISO 8601 period such as P1M`);
}

function parseRule(element: unknown, index: number): RetentionRule {
  if (typeof element !== 'object' || element === null || Array.isArray(element))
    throw invalid(index, 'a rule must be a JSON object');
  const { type } = element as JsonRecord;
  if (!isRuleType(type)) {
    const known = Object.keys(RULE_TYPES).join(', ');
    throw invalid(index, `unknown rule type [${String(type)}]; known types: ${known}`);
  }
  const rule = withDefaults(type, element as JsonRecord);
  checkTimes(index, rule);
  // A null interval or period is stored as the real system stores it; the rest of the rule is still checked.
  const checked = { ...rule };
  if (checked.interval === null) checked.interval = '2000-01-01T00:00:00.000Z/2000-01-02T00:00:00.000Z';
  if (checked.period === null) checked.period = 'P1D';
  const { valid, errors } = validateAgainst(`rules/retention-rule#/$defs/${type}`, checked);
  if (!valid) throw invalid(index, errors.join('; '));
  return rule as unknown as RetentionRule;
}

/** Validates a POST body: an array of rules, each checked against its type; one bad rule rejects them all. */
export function parseRules(body: unknown): RetentionRule[] {
  if (!Array.isArray(body))
    throw ApiError.of('invalidRules', { detail: 'the body must be a JSON array of rules' });
  return body.map(parseRule);
}

/** Replaces the rules of a datasource (or `_default`) and writes the audit entry, in one transaction. */
export function replaceRules(
  store: MetadataStore,
  datasource: string,
  body: unknown,
  auditInfo: AuditInfo,
  now: number,
): void {
  validateId('dataSource', datasource);
  const rules = parseRules(body);
  store.transaction(() => {
    store.rules.set(datasource, rules, now);
    store.audit.add({
      key: datasource,
      type: RULES_AUDIT_TYPE,
      auditInfo,
      payload: JSON.stringify(rules),
      auditTime: now,
    });
  });
}

const stored = (rules: readonly unknown[]): RetentionRule[] => rules as RetentionRule[];

/** A datasource's own rules ([] when none were posted); `_default` has the install defaults until changed. */
export function rulesOf(store: MetadataStore, datasource: string): RetentionRule[] {
  const rules = store.rules.get(datasource);
  if (rules) return stored(rules);
  return datasource === DEFAULT_RULES_KEY ? [...INSTALL_DEFAULT_RULES] : [];
}

/** Every datasource that has rules, `_default` first and always present (a Map: names are arbitrary text). */
export function allRules(store: MetadataStore): Map<string, RetentionRule[]> {
  const all = new Map([[DEFAULT_RULES_KEY, rulesOf(store, DEFAULT_RULES_KEY)]]);
  for (const [datasource, rules] of store.rules.all())
    if (datasource !== DEFAULT_RULES_KEY) all.set(datasource, stored(rules));
  return all;
}

/** The rules the Coordinator tries for a datasource, in order: its own, then the defaults. */
export function ruleChainOf(
  all: ReadonlyMap<string, readonly RetentionRule[]>,
): (datasource: string) => readonly RetentionRule[] {
  const defaults = all.get(DEFAULT_RULES_KEY) ?? [];
  return (datasource) => [...(all.get(datasource) ?? []), ...defaults];
}
