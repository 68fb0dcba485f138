// Reads Cucumber messages (NDJSON) into one result per scenario (pickle), using its final attempt only.
import { collectRun } from './envelopes.ts';
import type { DeviationNote, Outcome } from './outcomes.ts';
import { type ScenarioSteps, scenarioSteps } from './scenario-steps.ts';
import { type ScenarioTiming, scenarioTiming } from './scenario-time.ts';
import { verdict } from './verdict.ts';

export { OUTCOMES, type Outcome } from './outcomes.ts';

export interface ScenarioResult extends Partial<ScenarioSteps>, ScenarioTiming {
  readonly name: string;
  readonly uri: string;
  /** Line of the Scenario, or of the Examples row for an outline. */
  readonly line?: number;
  /** Tag names, inherited ones included, e.g. `@CCF-003`. */
  readonly tags: readonly string[];
  readonly outcome: Outcome;
  readonly reason?: string;
  /** A `deviates` scenario: the profile entry that excused its failure. */
  readonly deviation?: DeviationNote;
}

export interface MessagesReading {
  readonly scenarios: readonly ScenarioResult[];
  /** Lines that were not JSON, e.g. the last one of a run that was killed while writing. */
  readonly malformedLines: number;
  /** Why the run itself broke (a BeforeAll or AfterAll hook failed), if it did. */
  readonly runFailure?: string;
}

/** Why a pickle has no attempt: the run broke or stopped before it (an error), or it was left out (excluded). */
function notRun(runFailure: string | undefined, finished: boolean): { outcome: Outcome; reason: string } {
  if (runFailure !== undefined) return { outcome: 'error', reason: `not run: ${runFailure}` };
  if (!finished) return { outcome: 'error', reason: 'not run: the run stopped before this scenario' };
  return { outcome: 'excluded', reason: 'not run' };
}

/** One result per pickle, in the order the pickles were emitted; only each pickle's last attempt counts. */
export function readScenarioResults(ndjson: string): MessagesReading {
  const run = collectRun(ndjson);
  const scenarios = run.pickles.map((pickle): ScenarioResult => {
    const attempt = run.lastAttempt.get(pickle.id);
    const base = {
      name: pickle.name,
      uri: pickle.uri,
      ...(pickle.location === undefined ? {} : { line: pickle.location.line }),
      tags: pickle.tags.map((tag) => tag.name),
    };
    if (attempt === undefined) return { ...base, ...notRun(run.runFailure, run.finished) };
    if (!attempt.finished || attempt.willBeRetried) {
      return { ...base, outcome: 'error', reason: 'the run ended before the scenario finished' };
    }
    const testSteps = run.testCases.get(attempt.testCaseId)?.testSteps ?? [];
    const stepText = (testStepId: string): string | undefined => {
      const pickleStepId = testSteps.find((step) => step.id === testStepId)?.pickleStepId;
      return pickle.steps.find((step) => step.id === pickleStepId)?.text;
    };
    const { decidingStepId, ...decided } = verdict(attempt, stepText);
    const steps = scenarioSteps(run, pickle, attempt, decidingStepId);
    return { ...base, ...decided, ...steps, ...scenarioTiming(attempt) };
  });
  const { malformedLines, runFailure } = run;
  return { scenarios, malformedLines, ...(runFailure === undefined ? {} : { runFailure }) };
}
