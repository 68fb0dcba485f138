import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdownSummary, parseResults, replaceSection, tally, terminalTable } from './results.ts';

const output = [
  '2026-11-26 [info] Running statement: SELECT 1',
  '{"client": "pydruid", "check": "select", "ok": true, "detail": ""}',
  '{"not": "a result"}',
  '{"client": "pydruid", "check": "defaults", "ok": false, "detail": "expected None, got \'None\'"}',
  '{broken',
].join('\n');

test('only result lines are read from a script', () => {
  const results = parseResults(output);
  assert.deepEqual(
    results.map((result) => [result.check, result.ok]),
    [
      ['select', true],
      ['defaults', false],
    ],
  );
});

test('the tally and the terminal table count each client and name each failure', () => {
  const results = parseResults(output);
  assert.deepEqual(tally(results), [{ client: 'pydruid', passed: 1, failed: 1 }]);
  const table = terminalTable(results);
  assert.match(table, /FAILED pydruid \/ defaults: expected None/);
  assert.match(table, /^clients: 1 passed, 1 failed$/m);
});

test('Markdown cells keep pipes and newlines from breaking the table', () => {
  const summary = markdownSummary([{ client: 'c', check: 'a|b', ok: false, detail: 'x\ny' }], ['p==1']);
  assert.match(summary, /\| c \| a\\\|b \| \*\*FAIL\*\* \| x y \|/);
});

test('only the marked section of a document is replaced', () => {
  const document = 'head\n<!-- s -->\nold\n<!-- e -->\ntail\n';
  assert.equal(
    replaceSection(document, 'new', '<!-- s -->', '<!-- e -->'),
    'head\n<!-- s -->\nnew\n<!-- e -->\ntail\n',
  );
  assert.throws(() => replaceSection('no markers', 'new', '<!-- s -->', '<!-- e -->'), /markers/);
});
