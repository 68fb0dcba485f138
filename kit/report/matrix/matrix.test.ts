// Unit tests for the matrix: arguments, labels, merging and both renderings.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Outcome, RuleStatus } from '../outcomes.ts';
import { mergeRuns } from './merge.ts';
import { MatrixInputError, parseMatrixArgs, readNotes, readRuns } from './read-runs.ts';
import { renderMatrixHtml, renderMatrixMarkdown } from './render-matrix.ts';

const rule = (id: string, area: string, status: RuleStatus) => ({ id, area, summary: `<${id}>`, status });
const score = (rulesPassed: number, rulesTotal: number) => ({ rulesPassed, rulesTotal, percent: 50 });
const scenario = (key: string, outcome: Outcome) => ({ key, outcome });

test('arguments: paths, labelled paths and the output directory', () => {
  assert.deepEqual(parseMatrixArgs(['a', '--label', 'prod=b/c.json', '--out', 'o']), {
    sources: [{ path: 'a' }, { label: 'prod', path: 'b/c.json' }],
    out: 'o',
  });
  assert.equal(parseMatrixArgs(['a']).out, 'reports');
  for (const bad of [[], ['--label', 'nolabel'], ['--out'], ['--colour', 'x']])
    assert.throws(() => parseMatrixArgs(bad), MatrixInputError);
});

