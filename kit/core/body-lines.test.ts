// Unit tests of the line-format body helpers: the trailing blank line and JSON-per-line comparison.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docLines, jsonLinesProblems, withTrailingBlankLine } from './body-lines.ts';

test('lines end with a newline each, then one more newline follows', () => {
  assert.equal(withTrailingBlankLine(docLines('a,1\nb,2')), 'a,1\nb,2\n\n');
  assert.equal(withTrailingBlankLine(docLines('')), '\n');
});

test('JSON lines match whatever the spacing inside a line', () => {
  assert.deepEqual(jsonLinesProblems('{"a":1}\n{ "a": 2 }\n\n', ['{"a": 1}', '{"a": 2}']), []);
  assert.deepEqual(jsonLinesProblems('\n', []), []);
});

test('a missing or doubled trailing blank line is a problem', () => {
  assert.match(jsonLinesProblems('{"a":1}\n{"a":2}\n', ['{"a":1}', '{"a":2}']).join(), /blank line/);
  assert.match(jsonLinesProblems('{"a":1}\n{"a":2}', ['{"a":1}', '{"a":2}']).join(), /blank line/);
  assert.match(jsonLinesProblems('{"a":1}\n{"a":2}\n\n\n', ['{"a":1}', '{"a":2}']).join(), /got 3/);
  assert.match(jsonLinesProblems('\n\n', []).join(), /got 1/);
});

test('line breaks other than \\n, wrong values and non-JSON lines are problems', () => {
  assert.match(jsonLinesProblems('{"a":1}\r\n\r\n', ['{"a":1}']).join(), /\\r/);
  assert.match(jsonLinesProblems('{"a":2}\n\n', ['{"a":1}']).join(), /line 1 is/);
  assert.match(jsonLinesProblems('{"a":1}{"a":2}\n\n', ['{"a":1}']).join(), /not one JSON value/);
});

test('an expected line that is not JSON is a harness error', () => {
  assert.throws(() => jsonLinesProblems('{"a":1}\n\n', ['{a:1}']), /feature's JSON/);
});
