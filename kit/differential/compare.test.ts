// Unit tests of the comparator: each kind of divergence, row order, and numbers within a tolerance.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareAnswers } from './compare.ts';
import type { NormalisedAnswer } from './normalise.ts';

const HEADER = [
  ['k', 'x'],
  ['STRING', 'DOUBLE'],
  ['VARCHAR', 'DOUBLE'],
];
const result = (
  rows: unknown[],
  header: unknown[] = HEADER,
  contentType = 'application/json',
): NormalisedAnswer => ({
  kind: 'result',
  status: 200,
  contentType,
  header,
  rows,
});
const error = (status: number, errorCode: string | null): NormalisedAnswer => ({
  kind: 'error',
  status,
  errorCode,
});
const kindOf = (a: NormalisedAnswer, b: NormalisedAnswer, ordered = false, tolerance?: number) => {
  const comparison = compareAnswers(a, b, ordered, tolerance);
  return comparison.same ? 'same' : comparison.kind;
};

test('equal results are the same; the same rows in another order are the same only when order does not matter', () => {
  const rows = [
    ['a', 1],
    ['b', 2],
  ];
  assert.equal(kindOf(result(rows), result(rows), true), 'same');
  assert.equal(kindOf(result(rows), result([...rows].reverse()), false), 'same');
  const comparison = compareAnswers(result(rows), result([...rows].reverse()), true);
  assert.deepEqual(comparison, {
    same: false,
    kind: 'order',
    detail: 'same rows, another order; row 1: target ["a",1], reference ["b",2]',
  });
});

test('the coarsest difference is reported: status, then shape, then error code', () => {
  assert.equal(kindOf(error(400, 'a'), error(500, 'a')), 'status');
  assert.equal(kindOf(error(400, 'a'), error(400, 'b')), 'error-code');
  assert.equal(kindOf(error(400, 'a'), error(400, 'a')), 'same');
  assert.equal(
    kindOf(result([]), { kind: 'text', status: 200, contentType: 'application/json', text: 'x' }),
    'shape',
  );
  assert.equal(kindOf(result([]), result([], HEADER, 'text/plain')), 'content-type');
});

test('column names, then the type rows, then the row count, then the values', () => {
  assert.equal(kindOf(result([]), result([], [['k', 'y'], ...HEADER.slice(1)])), 'columns');
  assert.equal(kindOf(result([]), result([], [HEADER[0], ['STRING', 'LONG'], HEADER[2]])), 'types');
  const counted = compareAnswers(
    result([['a', 1]]),
    result([
      ['a', 1],
      ['b', 2],
    ]),
    false,
  );
  assert.deepEqual(counted, {
    same: false,
    kind: 'row-count',
    detail: 'target 1 rows, reference 2; only on the target: (none); only on the reference: ["b",2]',
  });
  const values = compareAnswers(
    result([
      ['a', 1],
      ['b', 2],
    ]),
    result([
      ['a', 1],
      ['b', 3],
    ]),
    true,
  );
  assert.deepEqual(values, {
    same: false,
    kind: 'values',
    detail: 'only on the target: ["b",2]; only on the reference: ["b",3]',
  });
});

test('numbers match within a relative tolerance, which a query may widen and FLOAT columns widen to 1e-6', () => {
  assert.equal(kindOf(result([['a', 0.1 + 0.2]]), result([['a', 0.3]])), 'same');
  assert.equal(kindOf(result([['a', 100]]), result([['a', 103]])), 'values');
  assert.equal(kindOf(result([['a', 100]]), result([['a', 103]]), false, 0.05), 'same');
  const floats = [
    ['k', 'x'],
    ['STRING', 'FLOAT'],
    ['VARCHAR', 'FLOAT'],
  ];
  assert.equal(kindOf(result([['a', 1.5]], floats), result([['a', 1.5000001]], floats)), 'same');
  assert.equal(kindOf(result([['a', 1.5]]), result([['a', 1.5000001]])), 'values');
});

test('unordered rows pair up within the tolerance even when sorting would have split them', () => {
  const target = result([
    ['a', 1.0000000000001],
    ['a', 0.9999999999999],
  ]);
  const reference = result([
    ['a', 0.9999999999998],
    ['a', 1.0000000000002],
  ]);
  assert.equal(kindOf(target, reference), 'same');
});

test('object rows compare by key, with the tolerance of each column', () => {
  const header = [{ k: { type: 'STRING' }, x: { type: 'FLOAT' } }];
  const a = result([{ k: 'a', x: 1.5 }], header);
  assert.equal(kindOf(a, result([{ x: 1.5000001, k: 'a' }], header)), 'same');
  assert.equal(kindOf(a, result([{ k: 'a', x: 1.6 }], header)), 'values');
  assert.equal(kindOf(a, result([{ k: 'a' }], header)), 'values');
});

test('texts are the same only when equal', () => {
  const text = (t: string): NormalisedAnswer => ({
    kind: 'text',
    status: 200,
    contentType: 'text/html',
    text: t,
  });
  assert.equal(kindOf(text('x'), text('x')), 'same');
  assert.equal(kindOf(text('x'), text('y')), 'body');
});
