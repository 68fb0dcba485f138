// Aggregates scenario outcomes into per-rule statuses, per-area counts and the overall conformance score.

import { type BlockedCause, blockedCauses } from './blocked.ts';
import { type ConsistencyStats, consistencyStats } from './consistency.ts';
import {
  type DeviationBehaviour,
  deviationBehaviours,
  type ScenarioKinds,
  scenarioKinds,
} from './counted-apart.ts';
import type { ProfileReport } from './deviations.ts';
import {
  countBy,
  type DeviationNote,
  OUTCOMES,
  type Outcome,
  RULE_STATUSES,
  type RuleStatus,
  ruleStatusOf,
} from './outcomes.ts';
import type { ScenarioResult } from './read-messages.ts';
import { type RunTime, runTime } from './scenario-time.ts';
import { classifyTag } from './tag-catalogue.ts';

export type { RuleStatus };

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

export interface ScenarioRef {
  readonly name: string;
  readonly uri: string;
  readonly line?: number;
  readonly outcome: Outcome;
  readonly reason?: string;
  /** A deviating scenario: the profile entry that excused its failure. */
  readonly deviation?: DeviationNote;
  /** Failed, error and deviating scenarios: the curl command of the request that showed the failure (no secrets). */
  readonly reproduction?: string;
  /** Time-to-consistency of the scenario's asynchronous checks, when it made any. */
  readonly consistency?: ConsistencyStats;
  /** How long the scenario took and how much of it waiting on the target, when recorded. */
  readonly timeMs?: number;
  readonly targetMs?: number;
  /** The shared datasources the scenario read. */
  readonly fixtures?: readonly string[];
}

export interface RuleResult {
  readonly id: string;
  readonly area: string;
  readonly section: string;
  readonly summary: string;
  readonly certainty: 'stated' | 'implied';
  readonly checkableOnAnyTarget: boolean;
  readonly status: RuleStatus;
  readonly scenarios: readonly ScenarioRef[];
  /** Time-to-consistency over all the rule's scenarios, when any of them checked asynchronously. */
  readonly consistency?: ConsistencyStats;
}

/** Rules of one area by status, and the share that passed. */
export interface AreaResult extends Readonly<Record<Exclude<RuleStatus, 'not covered'>, number>> {
  readonly total: number;
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
  /** Scenarios by outcome. */
  readonly totals: Readonly<Record<Outcome, number>>;
  /** The same, those that check stated rules apart from the @decided ones. */
  readonly scenarioKinds?: ScenarioKinds;
  /** The deviating scenarios grouped by the distinct behaviour of the system they show. */
  readonly deviationBehaviours?: readonly DeviationBehaviour[];
  /** Rules by status. */
  readonly ruleCounts: Readonly<Record<RuleStatus, number>>;
  readonly score: {
    readonly rulesPassed: number;
    readonly rulesTotal: number;
    readonly percent: number;
    readonly coveredRules: number;
    /** Rules this run judged (neither excluded nor not covered), and the share of them that passed. */
    readonly rulesChecked?: number;
    readonly checkedPercent?: number;
  };
  readonly areas: Readonly<Record<string, AreaResult>>;
  readonly rules: readonly RuleResult[];
  readonly decided: readonly DecidedScenario[];
  /** Rule-ID tags found on scenarios that name no catalogue rule (check-tags reports them too). */
  readonly unknownRuleIds: readonly string[];
  /** Why the run itself broke (a BeforeAll or AfterAll hook failed), or null. */
  readonly runFailure: string | null;
  /** The deviation profile the run was judged with (--expectations), or null. */
  readonly profile: ProfileReport | null;
  /** Where the run spent its time: the scenarios' times, the share waiting on the target, the slowest, shared datasources. */
  readonly time?: RunTime;
  /** The causes of the blocked scenarios, each with how many it took down. */
  readonly blocked?: readonly BlockedCause[];
}

/** Share of `part` in `whole` as a percentage with one decimal. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** Where a scenario's details are found again (the HTML report shows its steps): its file and line. */
export function scenarioKey(scenario: { uri: string; line?: number; name: string }): string {
  return `${scenario.uri}:${scenario.line ?? scenario.name}`;
}

/** The time-to-consistency records of a scenario's steps. */
const records = (scenario: ScenarioResult) => (scenario.steps ?? []).flatMap((step) => step.consistency);

