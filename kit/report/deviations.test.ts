// Applying a deviation profile to a run's outcomes: deviates, new deviations, unexpected passes, refused entries.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Deviation, DeviationProfile } from '../deviations/profile.ts';
import { profiledVerdict } from '../run/run-suite.ts';
import { aggregate, type SpecRule } from './aggregate.ts';
import { applyProfile } from './deviations.ts';
import { profiledExitCode } from './exit-code.ts';
import type { Outcome } from './outcomes.ts';
import type { ScenarioResult } from './read-messages.ts';
import { renderConsole } from './render-console.ts';

const FEATURE = 'features/sql/result-formats.feature';

const scenario = (name: string, outcome: Outcome, tags = ['@sql', '@SQL-012']): ScenarioResult => ({
  name,
  uri: FEATURE,
  tags,
  outcome,
  ...(outcome === 'failed' ? { reason: 'expected 200, got 400' } : {}),
});

const deviation = (scenarioName: string, more: Partial<Deviation> = {}): Deviation => ({
  feature: FEATURE,
  scenario: scenarioName,
  rules: ['SQL-012'],
  deviation: 'answers arrays of objects',
  evidence: 'Druid 33.0.0, live run',
  kind: 'spec-deviation',
  source: 'sql.json',
  ...more,
});

const profileOf = (...deviations: Deviation[]): DeviationProfile => ({
  name: 'apache-druid-33',
  title: 'Apache Druid 33.0.0',
  description: 'd',
  path: '/p',
  deviations,
});

const exists = () => true;

test('a listed scenario that fails deviates, with the profile and the failure it excused', () => {
  const run = applyProfile(
    [scenario('a', 'failed'), scenario('b', 'passed')],
    profileOf(deviation('a')),
    exists,
  );
  const [a, b] = run.scenarios;
  assert.equal(a?.outcome, 'deviates');
  assert.equal(a?.reason, 'deviates from the spec as Apache Druid 33.0.0 does: answers arrays of objects');
  assert.deepEqual(a?.deviation, {
    profile: 'apache-druid-33',
    kind: 'spec-deviation',
    evidence: 'Druid 33.0.0, live run',
    failure: 'expected 200, got 400',
    behaviour: 'answers arrays of objects',
    rules: ['SQL-012'],
  });
  assert.equal(b?.outcome, 'passed');
  assert.deepEqual(run.profile.problems, []);
  assert.equal(run.profile.deviating, 1);
});

const rule: SpecRule = {
  id: 'SQL-012',
  area: 'sql',
  section: 'SQL',
  kind: 'behaviour',
  method: null,
  path: null,
  summary: 's',
  certainty: 'stated',
  checkableOnAnyTarget: true,
};

const reportOf = (scenarios: ScenarioResult[], ...deviations: Deviation[]) => {
  const run = applyProfile(scenarios, profileOf(...deviations), exists);
  return aggregate({
    scenarios: run.scenarios,
    rules: [rule],
    target: null,
    generatedAt: 'now',
    profile: run.profile,
  });
};

test('a run whose failures all deviate as listed is green, and every count shows deviates apart', () => {
  const report = reportOf([scenario('a', 'failed'), scenario('b', 'passed')], deviation('a'));
  assert.equal(profiledExitCode(report), 0);
  assert.equal(report.totals.deviates, 1);
  assert.equal(report.totals.failed, 0);
  assert.equal(report.rules[0]?.status, 'deviates');
  assert.equal(report.areas.sql?.deviates, 1);
  assert.equal(report.ruleCounts.deviates, 1);
  const lines = renderConsole(report, 0);
  assert.equal(
    lines.at(-1),
    'conformance: 1 passed, 0 failed, 0 unsupported, 0 excluded, 0 error, 1 deviates, 0 blocked',
  );
  assert.deepEqual(report.deviationBehaviours, [
    {
      behaviour: 'answers arrays of objects',
      kind: 'spec-deviation',
      rules: ['SQL-012'],
      scenarios: [{ name: 'a', uri: FEATURE }],
    },
  ]);
  assert.ok(
    lines.includes(
      'profile apache-druid-33 (Apache Druid 33.0.0): 1 scenarios deviate as listed, 1 distinct behaviours (1 of 1 entries; 0 not judged in this run)',
    ),
  );
});

