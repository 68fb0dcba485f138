// Unit tests of the normaliser: header rows, row order, volatile values, errors, line and CSV formats.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEFAULT_VOLATILE_COLUMNS,
  normaliseAnswer,
  queryIsOrdered,
  RUN_TIME,
  sqlShapeOf,
  VOLATILE,
} from './normalise.ts';

const RUN = { from: Date.parse('2030-01-01T00:00:00Z'), to: Date.parse('2030-01-02T00:00:00Z') };
const options = (ordered: boolean, volatileColumns: readonly string[] = []) => ({
  ordered,
  volatileColumns,
  runWindow: RUN,
});
const arrayShape = sqlShapeOf(
  JSON.stringify({ resultFormat: 'array', header: true, typesHeader: true, sqlTypesHeader: true }),
);
const json = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') => ({
  status,
  contentType,
  text: JSON.stringify(body),
});

test('a request body gives the layout; anything that is not a JSON object gets the defaults', () => {
  assert.deepEqual(arrayShape, {
    resultFormat: 'array',
    header: true,
    typesHeader: true,
    sqlTypesHeader: true,
  });
  const defaults = { resultFormat: 'object', header: false, typesHeader: false, sqlTypesHeader: false };
  assert.deepEqual(sqlShapeOf('not json'), defaults);
  assert.deepEqual(sqlShapeOf('[1]'), defaults);
  assert.deepEqual(sqlShapeOf(undefined), defaults);
});

test('ORDER BY anywhere in the text makes a query ordered, in any case and spacing', () => {
  assert.ok(queryIsOrdered('SELECT a FROM t order\n  by a'));
  assert.ok(!queryIsOrdered('SELECT "order", "by" FROM t'));
  assert.ok(!queryIsOrdered('SELECT border FROM t'));
});

test('an array answer keeps its three header rows and sorts its rows when order does not matter', () => {
  const body = [
    ['k', 'n'],
    ['STRING', 'LONG'],
    ['VARCHAR', 'BIGINT'],
    ['b', 2],
    ['a', 1],
    [null, 3],
  ];
  const unordered = normaliseAnswer(json(200, body), arrayShape, options(false));
  assert.deepEqual(unordered, {
    kind: 'result',
    status: 200,
    contentType: 'application/json',
    header: [
      ['k', 'n'],
      ['STRING', 'LONG'],
      ['VARCHAR', 'BIGINT'],
    ],
    rows: [
      ['a', 1],
      ['b', 2],
      [null, 3],
    ],
  });
  const ordered = normaliseAnswer(json(200, body), arrayShape, options(true));
  assert.deepEqual(ordered.kind === 'result' && ordered.rows, [
    ['b', 2],
    ['a', 1],
    [null, 3],
  ]);
});

test('volatile columns keep only whether they hold a value; instants of the run become RUN_TIME anywhere', () => {
  const body = [
    ['task_id', 'now', 'when'],
    ['STRING', 'LONG', 'LONG'],
    ['VARCHAR', 'TIMESTAMP', 'TIMESTAMP'],
    ['query-abc', '2030-01-01T10:00:00.000Z', '2015-09-12T00:00:00.000Z'],
    [null, '2030-01-01 11:00:00', null],
  ];
  const answer = normaliseAnswer(json(200, body), arrayShape, options(true, DEFAULT_VOLATILE_COLUMNS));
  assert.deepEqual(answer.kind === 'result' && answer.rows, [
    [VOLATILE, RUN_TIME, '2015-09-12T00:00:00.000Z'],
    [null, RUN_TIME, null],
  ]);
});

test('an error keeps its status and code, never its message or host', () => {
  const body = {
    error: 'Plan validation failed',
    errorMessage: 'Object x not found',
    errorClass: 'E',
    host: 'h:1',
  };
  assert.deepEqual(normaliseAnswer(json(400, body), arrayShape, options(false)), {
    kind: 'error',
    status: 400,
    errorCode: 'Plan validation failed',
  });
  assert.deepEqual(normaliseAnswer(json(404, { errorCode: 'notFound' }), arrayShape, options(false)), {
    kind: 'error',
    status: 404,
    errorCode: 'notFound',
  });
  const html = { status: 502, contentType: 'text/html', text: '<html>Bad gateway</html>' };
  assert.deepEqual(normaliseAnswer(html, arrayShape, options(false)), {
    kind: 'error',
    status: 502,
    errorCode: null,
  });
});

test('object answers: the header object first, rows masked by key', () => {
  const shape = sqlShapeOf(JSON.stringify({ header: true, typesHeader: true }));
  const body = [
    { host: { type: 'STRING' }, n: { type: 'LONG' } },
    { host: 'b:2', n: 2 },
    { host: 'a:1', n: 1 },
  ];
  const answer = normaliseAnswer(json(200, body), shape, options(false, ['host']));
  assert.deepEqual(answer.kind === 'result' && [answer.header, answer.rows], [
    [{ host: { type: 'STRING' }, n: { type: 'LONG' } }],
    [
      { host: VOLATILE, n: 1 },
      { host: VOLATILE, n: 2 },
    ],
  ]);
});

test('line formats are read line by line and CSV as lines without the trailing blank ones', () => {
  const lines = normaliseAnswer(
    { status: 200, contentType: 'text/plain', text: '["b"]\n["a"]\n\n' },
    sqlShapeOf('{"resultFormat":"arrayLines"}'),
    options(false),
  );
  assert.deepEqual(lines.kind === 'result' && lines.rows, [['a'], ['b']]);
  const csv = normaliseAnswer(
    { status: 200, contentType: 'text/csv', text: 'k,n\r\nb,2\r\n,\r\n\r\n' },
    sqlShapeOf('{"resultFormat":"csv","header":true}'),
    options(true),
  );
  assert.deepEqual(csv.kind === 'result' && [csv.header, csv.rows], [['k,n'], ['b,2', ',']]);
});

test('a 200 whose body is not the expected layout is kept as text', () => {
  const answer = normaliseAnswer(
    { status: 200, contentType: 'text/html', text: '<p>hi</p>' },
    arrayShape,
    options(false),
  );
  assert.deepEqual(answer, { kind: 'text', status: 200, contentType: 'text/html', text: '<p>hi</p>' });
});
