// What a headline means: scenarios that check rules the spec states and `@decided` scenarios (where the spec is
// silent the kit follows real Druid) counted apart, and the deviating scenarios grouped by the distinct behaviour of
// the system they show (one error body can fail nine scenarios: it is one behaviour, not nine).
import { countBy, OUTCOMES, type Outcome } from './outcomes.ts';
import type { ScenarioResult } from './read-messages.ts';
import { classifyTag } from './tag-catalogue.ts';

/** Scenarios by outcome, those checking stated rules apart from the @decided ones. */
export interface ScenarioKinds {
  readonly stated: Readonly<Record<Outcome, number>>;
  readonly decided: Readonly<Record<Outcome, number>>;
}

const isDecided = (scenario: { readonly tags: readonly string[] }): boolean =>
  scenario.tags.some((tag) => classifyTag(tag).kind === 'decided');

export function scenarioKinds(scenarios: readonly ScenarioResult[]): ScenarioKinds {
  const outcomes = (decided: boolean): Outcome[] =>
    scenarios.filter((scenario) => isDecided(scenario) === decided).map((scenario) => scenario.outcome);
  return { stated: countBy(OUTCOMES, outcomes(false)), decided: countBy(OUTCOMES, outcomes(true)) };
}

const sum = (counts: Readonly<Record<Outcome, number>>): number =>
  OUTCOMES.reduce((total, outcome) => total + counts[outcome], 0);

/** `399 passed, 74 deviate, 369 unsupported`: the outcomes that occurred, in the contract's order. */
function nonZero(counts: Readonly<Record<Outcome, number>>): string {
  const parts = OUTCOMES.filter((outcome) => counts[outcome] > 0).map(
    (outcome) => `${counts[outcome]} ${outcome}`,
  );
  return parts.length === 0 ? 'none' : parts.join(', ');
}

/** One line per kind: how many scenarios, and their outcomes. */
export function kindLines(kinds: ScenarioKinds): string[] {
  return [
    `stated rules: ${sum(kinds.stated)} scenarios check rules the spec states: ${nonZero(kinds.stated)}`,
    `decided: ${sum(kinds.decided)} @decided scenarios follow real Druid where the spec is silent: ${nonZero(kinds.decided)}`,
  ];
}

/** One distinct behaviour of the profiled system and the deviating scenarios that show it. */
export interface DeviationBehaviour {
  readonly behaviour: string;
  readonly kind: string;
  readonly rules: readonly string[];
  readonly scenarios: readonly { readonly name: string; readonly uri: string; readonly line?: number }[];
}

/** The deviating scenarios grouped by the behaviour their profile entry names, most scenarios first. */
export function deviationBehaviours(scenarios: readonly ScenarioResult[]): DeviationBehaviour[] {
  const groups = new Map<string, { kind: string; rules: Set<string>; scenarios: ScenarioResult[] }>();
  for (const scenario of scenarios) {
    const note = scenario.deviation;
    if (scenario.outcome !== 'deviates' || note === undefined) continue;
    const key = note.behaviour ?? scenario.reason ?? '';
    const group = groups.get(key) ?? { kind: note.kind, rules: new Set<string>(), scenarios: [] };
    for (const rule of note.rules ?? []) group.rules.add(rule);
    group.scenarios.push(scenario);
    groups.set(key, group);
  }
  return [...groups]
    .map(([behaviour, group]) => ({
      behaviour,
      kind: group.kind,
      rules: [...group.rules].sort(),
      scenarios: group.scenarios.map(({ name, uri, line }) => ({
        name,
        uri,
        ...(line === undefined ? {} : { line }),
      })),
    }))
    .sort((a, b) => b.scenarios.length - a.scenarios.length || a.behaviour.localeCompare(b.behaviour));
}
