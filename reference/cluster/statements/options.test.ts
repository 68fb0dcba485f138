// The context a statement needs: executionMode ASYNC, a known selectDestination, a positive rowsPerPage.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../../errors/api-error.ts';
import { DEFAULT_ROWS_PER_PAGE, statementOptions } from './options.ts';

const refused = (context: Record<string, unknown>, code: string, durable = true) =>
  assert.throws(
    () => statementOptions(context, durable),
    (error) => error instanceof ApiError && error.code === code,
  );

test('ASYNC in any letter case, the task report by default', () => {
  assert.deepEqual(statementOptions({ executionMode: 'async' }, true), {
    destination: 'taskReport',
    rowsPerPage: DEFAULT_ROWS_PER_PAGE,
  });
  assert.deepEqual(
    statementOptions({ executionMode: 'ASYNC', selectDestination: 'DURABLESTORAGE', rowsPerPage: '5' }, true),
    { destination: 'durableStorage', rowsPerPage: 5 },
  );
});

test('a missing or other execution mode, an unknown destination and a bad page size are refused', () => {
  refused({}, 'statementExecutionModeMissing');
  refused({ executionMode: 'SYNC' }, 'statementExecutionModeUnsupported');
  refused({ executionMode: 'ASYNC', selectDestination: 'nowhere' }, 'statementInvalidDestination');
  refused({ executionMode: 'ASYNC', rowsPerPage: 0 }, 'invalidInput');
  refused({ executionMode: 'ASYNC', selectDestination: 'durableStorage' }, 'durableStorageDisabled', false);
});
