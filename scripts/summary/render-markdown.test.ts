// Unit tests for the Markdown report.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aggregate, type SpecRule } from './aggregate.ts';
import { inline, renderMarkdown } from './render-markdown.ts';

function rule(id: string, area: string, summary = `summary of ${id}`): SpecRule {
  return {
    id,
    area,
    section: 's',
    kind: 'behaviour',
    method: null,
    path: null,
    summary,
    certainty: 'implied',
    checkableOnAnyTarget: false,
  };
}

const report = aggregate({
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
    },
    { name: 'broken', uri: 'features/c.feature', tags: ['@CCF-002', '@decided'], outcome: 'error' },
    { name: 'skip', uri: 'features/c.feature', tags: [], outcome: 'skipped' },
  ],
  target: { url: 'http://router' },
  generatedAt: '2025-01-01T00:00:00.000Z',
});

test('the Markdown report has the score, area tables, uncovered and failing rules and decided scenarios', () => {
  const md = renderMarkdown(report);
  assert.match(md, /\*\*Score: 1 \/ 3 rules passed \(33\.3 %\)\*\*; 2 rules are covered/);
  assert.match(md, /"url": "http:\/\/router"/);
  assert.match(md, /\| coordinator-config \| 2 \| 1 \| 1 \| 0 \| 0 \| 0 \| 50 % \|/);
  assert.match(md, /### sql \(0\/1 passed\)/);
  assert.match(md, /\| CCF-001 \| ✅ passed \| implied \| 1 \| a \\\| b \|/);
  assert.match(md, /## Rules not covered \(1\)\n\n- \*\*SQL-001\*\* \(sql\): summary of SQL-001/);
  assert.match(md, /## Failing rules \(1\)\n\n- \*\*CCF-002\*\* ❌ failed/);
  assert.match(md, / {2}- failed: bad \(`features\/c\.feature:12`\) — 200 !== 400\n {2}- error: broken/);
  assert.match(
    md,
    /## Decided behaviour \(1 scenarios\)[\s\S]*- error: broken \(`features\/c\.feature`\) \[CCF-002\]/,
  );
});

test('inline flattens whitespace, escapes pipes and truncates', () => {
  assert.equal(inline('a\n |  b'), 'a \\| b');
  assert.equal(inline('abcdef', 4), 'abc…');
});