test('a failed scenario the profile does not list is a new deviation: it stays failed and fails the run', () => {
  const report = reportOf([scenario('a', 'failed'), scenario('c', 'failed')], deviation('a'));
  assert.equal(report.totals.failed, 1);
  assert.equal(report.profile?.newDeviations, 1);
  assert.equal(profiledExitCode(report), 1);
  assert.ok(
    renderConsole(report, 0).includes('new deviations: 1 failed scenarios the profile does not list'),
  );
});

test('an entry that says what its failure shows excuses that failure only; another one stays failed', () => {
  const run = applyProfile(
    [scenario('a', 'failed'), scenario('b', 'failed')],
    profileOf(deviation('a', { shows: 'got 400' }), deviation('b', { shows: 'got 404' })),
    exists,
  );
  assert.deepEqual(
    run.scenarios.map((s) => s.outcome),
    ['deviates', 'failed'],
  );
  assert.equal(run.profile.deviating, 1);
  assert.equal(run.profile.newDeviations, 1);
  assert.deepEqual(run.profile.problems, [
    'sql.json: "b" (features/sql/result-formats.feature) failed otherwise than listed: its failure does not show "got 404"',
  ]);
});

test('a listed scenario that passes is an unexpected pass that fails the run', () => {
  const report = reportOf([scenario('a', 'passed')], deviation('a'));
  assert.deepEqual(report.profile?.problems, [
    'unexpected pass: sql.json: "a" (features/sql/result-formats.feature) passes; remove the entry',
  ]);
  assert.equal(profiledExitCode(report), 1);
});

test('an intermittent entry that passes this time is no unexpected pass, and still excuses its failure', () => {
  const timing = { intermittent: 'when the report is already there' };
  const passed = reportOf([scenario('a', 'passed')], deviation('a', timing));
  assert.deepEqual(passed.profile?.problems, []);
  assert.equal(profiledExitCode(passed), 0);
  const failed = reportOf([scenario('a', 'failed')], deviation('a', timing));
  assert.equal(failed.profile?.deviating, 1);
  assert.equal(profiledExitCode(failed), 0);
});

test('a listed scenario this run did not judge (excluded, unsupported, its feature not run) is no problem', () => {
  const report = reportOf(
    [scenario('a', 'excluded')],
    deviation('a'),
    deviation('x', { feature: 'features/sql/other.feature' }),
  );
  assert.equal(report.profile?.notJudged, 2);
  assert.equal(profiledExitCode(report), 0);
});

test('an entry naming no scenario, a @decided one, or rules that are not its tags is refused and fails the run', () => {
  const decided = scenario('d', 'failed', ['@sql', '@SQL-012', '@decided']);
  const run = applyProfile(
    [decided, scenario('e', 'failed')],
    profileOf(deviation('d'), deviation('e', { rules: ['SQL-012', 'SQL-013'] }), deviation('nope')),
    (uri) => uri === FEATURE,
  );
  assert.deepEqual(run.profile.problems, [
    'sql.json: "d" (features/sql/result-formats.feature) is tagged @decided: a profile may only excuse rules the spec states',
    'sql.json: "e" (features/sql/result-formats.feature) lists SQL-013, which is not a tag of the scenario',
    'sql.json: "nope" (features/sql/result-formats.feature): the feature has no scenario of that name',
  ]);
  // A refused entry excuses nothing: its scenarios stay failed.
  assert.deepEqual(
    run.scenarios.map((s) => s.outcome),
    ['failed', 'failed'],
  );
  const missing = applyProfile(
    [],
    profileOf(deviation('a', { feature: 'features/nope.feature' })),
    () => false,
  );
  assert.deepEqual(missing.profile.problems, [
    'sql.json: "a" (features/nope.feature): no feature file features/nope.feature',
  ]);
});

test('an error or a broken run fails a profiled run whatever the profile says', () => {
  assert.equal(profiledExitCode(reportOf([scenario('a', 'error')], deviation('a'))), 1);
  const broken = aggregate({
    scenarios: [],
    rules: [rule],
    target: null,
    generatedAt: 'now',
    runFailure: 'hook',
  });
  assert.equal(profiledExitCode(broken), 1);
});

test("with a profile the summary's verdict is the run's, unless the summary could not judge", () => {
  assert.equal(profiledVerdict(1, 0), 0);
  assert.equal(profiledVerdict(1, 1), 1);
  assert.equal(profiledVerdict(0, 1), 1);
  assert.equal(profiledVerdict(1, 2), 1);
  assert.equal(profiledVerdict(0, 2), 1);
  assert.equal(profiledVerdict(null, null), 1);
});
