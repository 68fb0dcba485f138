// Which of DuckDB's data errors are the query's fault (400) and which the real system answers 500.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { engineError, UNEXPECTED_QUERY_ERROR } from './engine-errors.ts';

test('data errors of the query are validation errors (400); / by zero stays a runtime error (500)', () => {
  const cases: Array<[string, string, string]> = [
    ['Out of Range Error: cannot take square root of a negative number', 'validation', 'square root'],
    [
      'Out of Range Error: Overflow in addition of INT64 (9223372036854775807 + 1)!',
      'validation',
      'Overflow',
    ],
    [
      'Invalid Input Error: Malformed JSON at byte 1 of input: unexpected end of data.',
      'validation',
      'Malformed',
    ],
    [
      "Conversion Error: Could not convert string 'x' to INT32\n\nLINE 1: SELECT secret",
      'validation',
      'convert',
    ],
    ['Invalid Input Error: / by zero', 'runtime', '/ by zero'],
  ];
  for (const [message, kind, words] of cases) {
    const error = engineError(new Error(message));
    assert.equal(error.kind, kind, message);
    assert.match(error.message, new RegExp(words.replace(/[/()+]/g, '\\$&')));
    assert.doesNotMatch(error.message, /LINE|secret/);
  }
  const binder = engineError(new Error('Binder Error: Something the analyzer missed'));
  assert.equal(binder.kind, 'runtime');
  assert.equal(binder.message, UNEXPECTED_QUERY_ERROR);
});

test("DuckDB's own nesting bound is the query's resource limit, a 400", () => {
  for (const stage of ['Parser', 'Binder']) {
    const error = engineError(
      new Error(`${stage} Error: Max expression depth limit of 1000 exceeded. Use "SET …"`),
    );
    assert.equal(error.kind, 'resourceLimit');
    assert.match(error.message, /nested too deeply/);
  }
});

test('generated EXTERN relation names never reach a message', () => {
  const error = engineError(
    new Error(
      'Conversion Error: Could not convert string \'x\' to INT64 in "$extern_0a1b2c_0"\n\nLINE 1: WITH',
    ),
  );
  assert.equal(error.message, "Could not convert string 'x' to INT64 in EXTERN");
});
