// Unit tests of the classifier: the five statuses, expectations of a kind, and the exit code policy.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classify, countStatuses, exitCodeOf, judge } from './classify.ts';
import type { Comparison } from './compare.ts';
import type { Expectation } from './expectations.ts';

const same: Comparison = { same: true };
const values: Comparison = { same: false, kind: 'values', detail: 'only on the target: [1]' };
const listed: Expectation = { id: 'q', note: 'rounds differently', link: 'https://example.org/issues/1' };

test('match, divergence, expected divergence, unexpected pass and error', () => {
  assert.deepEqual(classify({ comparison: same }, undefined), { status: 'match' });
  assert.deepEqual(classify({ comparison: values }, undefined), { status: 'divergence' });
  assert.deepEqual(classify({ comparison: values }, listed), { status: 'expected-divergence' });
  assert.equal(classify({ comparison: same }, listed).status, 'unexpected-pass');
  assert.deepEqual(classify({ error: 'reference: refused' }, listed), {
    status: 'error',
    reason: 'reference: refused',
  });
});

test('an expectation of another kind does not excuse the divergence found', () => {
  assert.deepEqual(classify({ comparison: values }, { ...listed, kind: 'status' }), {
    status: 'divergence',
    reason: 'expected a status divergence, found a values divergence',
  });
  assert.equal(classify({ comparison: values }, { ...listed, kind: 'values' }).status, 'expected-divergence');
});

test('a verdict carries the divergence and the expectation it was judged against', () => {
  assert.deepEqual(judge({ comparison: values }, listed), {
    status: 'expected-divergence',
    kind: 'values',
    detail: 'only on the target: [1]',
    expectation: listed,
  });
  assert.deepEqual(judge({ comparison: same }, undefined), { status: 'match' });
});

test('exit code: 0 when all is as expected, 1 on a divergence or an unexpected pass, 2 on any error', () => {
  assert.equal(exitCodeOf(countStatuses(['match', 'expected-divergence'])), 0);
  assert.equal(exitCodeOf(countStatuses(['match', 'divergence'])), 1);
  assert.equal(exitCodeOf(countStatuses(['match', 'unexpected-pass'])), 1);
  assert.equal(exitCodeOf(countStatuses(['divergence', 'error'])), 2);
  assert.equal(exitCodeOf(countStatuses([])), 0);
});
