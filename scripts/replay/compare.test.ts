import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareBody, compareExchange, compareShape } from './compare.ts';
import { parseJson } from './json-text.ts';

const ok = { status: 200, headers: { 'content-type': 'application/json' }, body: '[[1]]\n' };

test('integers past 2^53 compare exactly and repeated keys are kept', () => {
  assert.equal(compareBody('[9223372036854775807]', '[9223372036854775807]'), undefined);
  assert.match(
    compareBody('[9223372036854775807]', '[9223372036854775806]') ?? '',
    /\[0\]: 9223372036854775806/,
  );
  assert.equal(compareBody('{"a":1,"a":2}', '{"a":1,"a":2}'), undefined);
  assert.match(compareBody('{"a":1,"a":2}', '{"a":1}') ?? '', /keys/);
  assert.equal(parseJson('{"a":1,"a":2}').kind, 'object');
});

test('numbers compare as values, 3.4E38 equals 3.4e38, and UUIDs are volatile', () => {
  assert.equal(compareBody('[3.4E38]', '[3.4e+38]'), undefined);
  assert.equal(
    compareBody(
      '{"taskId":"query-8b3756a0-e1e5-4bec-9cbe-01653fd6c849"}',
      '{"taskId":"query-11111111-2222-4333-8444-555555555555"}',
    ),
    undefined,
  );
  assert.equal(
    compareBody('{"createdAt":"2026-10-01T20:26:31.704Z"}', '{"createdAt":"2030-01-01T00:00:00.000Z"}'),
    undefined,
  );
});

test('JSON lines and cut streams are compared line by line', () => {
  assert.equal(compareBody('[1]\n[2]\n\n', '[1]\n[2]\n\n'), undefined);
  assert.match(compareBody('[1]\n[2]\n\n', '[1]\n[3]\n\n') ?? '', /line 2/);
  assert.match(compareBody('[1]\n[2]', '[1]\n[2]\n\n') ?? '', /line 3/);
});

test('status, content type and the compared headers come first', () => {
  assert.equal(
    compareExchange({ status: 200, contentType: 'application/json', body: '[[1]]\n' }, ok),
    undefined,
  );
  assert.equal(compareExchange({ status: 400, contentType: 'application/json' }, ok)?.kind, 'status');
  assert.equal(compareExchange({ status: 200, contentType: 'text/plain' }, ok)?.kind, 'content-type');
  const withId = {
    status: 200,
    contentType: 'application/json',
    headers: { 'X-Druid-SQL-Query-Id': '<id>' },
    body: '[[1]]\n',
  };
  assert.equal(compareExchange(withId, ok)?.kind, 'header');
  assert.equal(
    compareExchange(withId, { ...ok, headers: { ...ok.headers, 'x-druid-sql-query-id': 'q' } }),
    undefined,
  );
});

test('a body shape checks keys and kinds, not values', () => {
  assert.equal(
    compareShape({ version: '36.0.0', modules: [{ name: 'x' }] }, '{"version":"1","modules":[{"name":"y"}]}'),
    undefined,
  );
  assert.match(compareShape({ version: '36.0.0' }, '{"version":1}') ?? '', /number/);
});

test("an error's errorClass and host, and their copies in its context, name the implementation: not compared", () => {
  const recorded =
    '{"error":"Unknown exception","errorClass":"java.lang.ArithmeticException","host":"localhost:8083","errorMessage":"/ by zero","context":{"host":"localhost:8083","errorClass":"java.lang.ArithmeticException","legacyErrorCode":"Unknown exception"}}';
  const answered =
    '{"error":"Unknown exception","errorClass":"QueryRuntimeError","host":"127.0.0.1:1","errorMessage":"/ by zero","context":{"host":"127.0.0.1:1","errorClass":"QueryRuntimeError","legacyErrorCode":"Unknown exception"}}';
  assert.equal(compareBody(recorded, answered), undefined);
  // The keys of the context still count, and so do its other values.
  assert.match(
    compareBody(recorded, answered.replace(',"errorClass":"QueryRuntimeError","legacy', ',"legacy')) ?? '',
    /keys missing errorClass/,
  );
  assert.match(
    compareBody(
      recorded,
      answered.replace('"legacyErrorCode":"Unknown exception"', '"legacyErrorCode":"x"'),
    ) ?? '',
    /legacyErrorCode/,
  );
  // Outside an error's context, errorClass is a value like any other.
  assert.match(compareBody('{"a":{"errorClass":"x"}}', '{"a":{"errorClass":"y"}}') ?? '', /errorClass/);
});
