import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statementMarkdown } from './statement.ts';

const summary = {
  generatedAt: '2026-11-26T18:26:42.233Z',
  totals: { passed: 10, failed: 2, unsupported: 3, excluded: 0, error: 0, deviates: 4 },
  score: { rulesPassed: 7, rulesTotal: 374, percent: 1.9 },
  profile: { name: 'apache-druid-33' },
};
const report = '# Conformance report\n\nGenerated 2026-11-26 by the kit.\n\n**Score: 7 / 374**\n';

test('a statement counts deviations as failures without the profile and keeps the report body', () => {
  const text = statementMarkdown({
    title: 'Apache Druid 33.0.0',
    commit: 'abc1234',
    command: 'npm run druid:conformance',
    classification: '## Failures\n| a | b |\n',
    summary,
    report,
  });
  assert.match(
    text,
    /at commit `abc1234` on 2026-11-26 against the lab's live Apache Druid 33.0.0\n\(assembled/,
  );
  assert.match(text, /Without the profile:\*\* 10 passed, 6 failed, 3 unsupported/);
  assert.match(text, /`apache-druid-33`\): 10 passed, 4 deviate as listed, 2 failed outside/);
  assert.match(
    text,
    /## Failures\n\| a \| b \|\n\n## The kit's report, as written\n\n\*\*Score: 7 \/ 374\*\*/,
  );
  assert.doesNotMatch(text, /# Conformance report/);
});

test('a run without a profile says so', () => {
  const text = statementMarkdown({
    title: 'T',
    commit: 'c',
    command: 'x',
    classification: '',
    summary: { ...summary, profile: null },
    report,
  });
  assert.match(text, /No profile\*\* was given/);
});

test('a third-party server names where it came from, and the blocked scenarios are counted', () => {
  const text = statementMarkdown({
    title: 'FerroDruid 1.5.1',
    commit: 'c',
    command: 'npm run ferrodruid:conformance -- --source ../ferrodruid',
    classification: '',
    origin: 'FerroDruid 1.5.1, built from its source',
    summary: { ...summary, totals: { ...summary.totals, blocked: 5 }, profile: null },
    report,
  });
  assert.match(text, /on 2026-11-26 against FerroDruid 1.5.1, built from its source, with:/);
  assert.doesNotMatch(text, /Maven Central/);
  assert.match(text, /Without the profile:\*\* 10 passed, 6 failed, 3 unsupported, 5 blocked, 0 kit errors/);
});

test('a statement counts every scenario, stated and @decided apart, and explains each rule it could not check', () => {
  const counts = { passed: 0, failed: 0, unsupported: 0, excluded: 0, error: 0, deviates: 0, blocked: 0 };
  const text = statementMarkdown({
    title: 'T',
    commit: 'c',
    command: 'x',
    classification: '',
    summary: {
      ...summary,
      totals: { ...summary.totals, blocked: 1 },
      scenarioKinds: { stated: { ...counts, passed: 6, deviates: 4 }, decided: { ...counts, passed: 4 } },
      deviationBehaviours: [{}, {}],
      rules: [
        { id: 'SEC-023', status: 'unsupported', scenarios: [{ outcome: 'unsupported', reason: 'lacks x' }] },
        {
          id: 'SQL-014',
          status: 'unsupported',
          scenarios: [{ outcome: 'unsupported', reason: 'lacks security' }],
        },
        { id: 'SQL-001', status: 'passed', scenarios: [{ outcome: 'passed' }] },
      ],
    },
    report,
    notes: new Map([['SEC-023', 'TLS needs the lab restarted with keystores']]),
  });
  assert.match(text, /\*\*Scenarios:\*\* 20, every scenario of the suite at that commit \(1 blocked/);
  assert.match(
    text,
    /- \*\*stated rules:\*\* 10 scenarios check rules the spec states: 6 passed, 4 deviates/,
  );
  assert.match(text, /- \*\*decided:\*\* 4 @decided scenarios/);
  assert.match(text, /the deviations are 2 distinct behaviours\./);
  assert.match(text, /## Rules this run could not check \(2\)/);
  assert.match(text, /- \*\*SEC-023\*\* \(unsupported\): TLS needs the lab restarted with keystores/);
  assert.match(text, /- \*\*SQL-014\*\* \(unsupported\): lacks security/);
  assert.doesNotMatch(text, /\*\*SQL-001\*\*/);
});
