// Unit tests for the Markdown report.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aggregate, type SpecRule } from './aggregate.ts';
import { specRule } from './fixtures/spec-rule.ts';
import { inline, renderMarkdown } from './render-markdown.ts';
import { conformanceStatement } from './statement.ts';

const rule = (id: string, area: string, summary?: string): SpecRule =>
  specRule(id, area, summary === undefined ? {} : { summary });

const aggregated = aggregate({
  rules: [
    rule('CCF-001', 'coordinator-config', 'a | b'),
    rule('CCF-002', 'coordinator-config'),
    rule('SQL-001', 'sql'),
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
      reproduction: 'curl -i -X GET "$TARGET_URL/x"',
      steps: [
        {
          keyword: 'Then ',
          text: 'eventually',
          status: 'failed',
          exchanges: [],
          consistency: [{ elapsedMs: 40, attempts: 2, deadlineMs: 100, met: true }],
        },
      ],
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
  target: { target: 'http://router', targetVersion: '31.0.0' },
  generatedAt: '2025-01-01T00:00:00.000Z',
});
const statement = conformanceStatement(aggregated, {
  kit: { name: 'kit', version: '1.2.3' },
  catalogueText: '[]',
});
const report = { ...aggregated, statement };

test('the Markdown report has the score, area tables, uncovered and failing rules and decided scenarios', () => {
  const md = renderMarkdown(report);
  assert.match(md, /by kit 1\.2\.3 for http:\/\/router \(version 31\.0\.0\)/);
  assert.match(md, /\*\*Score: 1 \/ 3 rules passed \(33\.3 %\)\*\*; 3 rules are covered/);
  assert.match(
    md,
    /Scenarios: 1 passed, 1 failed, 1 unsupported, 1 excluded, 1 error, 0 deviates, 0 blocked\./,
  );
  assert.match(md, /"target": "http:\/\/router"/);
  assert.match(md, /\| coordinator-config \| 2 \| 1 \| 1 \| 0 \| 0 \| 0 \| 0 \| 0 \| 0 \| 50 % \|/);
  assert.match(md, /\| SQL-001 \| ⛔ unsupported \|/);
  assert.match(md, /## Unsupported rules \(1\)\n\n- \*\*SQL-001\*\*: summary of SQL-001 — lacks x/);
  assert.match(md, /## Time to consistency[\s\S]*\| CCF-002 \| 1 check, median 40 ms, max 40 ms \|/);
  assert.match(md, / {4}```sh\n {4}curl -i -X GET "\$TARGET_URL\/x"\n {4}```/);
  assert.match(md, /### sql \(0\/1 passed\)/);
  assert.match(md, /## Rules not covered \(0\)\n\nNone\./);
  assert.match(md, /\| CCF-001 \| ✅ passed \| implied \| 1 \| a \\\| b \|/);
  assert.match(md, /## Failing rules \(1\)\n\n- \*\*CCF-002\*\* ❌ failed/);
  assert.match(
    md,
    / {2}- failed: bad \(`features\/c\.feature:12`\) — 200 !== 400\n {4}```sh\n[^\n]+\n {4}```\n {2}- error: broken/,
  );
  assert.match(
    md,
    /## Decided behaviour \(1 scenarios\)[\s\S]*- error: broken \(`features\/c\.feature`\) \[CCF-002\]/,
  );
});

test('inline flattens whitespace, escapes pipes and truncates', () => {
  assert.equal(inline('a\n |  b'), 'a \\| b');
  assert.equal(inline('abcdef', 4), 'abc…');
});
