// Permission patterns: catastrophic ones refused when set (400), reasonable ones kept, every one matched in bounded time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../errors/api-error.ts';
import { backtrackingRisk, permissionMatcher, wholeMatch } from './permission-pattern.ts';
import { parsePermissions } from './security-admin.ts';

const permission = (name: string) => [{ resource: { type: 'DATASOURCE', name }, action: 'READ' }];

test('patterns that can backtrack exponentially are refused with a 400 naming the pattern', () => {
  for (const pattern of ['(a+)+$', '(a*)*', '(?:x+y?)+', '((ab)+c)*', '(a{2,})+', '(.*,){3,}', '(a)\\1']) {
    assert.throws(
      () => parsePermissions(permission(pattern)),
      (error: unknown) =>
        error instanceof ApiError && error.status === 400 && error.message.includes(`[${pattern}]`),
      pattern,
    );
  }
});

test('reasonable patterns are accepted', () => {
  for (const pattern of [
    '.*',
    'wiki',
    'wiki.*',
    '(wiki|logs)_[0-9]{1,30}',
    '[^/]+',
    'STATE',
    'a{2,}',
    '(?:ab)?c+',
    '(a?)+', // the group repeats, but nothing inside it does more than once
    '[(]+\\)*',
    'logs-(?<year>[0-9]{4})',
  ]) {
    assert.equal(backtrackingRisk(pattern), undefined, pattern);
    assert.equal(parsePermissions(permission(pattern)).length, 1, pattern);
  }
});

test('matching is whole-name and compiled once per pattern', () => {
  assert.ok(wholeMatch('wiki.*', 'wikipedia'));
  assert.ok(!wholeMatch('wiki', 'wikipedia'));
  assert.ok(wholeMatch('(wiki|logs)_[0-9]{1,30}', 'logs_2024'));
  assert.equal(permissionMatcher('wiki.*'), permissionMatcher('wiki.*'));
  // A stored pattern refused today (set before the check existed) matches nothing rather than stalling.
  assert.ok(!wholeMatch('(a+)+$', 'aaaa'));
});

test('overlapping alternatives under a repetition are matched in linear time', () => {
  // Backtracking takes exponential time on (a|aa)+ when the name does not match; the linear engine does not.
  const name = `${'a'.repeat(5000)}b`;
  const started = performance.now();
  assert.ok(!wholeMatch('(a|aa)+', name));
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 100, `matching took ${elapsed.toFixed(1)} ms`);
});
