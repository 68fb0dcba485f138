// A failed assertion about large values goes without the diff Cucumber would take minutes to compute.
import assert, { AssertionError } from 'node:assert/strict';
import { test } from 'node:test';
import { withoutLargeDiff } from './lean-failures.ts';

const failureOf = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

test('two large arrays that differ fail without a diff; small ones keep theirs', () => {
  const rows = Array.from({ length: 10_000 }, (_, n) => [n]);
  // Built by hand: node's own deepEqual of these would spend half a minute on its diff (the reason for the rule).
  const large = Object.assign(new AssertionError({ message: 'rows differ' }), {
    actual: [...rows].reverse(),
    expected: rows,
  });
  assert.equal((withoutLargeDiff(large) as { showDiff?: boolean }).showDiff, false);
  const small = failureOf(() => assert.deepEqual([[1]], [[2]], 'rows differ'));
  assert.equal((withoutLargeDiff(small) as { showDiff?: boolean }).showDiff, undefined);
  const other = new Error('not an assertion');
  assert.equal(withoutLargeDiff(other), other);
});
