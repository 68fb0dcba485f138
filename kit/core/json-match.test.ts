// Unit tests of the JSON containment used by "the response body contains" steps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { containsJson, matchesJson } from './json-match.ts';

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

test('in any order, arrays are multisets: every element pairs with a distinct one', () => {
  const anyOrder = { partial: true, ordered: false };
  assert.ok(matchesJson([{ a: 2 }, { a: 1, b: 0 }], [{ a: 1 }, { a: 2 }], anyOrder));
  assert.ok(!matchesJson([{ a: 1 }, { a: 3 }], [{ a: 1 }, { a: 1 }], anyOrder));
  // A greedy pairing would take the first element for {} and then fail on { a: 1 }.
  assert.ok(matchesJson([{ a: 1 }, { b: 2 }], [{}, { a: 1 }], anyOrder));
  assert.ok(matchesJson({ x: [3, [2, 1]] }, { x: [[1, 2], 3] }, anyOrder));
});

test('without partial matching, objects must have exactly the expected fields', () => {
  const exact = { partial: false, ordered: false };
  assert.ok(matchesJson({ a: [1, 2] }, { a: [2, 1] }, exact));
  assert.ok(!matchesJson({ a: [1, 2], b: 0 }, { a: [2, 1] }, exact));
});
