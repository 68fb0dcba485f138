// Unit tests for the stdout summary.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aggregate, type SpecRule } from './aggregate.ts';
import { specRule } from './fixtures/spec-rule.ts';
import { compactIds, renderConsole } from './render-console.ts';

const rule = (id: string, area: string, summary?: string): SpecRule =>
  specRule(id, area, summary === undefined ? {} : { summary });

const report = aggregate({
  rules: [
    rule('CCF-001', 'coordinator-config', 'a | b'),
    rule('CCF-002', 'coordinator-config'),
    rule('SQL-001', 'sql'),
    rule('SQL-002', 'sql'),
  ],
  scenarios: [
    { name: 'ok', uri: 'features/c.feature', tags: ['@CCF-001'], outcome: 'passed' },
    {
      name: 'bad',
      uri: 'features/c.feature',
      line: 12,
      tags: ['@CCF-002'],
      outcome: 'failed',
      reason: '200\n!== 400',
    },
    { name: 'broken', uri: 'features/c.feature', tags: ['@CCF-002', '@decided'], outcome: 'error' },
    {
      name: 'skip',
      uri: 'features/c.feature',
      tags: ['@SQL-001'],
      outcome: 'unsupported',
      reason: 'lacks x',
    },
    { name: 'out', uri: 'features/c.feature', tags: [], outcome: 'excluded', reason: 'not run' },
  ],
  target: { url: 'http://router' },
  generatedAt: '2025-01-01T00:00:00.000Z',
});

test('the stdout summary lists areas, uncovered rules and ends with the conformance line', () => {
  const lines = renderConsole(report, 2);
  // The run checked 3 rules (one has no scenario): the headline speaks of them, the catalogue beside.
  assert.equal(
    lines[0],
    'score: 1/3 rules this run checked passed (33.3%); catalogue: 1/4 rules passed (25%)',
  );
  assert.equal(
    lines[1],
    'area                covered  passed  failed  error  unsupported  excluded  deviates  blocked',
  );
  assert.ok(
    lines.includes(
      'coordinator-config      2/2       1       1      0            0         0         0        0',
    ),
  );
  assert.ok(
    lines.includes(
      'sql                     1/2       0       0      0            1         0         0        0',
    ),
  );
  assert.ok(lines.includes('not covered (1): SQL-002'));
  // Scenarios that check stated rules and @decided ones are counted apart.
  assert.ok(
    lines.includes(
      'stated rules: 4 scenarios check rules the spec states: 1 passed, 1 failed, 1 unsupported, 1 excluded',
    ),
  );
  assert.ok(
    lines.includes('decided: 1 @decided scenarios follow real Druid where the spec is silent: 1 error'),
  );
  assert.ok(lines.includes('harness errors: 1 scenarios (the kit broke, not the target)'));
  assert.ok(lines.includes('warning: 2 malformed line(s) in messages.ndjson'));
  assert.equal(
    lines.at(-1),
    'conformance: 1 passed, 1 failed, 1 unsupported, 1 excluded, 1 error, 0 deviates, 0 blocked',
  );
});

test('a run that itself failed says so', () => {
  const lines = renderConsole(
    { ...report, runFailure: 'a BeforeAll or AfterAll hook failed with Error: x' },
    0,
  );
  assert.ok(
    lines.includes('warning: the run itself failed: a BeforeAll or AfterAll hook failed with Error: x'),
  );
  assert.ok(!renderConsole(report, 0).some((line) => line.includes('run itself')));
});

test('compactIds merges runs of consecutive numbers per prefix', () => {
  assert.equal(
    compactIds(['GEN-001', 'GEN-002', 'GEN-003', 'GEN-005', 'SQL-006', 'SQL-007', 'CCF-010']),
    'GEN-001..003, GEN-005, SQL-006..007, CCF-010',
  );
  assert.equal(compactIds([]), '');
});
