// Segment management requests: `_`-delimited intervals, mark bodies, and which Accept headers admit JSON.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../errors/api-error.ts';
import { ETERNITY, ETERNITY_TEXT } from '../timeline/segment-id.ts';
import { acceptsJson, markSelection, pathInterval } from './segment-request.ts';

const SEP12 = Date.UTC(2015, 8, 12);
const SEP13 = Date.UTC(2015, 8, 13);

const codeOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof ApiError);
    return error.code;
  }
  return 'none';
};

test('path intervals take `_` or `/`, periods, dates and the eternity ends', () => {
  const day = { start: SEP12, end: SEP13 };
  assert.deepEqual(pathInterval('2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z'), day);
  assert.deepEqual(pathInterval('2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z'), day);
  assert.deepEqual(pathInterval('2015-09-12_P1D'), day);
  assert.deepEqual(pathInterval(ETERNITY_TEXT.replace('/', '_')), ETERNITY);
});

test('malformed path intervals are 400s', () => {
  for (const text of [
    undefined,
    '',
    'last-week',
    '2015-09-13_2015-09-12',
    '2015-13-01_2015-14-01',
    '2015-09-12',
  ])
    assert.equal(
      codeOf(() => pathInterval(text)),
      'invalidInterval',
      String(text),
    );
});

test('a mark body holds exactly one of interval and segmentIds', () => {
  assert.deepEqual(markSelection({ segmentIds: ['a', 'b'] }), { ids: ['a', 'b'] });
  assert.deepEqual(markSelection({ interval: '2015-09-12T00:00:00Z/2015-09-13T00:00:00Z' }), {
    interval: { start: SEP12, end: SEP13 },
  });
  const bad = [undefined, null, [], {}, { segmentIds: [] }, { segmentIds: 'a' }, { segmentIds: [1] }];
  for (const body of [...bad, { interval: '2015-09-12/2015-09-13', segmentIds: ['a'] }])
    assert.equal(
      codeOf(() => markSelection(body)),
      'invalidMarkRequest',
      JSON.stringify(body),
    );
  assert.equal(
    codeOf(() => markSelection({ interval: '2015-09-13/2015-09-12' })),
    'invalidInterval',
  );
});

test('Accept admits JSON through wildcards and text/plain, not through q=0 or other types', () => {
  for (const accept of [
    undefined,
    '',
    '*/*',
    'application/json, text/plain',
    'text/plain',
    'application/*;q=0.5',
  ])
    assert.equal(acceptsJson(accept), true, String(accept));
  for (const accept of ['text/html', 'application/xml, image/png', 'application/json;q=0, text/html'])
    assert.equal(acceptsJson(accept), false, accept);
});
