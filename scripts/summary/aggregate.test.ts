// Unit tests for aggregating scenario outcomes per rule and area.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aggregate, percentOf, type SpecRule } from './aggregate.ts';
import type { Outcome, ScenarioResult } from './read-messages.ts';

function rule(id: string, area: string): SpecRule {
  return {
    id,
    area,
    section: 's',
    kind: 'behaviour',
    method: null,
    path: null,
    summary: `summary of ${id}`,
    certainty: 'stated',
    checkableOnAnyTarget: true,
  };
}

function result(name: string, tags: string[], outcome: Outcome, reason?: string): ScenarioResult {
  const base = { name, uri: 'features/a.feature', tags, outcome };
  return reason === undefined ? base : { ...base, reason };
}

const RULES = ['CCF-001', 'CCF-002', 'CCF-003', 'CCF-004', 'CCF-005']
  .map((id) => rule(id, 'coordinator-config'))
  .concat([rule('SQL-001', 'sql'), rule('SQL-002', 'sql')]);

const SCENARIOS = [
  result('a', ['@coordinator-config', '@CCF-001'], 'passed'),
  result('b', ['@CCF-001', '@CCF-002'], 'failed', 'status 200 !== 400'),
  result('c', ['@CCF-002', '@CCF-003'], 'error', 'undefined step'),
  result('d', ['@CCF-003', '@decided'], 'passed'),
  result('e', ['@CCF-004'], 'skipped', 'no autoscaling'),
  result('f', ['@SQL-001', '@XYZ-001'], 'passed'),
  result('g', ['@serial'], 'passed'),
];

const report = aggregate({ scenarios: SCENARIOS, rules: RULES, target: { url: 'x' }, generatedAt: 'now' });

test('rule status: failed beats error beats passed beats skipped; no scenario means not covered', () => {
  assert.deepEqual(
    report.rules.map((r) => [r.id, r.status]),
    [
      ['CCF-001', 'failed'],
      ['CCF-002', 'failed'],
      ['CCF-003', 'error'],
      ['CCF-004', 'skipped'],
      ['CCF-005', 'not covered'],
      ['SQL-001', 'passed'],
      ['SQL-002', 'not covered'],
    ],
  );
  assert.deepEqual(report.rules[3]?.scenarios, [
    { name: 'e', uri: 'features/a.feature', outcome: 'skipped', reason: 'no autoscaling' },
  ]);
});

test('totals, score and areas', () => {
  assert.deepEqual(report.totals, { passed: 4, failed: 1, error: 1, skipped: 1 });
  assert.deepEqual(report.score, { rulesPassed: 1, rulesTotal: 7, percent: 14.3, coveredRules: 5 });
  assert.deepEqual(Object.keys(report.areas), ['coordinator-config', 'sql']);
  assert.deepEqual(report.areas['coordinator-config'], {
    total: 5,
    passed: 0,
    failed: 2,
    error: 1,
    skipped: 1,
    notCovered: 1,
    percent: 0,
  });
  assert.deepEqual(report.areas.sql, {
    total: 2,
    passed: 1,
    failed: 0,
    error: 0,
    skipped: 0,
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
