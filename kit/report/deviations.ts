// Applies a deviation profile to a run's outcomes after Cucumber: a failed scenario the profile lists becomes
// `deviates`; a listed scenario that passes, or an entry that names no scenario, a @decided one or rules the
// scenario is not tagged with, is a problem that fails the run. The Cucumber process never sees the profile.
import type { Deviation, DeviationProfile } from '../deviations/profile.ts';
import type { DeviationNote } from './outcomes.ts';
import type { ScenarioResult } from './read-messages.ts';
import { classifyTag } from './tag-catalogue.ts';

/** The profile's part of conformance.json. */
export interface ProfileReport {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Entries of the profile. */
  readonly listed: number;
  /** Entries whose scenario failed as listed in this run. */
  readonly deviating: number;
  /** Entries whose feature this run did not parse, or whose scenarios it did not run: not judged. */
  readonly notJudged: number;
  /** Failed scenarios the profile does not list: new deviations (they stay `failed`). */
  readonly newDeviations: number;
  /** Everything that fails the run besides failed and error scenarios: stale, unknown or refused entries. */
  readonly problems: readonly string[];
}

export interface ProfiledRun {
  readonly scenarios: readonly ScenarioResult[];
  readonly profile: ProfileReport;
}

const where = (deviation: Deviation): string =>
  `${deviation.source}: "${deviation.scenario}" (${deviation.feature})`;

/** Why an entry may not excuse its scenarios, if it may not: a @decided scenario, rules that are not its tags. */
function refusal(deviation: Deviation, matches: readonly ScenarioResult[]): string | undefined {
  const tags = new Set(matches.flatMap((scenario) => scenario.tags));
  const decided = [...tags].some((tag) => classifyTag(tag).kind === 'decided');
  if (decided)
    return `${where(deviation)} is tagged @decided: a profile may only excuse rules the spec states`;
  const untagged = deviation.rules.filter((rule) => !tags.has(`@${rule}`));
  if (untagged.length > 0)
    return `${where(deviation)} lists ${untagged.join(', ')}, which ${untagged.length === 1 ? 'is not a tag' : 'are not tags'} of the scenario`;
  return undefined;
}

/** Whether a failed scenario shows what the entry lists (an entry without `shows` takes any failure). */
const showsAsListed = (deviation: Deviation, scenario: ScenarioResult): boolean =>
  deviation.shows === undefined || (scenario.reason ?? '').includes(deviation.shows);

/** The reason a deviating scenario gives in every report. */
export const deviatesReason = (profile: DeviationProfile, deviation: Deviation): string =>
  `deviates from the spec as ${profile.title} does: ${deviation.deviation}`;

/**
 * `featureExists` tells an entry whose feature file is not in the package (an error) from one whose feature this
 * run did not parse (not judged). Scenario Outline examples are named by their expanded name, as the reports show
 * it; an entry matches every scenario of its feature with that name.
 */
export function applyProfile(
  scenarios: readonly ScenarioResult[],
  profile: DeviationProfile,
  featureExists: (uri: string) => boolean,
): ProfiledRun {
  const problems: string[] = [];
  const excusedBy = new Map<ScenarioResult, Deviation>();
  const parsed = new Set(scenarios.map((scenario) => scenario.uri));
  let deviating = 0;
  let notJudged = 0;
  for (const deviation of profile.deviations) {
    if (!featureExists(deviation.feature)) {
      problems.push(`${where(deviation)}: no feature file ${deviation.feature}`);
      continue;
    }
    if (!parsed.has(deviation.feature)) {
      notJudged += 1;
      continue;
    }
    const matches = scenarios.filter((s) => s.uri === deviation.feature && s.name === deviation.scenario);
    if (matches.length === 0) {
      problems.push(`${where(deviation)}: the feature has no scenario of that name`);
      continue;
    }
    const refused = refusal(deviation, matches);
    if (refused !== undefined) {
      problems.push(refused);
      continue;
    }
    const failed = matches.filter((scenario) => scenario.outcome === 'failed');
    // An entry that says what its failure shows excuses that failure only; any other is a new one.
    const asListed = failed.filter((scenario) => showsAsListed(deviation, scenario));
    if (asListed.length < failed.length)
      problems.push(
        `${where(deviation)} failed otherwise than listed: its failure does not show "${deviation.shows}"`,
      );
    for (const scenario of asListed) excusedBy.set(scenario, deviation);
    if (asListed.length > 0) deviating += 1;
    else if (failed.length > 0) continue;
    else if (matches.some((scenario) => scenario.outcome === 'passed')) {
      // A deviation the target's timing shows only in some runs passes in the others.
      if (deviation.intermittent === undefined)
        problems.push(`unexpected pass: ${where(deviation)} passes; remove the entry`);
    } else notJudged += 1;
  }
  const profiled = scenarios.map((scenario): ScenarioResult => {
    const deviation = excusedBy.get(scenario);
    if (deviation === undefined) return scenario;
    const note: DeviationNote = {
      profile: profile.name,
      kind: deviation.kind,
      evidence: deviation.evidence,
      ...(scenario.reason === undefined ? {} : { failure: scenario.reason }),
      behaviour: deviation.behaviour ?? deviation.deviation,
      rules: deviation.rules,
    };
    return { ...scenario, outcome: 'deviates', reason: deviatesReason(profile, deviation), deviation: note };
  });
  const { name, title, description } = profile;
  return {
    scenarios: profiled,
    profile: {
      name,
      title,
      description,
      listed: profile.deviations.length,
      deviating,
      notJudged,
      newDeviations: profiled.filter((scenario) => scenario.outcome === 'failed').length,
      problems,
    },
  };
}
