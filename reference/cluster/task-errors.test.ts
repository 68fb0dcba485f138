// Task failures: DuckDB reader errors become CannotParseExternalData, cancellation becomes Canceled.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SqlError } from '../sql/errors.ts';
import { taskErrors, toTaskError } from './task-errors.ts';

test('reader errors keep their first paragraph, without temporary paths', () => {
  const csv = toTaskError(
    new Error('Invalid Input Error: CSV Error on Line: 3\nOriginal Line: 2,b\nPossible fixes:\n* x'),
  );
  assert.equal(csv.errorCode, 'CannotParseExternalData');
  assert.equal(csv.message, 'CSV Error on Line: 3\nOriginal Line: 2,b');
  const json = new SqlError(
    'runtime',
    'Malformed JSON in file "/d/tmp/task-1a2b/input-1", at byte 1\n\nLINE 1: SELECT',
  );
  assert.equal(
    toTaskError(json).statusMessage,
    'CannotParseExternalData: Malformed JSON in file "input-1", at byte 1',
  );
});

test('cancellation, runtime and unknown errors keep their meaning', () => {
  assert.equal(toTaskError(new SqlError('cancelled', 'Query was cancelled')).errorCode, 'Canceled');
  assert.equal(toTaskError(new SqlError('runtime', '/ by zero')).errorCode, 'QueryRuntimeError');
  assert.equal(toTaskError(new Error('disk full')).statusMessage, 'UnknownError: disk full');
  const taskError = taskErrors.insertCannotBeEmpty('wiki');
  assert.equal(toTaskError(taskError), taskError);
  assert.deepEqual(taskError.fields, { dataSource: 'wiki' });
});
