// The `local` input source's filter (issue 30, item 7): wildcards matched without backtracking, and bounded.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { globMatches } from './glob.ts';

test('`*` matches any run, `?` one character, the rest itself, the whole name', () => {
  const cases: [string, string, boolean][] = [
    ['*', 'anything.json', true],
    ['*', '', true],
    ['*.json', 'rows.json', true],
    ['*.json', 'rows.json.gz', false],
    ['*.json*', 'rows.json.gz', true],
    ['rows-?.csv', 'rows-1.csv', true],
    ['rows-?.csv', 'rows-12.csv', false],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'axxbyy', false],
    ['a*b', 'ab', true],
    ['*a*a*a', 'aaa', true],
    ['*a*a*a', 'aa', false],
    ['[ab].json', '[ab].json', true], // brackets are plain characters, as in the real system's wildcard
    ['[ab].json', 'a.json', false],
    ['.*', 'x', false], // a dot is a dot, not a regular expression
    ['ROWS.json', 'rows.json', false], // case matters
  ];
  for (const [glob, name, expected] of cases)
    assert.equal(globMatches(glob, name), expected, `${glob} ~ ${name}`);
});

test('a filter of many `*` against a long name answers at once (no backtracking)', () => {
  // As a regular expression, 60 `*` took 56 s on one name; this matcher goes back at most to the last `*`.
  const name = `${'a'.repeat(250)}b`;
  assert.equal(globMatches(`${'*a'.repeat(60)}c`, name), false);
  assert.equal(globMatches('*'.repeat(255), name), true);
  assert.equal(globMatches(`${'*a'.repeat(120)}*b`, name), true);
});
