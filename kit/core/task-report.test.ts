// Unit tests of reading a task report: the spec's key names, paths into the payload, worker tasks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertFailedWith,
  assertFields,
  fieldList,
  normalizedReport,
  reportPayload,
  valuesAt,
  workerTasks,
} from './task-report.ts';

const report = (status: object, stages: object[] = []) => ({
  multiStageQuery: { type: 'multiStageQuery', taskId: 't', payload: { status, stages, counters: {} } },
});

test("the real system's key names are read as the spec's, the spec's are kept", () => {
  const real = normalizedReport(
    report({
      segmentLoadWaiterStatus: { totalSegments: 1 },
      workers: { 0: [{ workerId: 'w', state: 'RUNNING' }] },
    }),
  );
  const payload = reportPayload(real);
  assert.deepEqual((payload.status as { segmentLoadStatus?: unknown }).segmentLoadStatus, {
    totalSegments: 1,
  });
  assert.deepEqual(workerTasks(payload), [{ workerId: 'w', status: 'RUNNING' }]);
  const spec = report({
    segmentLoadStatus: { totalSegments: 2 },
    workers: { 0: [{ workerId: 'w', status: 'SUCCESS' }] },
  });
  assert.deepEqual(normalizedReport(spec), spec);
});

test('paths pick fields, elements, the ends of arrays and every value', () => {
  const payload = reportPayload(
    report({ workers: { 0: [{ a: 1 }], 1: [{ a: 2 }, { a: 3 }] } }, [{ n: 0 }, { n: 1 }]),
  );
  assert.deepEqual(valuesAt(payload, 'stages.last'), [{ n: 1 }]);
  assert.deepEqual(valuesAt(payload, 'stages.first.n'), [0]);
  assert.deepEqual(valuesAt(payload, 'status.workers.*.*.a'), [1, 2, 3]);
  assert.throws(() => valuesAt(payload, 'status.errorReport'), /nothing at "status.errorReport"/);
  assert.throws(() => valuesAt(payload, 'status..x'), /Bad report path/);
});

test('fields are checked on every value at the path, present or absent', () => {
  const payload = reportPayload(report({}, [{ phase: 'NEW', sort: true }, { phase: 'NEW' }]));
  assertFields(payload, 'stages.*', ['phase'], true);
  assert.throws(() => assertFields(payload, 'stages.*', ['sort'], true), /match 2\) lacks sort/);
  assertFields(payload, 'stages.last', ['sort'], false);
  assert.deepEqual(fieldList('a, b,c'), ['a', 'b', 'c']);
  assert.throws(() => fieldList('a,,b'), /Bad field list/);
});

test('a failure is the error code itself or the root error of the warning limit', () => {
  const failed = (error: object) => reportPayload(report({ status: 'FAILED', errorReport: { error } }));
  assertFailedWith(failed({ errorCode: 'CannotParseExternalData' }), 'CannotParseExternalData');
  assertFailedWith(
    failed({ errorCode: 'TooManyWarnings', rootErrorCode: 'CannotParseExternalData' }),
    'CannotParseExternalData',
  );
  assert.throws(() => assertFailedWith(failed({ errorCode: 'UnknownError' }), 'CannotParseExternalData'));
  assert.throws(() =>
    assertFailedWith(
      failed({ errorCode: 'TooManyWarnings', rootErrorCode: 'Other' }),
      'CannotParseExternalData',
    ),
  );
  assert.throws(() => assertFailedWith(reportPayload(report({ status: 'SUCCESS' })), 'X'), /not FAILED/);
});
