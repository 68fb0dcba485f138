// Generic HTTP vocabulary: one request per When, status / body / schema / header checks as Then.
import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import {
  assertElement,
  assertEmptyBody,
  assertSchema,
  assertStatus,
  assertStatusAmong,
} from '../kit/core/assertions.ts';
import { assertBody, type BodyCheck } from '../kit/core/body-checks.ts';
import type { Method } from '../kit/core/client.ts';
import { jsonArray, jsonBody } from '../kit/core/json-body.ts';
import { targetHeader } from '../kit/core/target-words.ts';
import type { ApiWorld } from './world.ts';

const auditHeaders = (author: string, comment: string) => ({
  'X-Analytics-Author': author,
  'X-Analytics-Comment': comment,
});

When('I {method} {string}', function (this: ApiWorld, method: Method, path: string) {
  return this.act(method, path);
});

When('I {method} {string} with:', function (this: ApiWorld, method: Method, path: string, body: string) {
  return this.act(method, path, body);
});

When(
  'I {method} {string} with author {string} and comment {string}:',
  function (this: ApiWorld, method: Method, path: string, author: string, comment: string, body: string) {
    return this.act(method, path, body, auditHeaders(this.expand(author), this.expand(comment)));
  },
);

When(
  'I {method} {string} with the headers:',
  function (this: ApiWorld, method: Method, path: string, table: DataTable) {
    const headers = Object.fromEntries(
      table.raw().map(([name = '', value = '']) => [name, this.expand(value)]),
    );
    return this.act(method, path, undefined, headers);
  },
);

// An empty value sends no such header (`Content-Type` ""); `Content-Encoding` "gzip" sends the body compressed.
When(
  'I {method} {string} with the header {string} set to {string} and the body:',
  function (this: ApiWorld, method: Method, path: string, name: string, value: string, body: string) {
    return this.act(method, path, body, { [name]: this.expand(value) });
  },
);

// A path made longer than servers take: `count` more characters at its end.
When('I GET {string} made {int} characters longer', function (this: ApiWorld, path: string, count: number) {
  return this.act('GET', `${this.expand(path)}${'a'.repeat(count)}`);
});

When(
  'I GET {string} with a header {string} of {int} characters',
  function (this: ApiWorld, path: string, name: string, count: number) {
    return this.act('GET', path, undefined, { [name]: 'a'.repeat(count) });
  },
);

Given('{string} has been posted with:', async function (this: ApiWorld, path: string, body: string) {
  assertStatus(await this.request('POST', path, body), 200);
});

Given(
  '{string} has been posted with author {string} and comment {string}:',
  async function (this: ApiWorld, path: string, author: string, comment: string, body: string) {
    assertStatus(
      await this.request('POST', path, body, auditHeaders(this.expand(author), this.expand(comment))),
      200,
    );
  },
);

Then('the response status is {int}', function (this: ApiWorld, status: number) {
  this.statusChecked = true;
  assertStatus(this.lastResponse(), status);
});

// Where releases of the real system differ (the feature's description says which answers which).
function checkStatusAmong(world: ApiWorld, allowed: readonly number[]): void {
  world.statusChecked = true;
  assertStatusAmong(world.lastResponse(), allowed);
}

// Where real releases answer differently and the spec is silent, each status they use is accepted.
Then('the response status is {int} or {int}', function (this: ApiWorld, one: number, other: number) {
  checkStatusAmong(this, [one, other]);
});

Then(
  'the response status is {int}, {int} or {int}',
  function (this: ApiWorld, one: number, two: number, three: number) {
    checkStatusAmong(this, [one, two, three]);
  },
);

// A comma-separated header (`Allow`, `Vary`) names at least these tokens, in any order and case.
Then('the response header {string} lists {string}', function (this: ApiWorld, name: string, tokens: string) {
  const actual = this.lastResponse().headers[name.toLowerCase()] ?? '';
  const listed = new Set(actual.split(',').map((token) => token.trim().toUpperCase()));
  for (const token of tokens.split(',').map((t) => t.trim().toUpperCase()))
    assert.ok(listed.has(token), `Response header ${targetHeader(name)} is "${actual}", without ${token}`);
});

Then('the response body is empty', function (this: ApiWorld) {
  assertEmptyBody(this.lastResponse());
});

Then('the response body matches schema {string}', function (this: ApiWorld, schema: string) {
  assertSchema(jsonBody(this.lastResponse()), schema);
});

Then(
  'the field {string} of every element matches schema {string}',
  function (this: ApiWorld, field: string, schema: string) {
    for (const element of jsonArray(this.lastResponse()))
      assertSchema((element as Record<string, unknown>)[field], schema);
  },
);

// contains / is (each optionally "in any order"), has an element containing / has no element containing.
Then('the response body {bodyCheck}:', function (this: ApiWorld, check: BodyCheck, expected: string) {
  assertBody(this.lastResponse(), check, this.expand(expected));
});

Then('the response body is an array of {int} element(s)', function (this: ApiWorld, count: number) {
  assert.equal(
    jsonArray(this.lastResponse()).length,
    count,
    `Body: ${this.lastResponse().text.slice(0, 1000)}`,
  );
});

Then('the response body is a non-empty array', function (this: ApiWorld) {
  assert.ok(jsonArray(this.lastResponse()).length > 0, 'Expected at least one element');
});

Then(
  'element {int} of the response body contains:',
  function (this: ApiWorld, index: number, expected: string) {
    assertElement(this.lastResponse(), index, this.expand(expected));
  },
);

Then('the response content type is {string}', function (this: ApiWorld, type: string) {
  const actual = this.lastResponse().headers['content-type'] ?? '';
  assert.equal(actual.split(';')[0]?.trim().toLowerCase(), type, `Content-Type was "${actual}"`);
});

Then('the response is an error with status {int}', function (this: ApiWorld, status: number) {
  this.statusChecked = true;
  assertStatus(this.lastResponse(), status);
  assertSchema(jsonBody(this.lastResponse()), 'common/error');
});
