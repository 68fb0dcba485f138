// Unit tests for aggregating scenario outcomes per rule and area.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aggregate, percentOf, type SpecRule } from './aggregate.ts';
import { specRule } from './fixtures/spec-rule.ts';
import type { Outcome, ScenarioResult } from './read-messages.ts';
import type { StepDetail } from './scenario-steps.ts';

const rule = (id: string, area: string): SpecRule =>
  specRule(id, area, { certainty: 'stated', checkableOnAnyTarget: true });

function result(name: string, tags: string[], outcome: Outcome, reason?: string): ScenarioResult {
  const base = { name, uri: 'features/a.feature', tags, outcome };
  return reason === undefined ? base : { ...base, reason };
}

const RULES = ['CCF-001', 'CCF-002', 'CCF-003', 'CCF-004', 'CCF-005', 'CCF-006']
  .map((id) => rule(id, 'coordinator-config'))
  .concat([rule('SQL-001', 'sql'), rule('SQL-002', 'sql')]);

const timed = (...elapsed: [number, boolean][]): StepDetail => ({
  keyword: 'Then ',
  text: 'eventually …',
  status: 'passed',
  exchanges: [],
  consistency: elapsed.map(([elapsedMs, met]) => ({ elapsedMs, attempts: 2, deadlineMs: 500, met })),
});

const SCENARIOS = [
  result('a', ['@coordinator-config', '@CCF-001'], 'passed'),
  { ...result('b', ['@CCF-001', '@CCF-002'], 'failed', 'status 200 !== 400'), reproduction: 'curl -i b' },
  result('c', ['@CCF-002', '@CCF-003'], 'error', 'undefined step'),
  result('d', ['@CCF-003', '@decided'], 'passed'),
  result('e', ['@CCF-004', '@CCF-005'], 'unsupported', 'target lacks autoscaling'),
  result('e2', ['@CCF-005'], 'excluded', 'read-only mode'),
  result('e3', ['@CCF-006'], 'excluded', 'not run'),
  { ...result('f', ['@SQL-001', '@XYZ-001'], 'passed'), steps: [timed([100, true], [300, true])] },
  { ...result('f2', ['@SQL-001'], 'passed'), steps: [timed([200, true], [500, false])] },
  result('g', ['@serial'], 'passed'),
];

const report = aggregate({ scenarios: SCENARIOS, rules: RULES, target: { url: 'x' }, generatedAt: 'now' });

test('rule status: failed > error > passed > unsupported > excluded > not covered', () => {
  assert.deepEqual(
    report.rules.map((r) => [r.id, r.status]),
    [
      ['CCF-001', 'failed'],
      ['CCF-002', 'failed'],
      ['CCF-003', 'error'],
      ['CCF-004', 'unsupported'],
      ['CCF-005', 'unsupported'],
      ['CCF-006', 'excluded'],
      ['SQL-001', 'passed'],
      ['SQL-002', 'not covered'],
    ],
  );
  assert.equal(report.rules[0]?.scenarios[1]?.reproduction, 'curl -i b');
  assert.deepEqual(report.rules[3]?.scenarios, [
    { name: 'e', uri: 'features/a.feature', outcome: 'unsupported', reason: 'target lacks autoscaling' },
  ]);
});

test('time to consistency per scenario and per rule: median and max of the met checks, the unmet counted', () => {
  const sql = report.rules.find((r) => r.id === 'SQL-001');
  assert.deepEqual(sql?.consistency, { checks: 4, unmet: 1, medianMs: 200, maxMs: 300 });
  assert.deepEqual(sql?.scenarios[1]?.consistency, { checks: 2, unmet: 1, medianMs: 200, maxMs: 200 });
  assert.equal(report.rules[0]?.consistency, undefined);
});

test('totals, rule counts, score and areas', () => {
  assert.deepEqual(report.totals, {
    passed: 5,
    failed: 1,
    unsupported: 1,
    excluded: 2,
    error: 1,
    deviates: 0,
    blocked: 0,
  });
  assert.deepEqual(report.ruleCounts, {
    passed: 1,
    failed: 2,
    unsupported: 2,
    excluded: 1,
    error: 1,
    deviates: 0,
    blocked: 0,
    'not covered': 1,
  });
  assert.deepEqual(report.score, {
    rulesPassed: 1,
    rulesTotal: 8,
    percent: 12.5,
    coveredRules: 7,
    rulesChecked: 6,
    checkedPercent: 16.7,
  });
  assert.deepEqual(Object.keys(report.areas), ['coordinator-config', 'sql']);
  assert.deepEqual(report.areas['coordinator-config'], {
    total: 6,
    passed: 0,
    failed: 2,
    unsupported: 2,
    excluded: 1,
    error: 1,
    deviates: 0,
    blocked: 0,
    notCovered: 0,
    percent: 0,
  });
  assert.deepEqual(report.areas.sql, {
    total: 2,
    passed: 1,
    failed: 0,
    unsupported: 0,
    excluded: 0,
    error: 0,
    deviates: 0,
    blocked: 0,
    notCovered: 1,
    percent: 50,
  });
  assert.deepEqual(report.target, { url: 'x' });
});

test('decided scenarios count toward their rules and are listed separately; unknown IDs are collected', () => {
  assert.deepEqual(report.decided, [
    { name: 'd', uri: 'features/a.feature', outcome: 'passed', rules: ['CCF-003'] },
  ]);
  assert.ok(report.rules[2]?.scenarios.some((s) => s.name === 'd'));
  assert.deepEqual(report.unknownRuleIds, ['XYZ-001']);
});

test('percentOf rounds to one decimal and treats an empty whole as 0', () => {
  assert.equal(percentOf(1, 3), 33.3);
  assert.equal(percentOf(2, 3), 66.7);
  assert.equal(percentOf(0, 0), 0);
});