test('runs are read from files or directories and labelled by target and version unless labelled', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-matrix-'));
  try {
    const statement = { target: { url: 'http://a', version: '1.0' } };
    mkdirSync(join(dir, 'run1'));
    const file = (name: string, extra: object) =>
      writeFileSync(
        name,
        JSON.stringify({ rules: [rule('SQL-001', 'sql', 'passed')], score: score(1, 1), ...extra }),
      );
    file(join(dir, 'run1', 'conformance.json'), { statement });
    file(join(dir, 'old.json'), { target: { target: 'http://old' } });
    file(join(dir, 'druid.json'), { statement: { ...statement, profile: { name: 'apache-druid-33' } } });
    writeFileSync(join(dir, 'bad.json'), '{"rules": 1}');
    const runs = readRuns([
      { path: join(dir, 'run1') },
      { path: join(dir, 'run1', 'conformance.json') },
      { path: join(dir, 'old.json') },
      { path: join(dir, 'old.json'), label: 'mine' },
      { path: join(dir, 'druid.json') },
    ]);
    assert.deepEqual(
      runs.map((run) => run.label),
      ['http://a 1.0', 'http://a 1.0 (2)', 'http://old', 'mine', 'http://a 1.0, profile apache-druid-33'],
    );
    assert.throws(() => readRuns([{ path: join(dir, 'bad.json') }]), /is not a conformance\.json/);
    assert.throws(() => readRuns([{ path: join(dir, 'none') }]), /not found/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a run's scenarios are keyed by file and name, a repeated name numbered in line order, each once", () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-matrix-'));
  try {
    const ref = (line: number, name: string, outcome: Outcome) => ({
      uri: 'features/a.feature',
      line,
      name,
      outcome,
    });
    const rules = [
      {
        ...rule('SQL-001', 'sql', 'passed'),
        scenarios: [ref(20, 'same', 'passed'), ref(9, 'same', 'failed')],
      },
      { ...rule('SQL-002', 'sql', 'passed'), scenarios: [ref(9, 'same', 'failed')] },
    ];
    const decided = [ref(30, 'decided', 'passed')];
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ rules, decided, score: score(1, 2) }));
    const [run] = readRuns([{ path: join(dir, 'run.json') }]);
    assert.deepEqual(
      run?.scenarios.map(({ key, outcome }) => [key, outcome]),
      [
        ['features/a.feature: same', 'failed'],
        ['features/a.feature: same #2', 'passed'],
        ['features/a.feature: decided', 'passed'],
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const matrix = mergeRuns([
  {
    label: 'v1 <old>',
    scenarios: [scenario('a:1', 'passed'), scenario('a:2', 'failed'), scenario('a:3', 'passed')],
    rules: [
      rule('SQL-001', 'sql', 'passed'),
      rule('SQL-002', 'sql', 'failed'),
      rule('SEC-001', 'security', 'unsupported'),
    ],
    score: score(1, 3),
  },
  {
    label: 'v2',
    scenarios: [scenario('a:1', 'passed'), scenario('a:2', 'passed'), scenario('a:4', 'unsupported')],
    rules: [
      rule('SQL-001', 'sql', 'passed'),
      rule('SQL-002', 'sql', 'passed'),
      rule('SEC-002', 'security', 'error'),
    ],
    score: score(2, 3),
  },
]);

test('rows are rules grouped by area; cells are statuses, null where a catalogue lacks the rule', () => {
  assert.deepEqual(
    matrix.areas.map(({ area, rows }) => [area, rows.map((row) => [row.id, row.cells, row.differs])]),
    [
      [
        'sql',
        [
          ['SQL-001', ['passed', 'passed'], false],
          ['SQL-002', ['failed', 'passed'], true],
        ],
      ],
      [
        'security',
        [
          ['SEC-001', ['unsupported', null], true],
          ['SEC-002', [null, 'error'], true],
        ],
      ],
    ],
  );
  assert.deepEqual(matrix.differing, ['SQL-002', 'SEC-001', 'SEC-002']);
});

test('scenarios whose outcome differs between runs are listed by file and name, null where a run lacks one', () => {
  assert.deepEqual(
    matrix.differingScenarios.map(({ key, outcomes }) => [key, outcomes]),
    [
      ['a:2', ['failed', 'passed']],
      ['a:3', ['passed', null]],
      ['a:4', [null, 'unsupported']],
    ],
  );
  assert.match(renderMatrixMarkdown(matrix), /\| a:2 \| failed \| passed \|/);
  assert.match(renderMatrixHtml(matrix), /Scenarios whose outcome differs between columns: 3/);
  const same = mergeRuns([
    { label: 'x', scenarios: [scenario('a:1', 'passed')], rules: [], score: score(0, 0) },
    { label: 'y', scenarios: [scenario('a:1', 'passed')], rules: [], score: score(0, 0) },
  ]);
  assert.deepEqual(same.differingScenarios, []);
  assert.match(renderMatrixMarkdown(same), /Every scenario has the same outcome in every column/);
});

test('both renderings show labels, scores, cells and the line of differing rules, escaped in HTML', () => {
  const md = renderMatrixMarkdown(matrix);
  assert.match(md, /Rules whose status differs between columns \(3\): SQL-002, SEC-001\.\.002/);
  assert.match(md, /\| Rule \| v1 <old> \| v2 \|/);
  assert.match(md, /\| \*\*Score\*\* \| 1 \/ 3 \(50 %\) \| 2 \/ 3 \(50 %\) \|/);
  assert.match(md, /\| SQL-002 ≠ \| failed \| passed \|/);
  assert.match(md, /\| SEC-001 ≠ \| unsupported \| — \|/);
  const html = renderMatrixHtml(matrix);
  assert.match(html, /<th>v1 &lt;old&gt;<\/th><th>v2<\/th>/);
  assert.match(html, /title="&lt;SQL-002&gt;"/);
  assert.doesNotMatch(html, /<script|<old>/);
});

test('notes by rule show in a column of their own; rules-only leaves the differing scenarios out', () => {
  const runs = [
    {
      label: 'x',
      scenarios: [scenario('a:1', 'passed')],
      rules: [rule('SEC-023', 'security', 'unsupported')],
      score: score(0, 1),
    },
    {
      label: 'y',
      scenarios: [scenario('a:1', 'failed')],
      rules: [rule('SEC-023', 'security', 'passed')],
      score: score(1, 1),
    },
  ];
  const noted = mergeRuns(runs, { notes: new Map([['SEC-023', 'TLS <needs> a restart']]), rulesOnly: true });
  const md = renderMatrixMarkdown(noted);
  assert.match(md, /\| Rule \| x \| y \| Note \|/);
  assert.match(md, /\| SEC-023 ≠ \| unsupported \| passed \| TLS <needs> a restart \|/);
  assert.doesNotMatch(md, /Scenarios whose outcome differs/);
  const html = renderMatrixHtml(noted);
  assert.match(html, /<th>Note<\/th>/);
  assert.match(html, /<small>TLS &lt;needs&gt; a restart<\/small>/);
  assert.doesNotMatch(html, /Scenarios whose outcome differs/);
  assert.match(renderMatrixMarkdown(mergeRuns(runs)), /\| a:1 \| passed \| failed \|/);
  assert.deepEqual(parseMatrixArgs(['a', '--notes', 'n.json', '--rules-only']), {
    sources: [{ path: 'a' }],
    out: 'reports',
    notes: 'n.json',
    rulesOnly: true,
  });
});

test('a notes file holds texts by rule ID', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-matrix-'));
  try {
    writeFileSync(join(dir, 'good.json'), JSON.stringify({ notes: { 'SEC-023': 'why' } }));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ notes: { 'SEC-023': 1 } }));
    assert.deepEqual([...readNotes(join(dir, 'good.json'))], [['SEC-023', 'why']]);
    assert.throws(() => readNotes(join(dir, 'bad.json')), /needs "notes"/);
    assert.throws(() => readNotes(join(dir, 'none.json')), /not found/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
