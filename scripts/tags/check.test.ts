// Unit tests for the feature tag checker.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CAPABILITIES } from '../../kit/core/capabilities.ts';
import { classifyTag } from '../../kit/report/tag-catalogue.ts';
import { checkTags, type FeatureSource } from './check.ts';

const RULES = new Set(['CCF-001', 'CCF-002', 'CCF-003', 'SQL-001']);

function feature(text: string, uri = 'features/x.feature'): FeatureSource[] {
  return [{ uri, text }];
}

test('a well-tagged feature has no findings and counts pickles and covered rules', () => {
  const report = checkTags(
    feature(`@coordinator-config @serial
Feature: Dynamic config

  Rule: Updates
    @CCF-001
    Scenario: one
      Given nothing

    @CCF-002 @phase:validate @needs:fresh-target
    Scenario Outline: two
      Given <x>

      @CCF-003 @known-gap:42
      Examples:
        | x |
        | a |
        | b |
`),
    RULES,
  );
  assert.deepEqual(report.findings, []);
  assert.equal(report.scenarios, 3);
  assert.deepEqual(report.rulesCovered, ['CCF-001', 'CCF-002', 'CCF-003']);
});

test('rule-ID tags are inherited from Feature and Rule blocks', () => {
  const report = checkTags(
    feature(`@SQL-001
Feature: f
  Scenario: inherits from the feature
    Given x

  @CCF-001
  Rule: r
    Scenario: inherits from the rule
      Given y
`),
    RULES,
  );
  assert.deepEqual(report.findings, []);
  assert.deepEqual(report.rulesCovered, ['CCF-001', 'SQL-001']);
});

test('reports unknown tags, unknown rule IDs, unknown capabilities and untagged scenarios with lines', () => {
  const report = checkTags(
    feature(`@sql @wip
Feature: f

  @CCF-999 @needs:gpu @phase:deploy
  Scenario: bad tags
    Given x

  Scenario: no rule
    Given y
`),
    RULES,
  );
  assert.deepEqual(
    report.findings.map((f) => `${f.uri}:${f.line}: ${f.message}`),
    [
      'features/x.feature:1: unknown tag @wip (not in the tag catalogue, see kit/report/tag-catalogue.ts)',
      'features/x.feature:4: @CCF-999 names no rule in spec/rules.json',
      `features/x.feature:4: unknown capability in @needs:gpu (known: ${Object.keys(CAPABILITIES).join(', ')})`,
      'features/x.feature:4: unknown tag @phase:deploy (not in the tag catalogue, see kit/report/tag-catalogue.ts)',
      'features/x.feature:8: scenario "no rule" carries no rule-ID tag',
    ],
  );
  assert.equal(report.scenarios, 2);
  assert.deepEqual(report.rulesCovered, []);
});

test('each Examples row without a rule-ID tag is reported at its own line', () => {
  const report = checkTags(
    feature(`Feature: f
  Scenario Outline: o
    Given <x>

    @CCF-001
    Examples: tagged
      | x |
      | a |

    Examples: untagged
      | x |
      | b |
`),
    RULES,
  );
  assert.deepEqual(
    report.findings.map((f) => f.line),
    [12],
  );
  assert.deepEqual(report.rulesCovered, ['CCF-001']);
});

test('a feature that does not parse is reported, not thrown', () => {
  const report = checkTags(feature('Feature: f\n  Scenario: s\n    Given x\n  nonsense line\n'), RULES);
  assert.equal(report.findings.length, 1);
  assert.equal(report.findings[0]?.line, 4);
  assert.match(report.findings[0]?.message ?? '', /^cannot parse: /);
  assert.equal(report.scenarios, 0);
});

test('classifyTag recognises every catalogue family and nothing else', () => {
  assert.deepEqual(classifyTag('@CCF-003'), { kind: 'rule', ruleId: 'CCF-003' });
  assert.deepEqual(classifyTag('@overlord-config'), { kind: 'area', area: 'overlord-config' });
  assert.deepEqual(classifyTag('@serial'), { kind: 'serial' });
  assert.deepEqual(classifyTag('@decided'), { kind: 'decided' });
  assert.deepEqual(classifyTag('@optional'), { kind: 'optional' });
  assert.deepEqual(classifyTag('@hardening'), { kind: 'hardening' });
  assert.deepEqual(classifyTag('@needs:autoscaling'), {
    kind: 'needs',
    capability: 'autoscaling',
    known: true,
  });
  assert.deepEqual(classifyTag('@needs:gpu'), { kind: 'needs', capability: 'gpu', known: false });
  assert.deepEqual(classifyTag('@known-gap:17'), { kind: 'known-gap', issue: 17 });
  assert.deepEqual(classifyTag('@phase:execute'), { kind: 'phase', phase: 'execute' });
  for (const tag of [
    '@CCF-0031',
    '@ccf-003',
    '@known-gap:x',
    '@needs:',
    '@phase:',
    '@Serial',
    '@hardenings',
    'serial',
    '@area',
  ]) {
    assert.deepEqual(classifyTag(tag), { kind: 'unknown' }, tag);
  }
});
