// Aggregates scenario outcomes into per-rule statuses, per-area counts and the overall conformance score.
import { classifyTag } from '../tag-catalogue.ts';
import { OUTCOMES, type Outcome, type ScenarioResult } from './read-messages.ts';

/** One entry of spec/rules.json. */
export interface SpecRule {
  readonly id: string;
  readonly area: string;
  readonly section: string;
  readonly kind: string;
  readonly method: string | null;
  readonly path: string | null;
  readonly summary: string;
  readonly certainty: 'stated' | 'implied';
  readonly checkableOnAnyTarget: boolean;
}

export type RuleStatus = Outcome | 'not covered';

export interface ScenarioRef {
  readonly name: string;
  readonly uri: string;
  readonly line?: number;
  readonly outcome: Outcome;
  readonly reason?: string;
}

export interface RuleResult {
  readonly id: string;
  readonly area: string;
  readonly summary: string;
  readonly certainty: 'stated' | 'implied';
  readonly checkableOnAnyTarget: boolean;
  readonly status: RuleStatus;
  readonly scenarios: readonly ScenarioRef[];
}

export interface AreaResult {
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
  readonly error: number;
  readonly skipped: number;
  readonly notCovered: number;
  readonly percent: number;
}

/** A `@decided` scenario: it counts toward its rules and is also listed on its own. */
export interface DecidedScenario extends ScenarioRef {
  readonly rules: readonly string[];
}

export interface ConformanceReport {
  readonly generatedAt: string;
  /** The target's redacted configuration from target.json, or null when there was none. */
  readonly target: unknown;
  readonly totals: Readonly<Record<Outcome, number>>;
  readonly score: {
    readonly rulesPassed: number;
    readonly rulesTotal: number;
    readonly percent: number;
    readonly coveredRules: number;
  };
  readonly areas: Readonly<Record<string, AreaResult>>;
  readonly rules: readonly RuleResult[];
  readonly decided: readonly DecidedScenario[];
  /** Rule-ID tags found on scenarios that name no catalogue rule (check-tags reports them too). */
  readonly unknownRuleIds: readonly string[];
}

/** Share of `part` in `whole` as a percentage with one decimal. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

function ruleStatus(scenarios: readonly ScenarioRef[]): RuleStatus {
  const has = (outcome: Outcome): boolean => scenarios.some((scenario) => scenario.outcome === outcome);
  if (has('failed')) return 'failed';
  if (has('error')) return 'error';
  if (has('passed')) return 'passed';
  return scenarios.length > 0 ? 'skipped' : 'not covered';
}

function scenarioRef({ tags: _tags, ...ref }: ScenarioResult): ScenarioRef {
  return ref;
}

function areaResult(rules: readonly RuleResult[]): AreaResult {
  const count = (status: RuleStatus): number => rules.filter((rule) => rule.status === status).length;
  const passed = count('passed');
  return {
    total: rules.length,
    passed,
    failed: count('failed'),
    error: count('error'),
    skipped: count('skipped'),
    notCovered: count('not covered'),
    percent: percentOf(passed, rules.length),
  };
}

export interface AggregateInput {
  readonly scenarios: readonly ScenarioResult[];
  readonly rules: readonly SpecRule[];
  readonly target: unknown;
  readonly generatedAt: string;
}

/** Builds the conformance report; rules and areas keep the order of spec/rules.json. */
export function aggregate({ scenarios, rules, target, generatedAt }: AggregateInput): ConformanceReport {
  const byRule = new Map<string, ScenarioRef[]>(rules.map((rule) => [rule.id, []]));
  const unknownRuleIds = new Set<string>();
  const decided: DecidedScenario[] = [];
  for (const scenario of scenarios) {
    const classified = scenario.tags.map(classifyTag);
    const ruleIds = [...new Set(classified.flatMap((tag) => (tag.kind === 'rule' ? [tag.ruleId] : [])))];
    const ref = scenarioRef(scenario);
    for (const id of ruleIds) {
      const refs = byRule.get(id);
      if (refs === undefined) unknownRuleIds.add(id);
      else refs.push(ref);
    }
    if (classified.some((tag) => tag.kind === 'decided')) decided.push({ ...ref, rules: ruleIds });
  }

  const ruleResults = rules.map((rule): RuleResult => {
    const refs = byRule.get(rule.id) ?? [];
    const { id, area, summary, certainty, checkableOnAnyTarget } = rule;
    return { id, area, summary, certainty, checkableOnAnyTarget, status: ruleStatus(refs), scenarios: refs };
  });
  const areaNames = [...new Set(rules.map((rule) => rule.area))];
  const areas = Object.fromEntries(
    areaNames.map((area) => [area, areaResult(ruleResults.filter((rule) => rule.area === area))]),
  );
  const totals = Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, scenarios.filter((scenario) => scenario.outcome === outcome).length]),
  ) as Record<Outcome, number>;
  const rulesPassed = ruleResults.filter((rule) => rule.status === 'passed').length;
  return {
    generatedAt,
    target,
    totals,
    score: {
      rulesPassed,
      rulesTotal: rules.length,
      percent: percentOf(rulesPassed, rules.length),
      coveredRules: ruleResults.filter((rule) => rule.status !== 'not covered').length,
    },
    areas,
    rules: ruleResults,
    decided,
    unknownRuleIds: [...unknownRuleIds].sort(),
  };
}
