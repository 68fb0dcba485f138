// Permission patterns (issue 30, item 7): only a linear-time engine runs them; what it cannot run is refused when set
// (400) and matches nothing when stored earlier; every match takes bounded time whatever the pattern and the name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RE2JS } from 're2js';
import { ApiError } from '../errors/api-error.ts';
import {
  expandedSize,
  MAX_PATTERN_SIZE,
  patternRefusal,
  permissionMatcher,
  wholeMatch,
} from './permission-pattern.ts';
import { parsePermissions } from './security-admin.ts';

const permission = (name: string) => [{ resource: { type: 'DATASOURCE', name }, action: 'READ' }];

test('patterns the linear engine cannot run are refused with a 400 naming the pattern', () => {
  const refused = [
    '(?=a)(a|a)*b', // a lookahead: it once sent this pattern to the backtracking engine
    '(?!x)a',
    '(?<=a)b',
    '(a)\\1',
    'a*+b', // possessive
    '(?>a+)b', // atomic group
    'wiki[',
    '(a?){250}', // expands past the size bound
    `(${'a'.repeat(40)}){20}`,
    'x'.repeat(MAX_PATTERN_SIZE + 1),
  ];
  for (const pattern of refused) {
    assert.notEqual(patternRefusal(pattern), undefined, pattern);
    assert.throws(
      () => parsePermissions(permission(pattern)),
      (error: unknown) =>
        error instanceof ApiError && error.status === 400 && error.message.includes(`[${pattern}]`),
      pattern,
    );
  }
});

test('reasonable patterns are accepted, nested repetition too (it runs in linear time)', () => {
  for (const pattern of [
    '.*',
    'wiki',
    'wiki.*',
    '(wiki|logs)_[0-9]{1,30}',
    '[^/]+',
    'STATE',
    'a{2,}',
    '(?:ab)?c+',
    '(a+)+$',
    '(a|aa)+',
    '[(]+\\)*',
    'logs-(?<year>[0-9]{4})',
    '\\p{L}+',
    '\\Qa.b\\E',
    '(?i)wiki',
  ]) {
    assert.equal(patternRefusal(pattern), undefined, pattern);
    assert.equal(parsePermissions(permission(pattern)).length, 1, pattern);
  }
});

test('matching is whole-name and compiled once per pattern', () => {
  assert.ok(wholeMatch('wiki.*', 'wikipedia'));
  assert.ok(!wholeMatch('wiki', 'wikipedia'));
  assert.ok(wholeMatch('(wiki|logs)_[0-9]{1,30}', 'logs_2024'));
  assert.ok(wholeMatch('\\Qa.b\\E', 'a.b') && !wholeMatch('\\Qa.b\\E', 'axb'));
  assert.equal(permissionMatcher('wiki.*'), permissionMatcher('wiki.*'));
  // A stored pattern refused today (set before the check existed) matches nothing rather than stalling.
  assert.ok(!wholeMatch('(?=a)(a|a)*b', 'aaaa'));
  assert.equal(permissionMatcher('(?=a)(a|a)*b'), null);
});

test('the size bound counts repetitions multiplied out', () => {
  assert.equal(expandedSize('wiki'), 4);
  assert.equal(expandedSize('(a?){10}'), 21);
  assert.ok(expandedSize('((a?){15}){16}') <= MAX_PATTERN_SIZE);
  assert.ok(expandedSize('((a?){30}){30}') > MAX_PATTERN_SIZE);
  assert.ok(expandedSize('[a-z]{0,400}') <= MAX_PATTERN_SIZE);
});

test('the worst patterns of backtracking are run by the linear engine and answer', () => {
  // With backtracking each took seconds or more (28 characters: 7.5 s, doubling per character); 5,000 would never end.
  const worst = ['(a|a)*b', '(a|aa)+', '(a+)+$', '(.*a){20}b', '.*(a?){200}b', '((a?){15}){16}'];
  const names = [`${'a'.repeat(28)}c`, `${'a'.repeat(5000)}c`, `${'a'.repeat(255)}bx`];
  for (const pattern of worst) {
    assert.ok(permissionMatcher(pattern) instanceof RE2JS, pattern);
    for (const name of names) assert.equal(wholeMatch(pattern, name), false, `${pattern} on ${name.length}`);
  }
});
