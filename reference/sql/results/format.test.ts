// Unit tests of the result formats: bodies, header rows and content types, byte for byte.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { QueryResult } from '../engine-types.ts';
import { type FormatOptions, formatResult } from './format.ts';

const result: QueryResult = {
  columns: [
    { name: '__time', sqlType: 'TIMESTAMP', runtimeType: 'LONG' },
    { name: 'page', sqlType: 'VARCHAR', runtimeType: 'STRING' },
    { name: 'added', sqlType: 'BIGINT', runtimeType: 'LONG' },
  ],
  rows: [
    [Date.parse('2015-09-12T00:00:00Z'), 'A,"b"', 1],
    [Date.parse('2015-09-12T01:00:00Z'), null, 2],
  ],
  timeZone: 'UTC',
};

const plain: FormatOptions = { format: 'object', header: false, typesHeader: false, sqlTypesHeader: false };

test('object and array end with one newline', () => {
  assert.equal(
    formatResult(result, { ...plain, format: 'array' }).body,
    '[["2015-09-12T00:00:00.000Z","A,\\"b\\"",1],["2015-09-12T01:00:00.000Z",null,2]]\n',
  );
  assert.equal(formatResult({ ...result, rows: [] }, plain).body, '[]\n');
});

test('line formats end with a blank line', () => {
  const body = formatResult(result, { ...plain, format: 'objectLines' }).body;
  assert.ok(body.endsWith('}\n\n'));
  assert.equal(body.split('\n').length, 4);
  assert.equal(formatResult({ ...result, rows: [] }, { ...plain, format: 'arrayLines' }).body, '\n');
});

test('csv quotes only when needed, writes null as empty, and has header rows first', () => {
  const formatted = formatResult(result, {
    format: 'csv',
    header: true,
    typesHeader: true,
    sqlTypesHeader: true,
  });
  assert.equal(formatted.contentType, 'text/csv');
  assert.equal(
    formatted.body,
    '__time,page,added\nLONG,STRING,LONG\nTIMESTAMP,VARCHAR,BIGINT\n2015-09-12T00:00:00.000Z,"A,""b""",1\n2015-09-12T01:00:00.000Z,,2\n\n',
  );
});

test('the object header holds only the requested type entries, or null', () => {
  const names = JSON.parse(formatResult(result, { ...plain, header: true }).body)[0];
  assert.deepEqual(names, { __time: null, page: null, added: null });
  const types = JSON.parse(formatResult(result, { ...plain, header: true, sqlTypesHeader: true }).body)[0];
  assert.deepEqual(types.page, { sqlType: 'VARCHAR' });
});

test('timestamps render in the query zone', () => {
  const body = formatResult(
    { ...result, timeZone: 'America/Los_Angeles' },
    { ...plain, format: 'array' },
  ).body;
  assert.ok(body.startsWith('[["2015-09-11T17:00:00.000-07:00"'));
});
