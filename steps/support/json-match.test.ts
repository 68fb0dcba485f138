// Unit tests of the JSON containment used by "the response body contains" steps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { containsJson } from './json-match.ts';

test('objects match on the named fields only', () => {
  assert.ok(containsJson({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 2 } }));
  assert.ok(!containsJson({ a: 1 }, { a: 2 }));
  assert.ok(!containsJson({ a: 1 }, { b: undefined }));
});

test('arrays must have the same length and match position by position', () => {
  assert.ok(containsJson([{ a: 1, x: 0 }], [{ a: 1 }]));
  assert.ok(!containsJson([1, 2], [1]));
});

test('null and scalars compare strictly', () => {
  assert.ok(containsJson(null, null));
  assert.ok(!containsJson(0, null));
  assert.ok(!containsJson('1', 1));
});
