// Judges the records of a mirrored cucumber run against the expectations: one verdict per scenario.
import { judge } from './classify.ts';
import { type Expectation, expectationForScenario } from './expectations.ts';
import type { ScenarioResult } from './results.ts';
import { type ScenarioRecord, scenarioComparison } from './scenario-records.ts';

/** A scenario diverges when one of its SQL answers did; with none, one the reference could not give is an error. */
export function scenarioResults(
  records: readonly ScenarioRecord[],
  expectations: readonly Expectation[],
): ScenarioResult[] {
  return records.map((record) => {
    const comparison = scenarioComparison(record);
    const outcome =
      comparison.same && record.errors.length > 0 ? { error: record.errors.join('; ') } : { comparison };
    const expectation = expectationForScenario(expectations, record.scenario, record.feature);
    return {
      scenario: record.scenario,
      feature: record.feature,
      compared: record.compared,
      divergences: record.divergences,
      ...judge(outcome, expectation),
    };
  });
}
