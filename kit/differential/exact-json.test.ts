// Unit tests of exact JSON parsing: big integers and negative zero survive, strings are left alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NEGATIVE_ZERO, parseExact } from './exact-json.ts';

test('integers past 2^53 keep every digit; safe ones stay numbers', () => {
  assert.deepEqual(parseExact('[9223372036854775807,-9223372036854775808,9007199254740993,42,1.5E300]'), [
    '<integer 9223372036854775807>',
    '<integer -9223372036854775808>',
    '<integer 9007199254740993>',
    42,
    1.5e300,
  ]);
});

test('negative zero is marked; zero and text that looks like numbers are not touched', () => {
  assert.deepEqual(parseExact('[-0.0,0.0,-0,"-0.0","9223372036854775807 \\" -0.0",{"a":-0E0}]'), [
    NEGATIVE_ZERO,
    0,
    NEGATIVE_ZERO,
    '-0.0',
    '9223372036854775807 " -0.0',
    { a: NEGATIVE_ZERO },
  ]);
});

test('text that is not JSON still throws', () => {
  assert.throws(() => parseExact('[1,'));
  assert.throws(() => parseExact('NaN'));
});