function scenarioRef(scenario: ScenarioResult): ScenarioRef {
  const { name, uri, line, outcome, reason, reproduction, deviation, time, fixtures } = scenario;
  const stats = consistencyStats(records(scenario));
  const failing = outcome !== 'passed' && outcome !== 'unsupported' && outcome !== 'excluded';
  return {
    name,
    uri,
    ...(line === undefined ? {} : { line }),
    outcome,
    ...(reason === undefined ? {} : { reason }),
    ...(deviation === undefined ? {} : { deviation }),
    ...(failing && reproduction !== undefined ? { reproduction } : {}),
    ...(stats === undefined ? {} : { consistency: stats }),
    ...(time === undefined ? {} : { timeMs: time.totalMs, targetMs: time.targetMs }),
    ...(fixtures === undefined ? {} : { fixtures }),
  };
}

function areaResult(rules: readonly RuleResult[]): AreaResult {
  const counts = countBy(
    RULE_STATUSES,
    rules.map((rule) => rule.status),
  );
  const { 'not covered': notCovered, ...byStatus } = counts;
  return { total: rules.length, ...byStatus, notCovered, percent: percentOf(counts.passed, rules.length) };
}

export interface AggregateInput {
  readonly scenarios: readonly ScenarioResult[];
  readonly rules: readonly SpecRule[];
  readonly target: unknown;
  readonly generatedAt: string;
  readonly runFailure?: string | undefined;
  readonly profile?: ProfileReport | undefined;
}

/** Builds the conformance report; rules and areas keep the order of spec/rules.json. */
export function aggregate(input: AggregateInput): ConformanceReport {
  const { scenarios, rules, target, generatedAt } = input;
  const byRule = new Map<string, ScenarioResult[]>(rules.map((rule) => [rule.id, []]));
  const unknownRuleIds = new Set<string>();
  const decided: DecidedScenario[] = [];
  for (const scenario of scenarios) {
    const classified = scenario.tags.map(classifyTag);
    const ruleIds = [...new Set(classified.flatMap((tag) => (tag.kind === 'rule' ? [tag.ruleId] : [])))];
    for (const id of ruleIds) {
      const ofRule = byRule.get(id);
      if (ofRule === undefined) unknownRuleIds.add(id);
      else ofRule.push(scenario);
    }
    if (classified.some((tag) => tag.kind === 'decided'))
      decided.push({ ...scenarioRef(scenario), rules: ruleIds });
  }

  const ruleResults = rules.map((rule): RuleResult => {
    const ofRule = byRule.get(rule.id) ?? [];
    const { id, area, section, summary, certainty, checkableOnAnyTarget } = rule;
    const status = ruleStatusOf(ofRule.map((scenario) => scenario.outcome));
    const stats = consistencyStats(ofRule.flatMap(records));
    const scenarios = ofRule.map(scenarioRef);
    const common = { id, area, section, summary, certainty, checkableOnAnyTarget, status, scenarios };
    return { ...common, ...(stats === undefined ? {} : { consistency: stats }) };
  });
  const areaNames = [...new Set(rules.map((rule) => rule.area))];
  const areas = Object.fromEntries(
    areaNames.map((area) => [area, areaResult(ruleResults.filter((rule) => rule.area === area))]),
  );
  const totals = countBy(
    OUTCOMES,
    scenarios.map((scenario) => scenario.outcome),
  );
  const rulesPassed = ruleResults.filter((rule) => rule.status === 'passed').length;
  const rulesChecked = ruleResults.filter(
    (rule) => !['not covered', 'excluded'].includes(rule.status),
  ).length;
  return {
    generatedAt,
    target,
    totals,
    scenarioKinds: scenarioKinds(scenarios),
    deviationBehaviours: deviationBehaviours(scenarios),
    ruleCounts: countBy(
      RULE_STATUSES,
      ruleResults.map((rule) => rule.status),
    ),
    score: {
      rulesPassed,
      rulesTotal: rules.length,
      percent: percentOf(rulesPassed, rules.length),
      coveredRules: ruleResults.filter((rule) => rule.status !== 'not covered').length,
      rulesChecked,
      checkedPercent: percentOf(rulesPassed, rulesChecked),
    },
    areas,
    rules: ruleResults,
    decided,
    unknownRuleIds: [...unknownRuleIds].sort(),
    runFailure: input.runFailure ?? null,
    profile: input.profile ?? null,
    time: runTime(scenarios),
    blocked: blockedCauses(scenarios),
  };
}
