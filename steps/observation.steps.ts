// Then steps that look at the target again (once, or polling until a deadline) without replacing the last response.
import assert from 'node:assert/strict';
import { type DataTable, Then } from '@cucumber/cucumber';
import { assertContains, assertSchema, assertSomeElement, assertStatus } from '../kit/core/assertions.ts';
import { assertBody, type BodyCheck } from '../kit/core/body-checks.ts';
import type { HttpResponse } from '../kit/core/client.ts';
import { eventually } from '../kit/core/eventually.ts';
import { jsonArray, jsonBody } from '../kit/core/json-body.ts';
import { theRun } from '../kit/core/run.ts';
import { assertResultMatches, expectedResult, splitArrayResult } from '../kit/core/sql-result.ts';
import type { ApiWorld } from './world.ts';

async function observe(world: ApiWorld, path: string): Promise<HttpResponse> {
  const response = await world.request('GET', path);
  assertStatus(response, 200);
  return response;
}

const poll = <T>(check: () => Promise<T>): Promise<T> => eventually(check, theRun().config.deadlineMs);

Then(
  'GET {string} answers a body containing:',
  async function (this: ApiWorld, path: string, expected: string) {
    assertContains(jsonBody(await observe(this, path)), this.expand(expected));
  },
);

Then(
  'GET {string} answers an element containing:',
  async function (this: ApiWorld, path: string, expected: string) {
    assertSomeElement(await observe(this, path), this.expand(expected), true);
  },
);

Then(
  'GET {string} answers no element containing:',
  async function (this: ApiWorld, path: string, expected: string) {
    assertSomeElement(await observe(this, path), this.expand(expected), false);
  },
);

// Read-after-write where the real system is eventually consistent: Druid's Coordinator can answer the rules of a
// datasource as they were before a POST for a moment after it (docs/facts/retention-rules.md §retention-rules.10).
Then(
  'eventually GET {string} answers a body containing:',
  function (this: ApiWorld, path: string, expected: string) {
    return poll(async () => assertContains(jsonBody(await observe(this, path)), this.expand(expected)));
  },
);

Then(
  'eventually GET {string} answers an array of {int} element(s)',
  function (this: ApiWorld, path: string, count: number) {
    return poll(async () => assert.equal(jsonArray(await observe(this, path)).length, count));
  },
);

Then(
  'eventually GET {string} answers an element containing:',
  function (this: ApiWorld, path: string, expected: string) {
    return poll(async () => assertSomeElement(await observe(this, path), this.expand(expected), true));
  },
);

Then(
  'eventually GET {string} answers no element containing:',
  function (this: ApiWorld, path: string, expected: string) {
    return poll(async () => assertSomeElement(await observe(this, path), this.expand(expected), false));
  },
);

Then(
  'GET {string} answers a body without the field {string}',
  async function (this: ApiWorld, path: string, field: string) {
    const body = jsonBody(await observe(this, path)) as Record<string, unknown>;
    assert.ok(!Object.hasOwn(body, this.expand(field)), `The body has the field "${this.expand(field)}"`);
  },
);

Then(
  'GET {string} answers a body matching schema {string}',
  async function (this: ApiWorld, path: string, schema: string) {
    assertSchema(jsonBody(await observe(this, path)), schema);
  },
);

Then(
  'GET {string} answers an array of {int} element(s)',
  async function (this: ApiWorld, path: string, count: number) {
    assert.equal(jsonArray(await observe(this, path)).length, count);
  },
);

/**
 * Sends the last When's request again until `check` passes on its answer (views of the cluster lag behind
 * changes); the last passing, or the last failing, answer becomes the response under test.
 */
function resendUntil(world: ApiWorld, check: (response: HttpResponse) => void): Promise<void> {
  const last = world.lastRequest;
  if (!last) throw new Error('No request was sent before this check');
  return poll(async () => {
    world.response = await world.request(last.method, last.path, last.body, last.headers);
    world.statusChecked = true;
    check(world.response);
  });
}

/** The SQL query of the last When, again until its result matches: published data becomes queryable later. */
function eventuallyResult(world: ApiWorld, table: DataTable, ordered: boolean): Promise<void> {
  const expected = expectedResult(table.raw().map((row) => row.map((cell) => world.expand(cell))));
  return resendUntil(world, (response) => {
    assertStatus(response, 200);
    assertResultMatches(expected, splitArrayResult(jsonBody(response)), ordered);
  });
}

Then(
  'eventually the response body {bodyCheck}:',
  function (this: ApiWorld, check: BodyCheck, expected: string) {
    return resendUntil(this, (response) => {
      assertStatus(response, 200);
      assertBody(response, check, this.expand(expected));
    });
  },
);

Then('eventually the response status is {int}', function (this: ApiWorld, status: number) {
  return resendUntil(this, (response) => assertStatus(response, status));
});

Then('eventually the SQL result is:', function (this: ApiWorld, table: DataTable) {
  return eventuallyResult(this, table, true);
});

Then('eventually the SQL result, in any order, is:', function (this: ApiWorld, table: DataTable) {
  return eventuallyResult(this, table, false);
});
