// Statements vocabulary: submit (the statement becomes `${statement}`), await its end, a slow one, its pages.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { Given, Then, When } from '@cucumber/cucumber';
import { assertStatus } from '../kit/core/assertions.ts';
import type { Method } from '../kit/core/client.ts';
import { jsonArray, jsonBody } from '../kit/core/json-body.ts';
import { theRun } from '../kit/core/run.ts';
import { credentialsOf } from '../kit/core/security-users.ts';
import type { Sender } from '../kit/core/sender.ts';
import { slowSelectSql } from '../kit/core/slow-task.ts';
import { takePendingSqlFields } from '../kit/core/sql-request.ts';
import {
  assertStatementEndsIn,
  awaitStatementState,
  STATEMENTS_PATH,
  statementBody,
  statementPages,
  statementPath,
  stopStatement,
  submitStatement,
  submittedQueryId,
} from '../kit/core/statements.ts';
import { pollingTimeout } from '../kit/core/step-timeouts.ts';
import { outOfTime } from '../kit/core/time-budget.ts';
import type { ApiWorld } from './world.ts';

const deadline = () => theRun().config.deadlineMs;

/** The field names of each statement's submit answer, by queryId: a status while accepted or running has them. */
const submitFields = new WeakMap<ApiWorld, Map<string, string[]>>();

function remember(world: ApiWorld, queryId: string, answer: string): void {
  const fields = Object.keys(JSON.parse(answer) as object).sort();
  const known = submitFields.get(world) ?? new Map<string, string[]>();
  submitFields.set(world, known.set(queryId, fields));
  world.placeholders.set('statement', queryId);
}

/** The statement `${statement}` names: the one the scenario submitted last (a harness error before any). */
function theStatement(world: ApiWorld): string {
  const id = world.placeholders.get('statement');
  if (id === undefined) throw new Error('No statement was submitted in this scenario');
  return id;
}

/** Submits SQL from a feature (ASYNC, plus the pending context) and makes it `${statement}`. */
async function submitted(
  world: ApiWorld,
  sql: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const body = statementBody(world.expand(sql), takePendingSqlFields(world));
  const { queryId, response } = await submitStatement(world, body, headers);
  remember(world, queryId, response.text);
  return queryId;
}

/** Requests as the scenario's user: the status polls of a statement that user owns. */
const asUser = (world: ApiWorld, headers: Record<string, string>): Sender => ({
  request: (method, path, body, extra) => world.request(method, path, body, { ...headers, ...extra }),
});

// --- Submitting -----------------------------------------------------------------------------------

/** The When of a submission: whatever the answer, a 200 with a queryId makes that statement `${statement}`. */
async function submit(world: ApiWorld, body: string): Promise<void> {
  await world.act('POST', STATEMENTS_PATH, body);
  const queryId = submittedQueryId(world.lastResponse());
  if (queryId !== undefined) remember(world, queryId, world.lastResponse().text);
}

When('I submit the statement:', function (this: ApiWorld, sql: string) {
  return submit(this, statementBody(this.expand(sql), takePendingSqlFields(this)));
});

When('I submit the statement with:', function (this: ApiWorld, body: string) {
  return submit(this, body);
});

Given('the statement has been submitted:', async function (this: ApiWorld, sql: string) {
  await submitted(this, sql);
});

Given('the statement has succeeded:', pollingTimeout(1), async function (this: ApiWorld, sql: string) {
  await assertStatementEndsIn(this, await submitted(this, sql), 'SUCCESS', deadline());
});

Given('the statement has failed:', pollingTimeout(1), async function (this: ApiWorld, sql: string) {
  await assertStatementEndsIn(this, await submitted(this, sql), 'FAILED', deadline());
});

Given(
  'the statement of user {string} has succeeded:',
  pollingTimeout(1),
  async function (this: ApiWorld, user: string, sql: string) {
    const headers = credentialsOf(this, this.expand(user));
    const queryId = await submitted(this, sql, headers);
    await assertStatementEndsIn(asUser(this, headers), queryId, 'SUCCESS', deadline(), headers);
  },
);

Given('a slow statement is running', pollingTimeout(1), async function (this: ApiWorld) {
  const queryId = await submitted(this, slowSelectSql());
  this.onCleanup(() => stopSlowStatement(this, queryId));
  await awaitStatementState(this, queryId, 'RUNNING', deadline());
});

Given('a slow statement has been submitted', async function (this: ApiWorld) {
  const queryId = await submitted(this, slowSelectSql());
  this.onCleanup(() => stopSlowStatement(this, queryId));
});

/** After the scenario: the slow statement must not keep a task slot busy; one that will not end fails it. */
async function stopSlowStatement(world: ApiWorld, queryId: string): Promise<void> {
  const quiet: Sender = {
    request: (method, path, body, headers) => world.target.send(method, path, body, headers),
  };
  const startedAt = Date.now();
  if (!(await stopStatement(quiet, queryId, deadline())))
    throw outOfTime(
      `After the scenario: the slow statement ${queryId} still ran ${Date.now() - startedAt} ms after the kit canceled it`,
    );
}

Given('the statement has been canceled', pollingTimeout(1), async function (this: ApiWorld) {
  const queryId = theStatement(this);
  assertStatus(await this.request('DELETE', statementPath(queryId)), 202);
  await assertStatementEndsIn(this, queryId, 'FAILED', deadline());
});

// --- Requests -------------------------------------------------------------------------------------

When(
  'user {string} sends {method} {string}',
  function (this: ApiWorld, user: string, method: Method, path: string) {
    return this.act(method, path, undefined, credentialsOf(this, this.expand(user)));
  },
);

When(
  'I GET page {int} of the pages the status of the statement lists, in resultFormat {string}',
  async function (this: ApiWorld, position: number, format: string) {
    const queryId = theStatement(this);
    const page = (await statementPages(this, queryId))[position - 1];
    assert.ok(page, `The status of statement ${queryId} lists fewer than ${position} pages`);
    const query = new URLSearchParams({ page: String(page.id), resultFormat: format });
    await this.act('GET', `${statementPath(queryId, true)}?${query}`);
  },
);

// --- Status and results ---------------------------------------------------------------------------

Then(
  'the statement eventually ends in state {string}',
  pollingTimeout(1),
  function (this: ApiWorld, state: string) {
    return assertStatementEndsIn(this, theStatement(this), state, deadline());
  },
);

/** A field of the last response's JSON body by a dotted path (`result.pages`); undefined when absent. */
function field(world: ApiWorld, path: string): unknown {
  world.statusChecked = true;
  assertStatus(world.lastResponse(), 200);
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      jsonBody(world.lastResponse()),
    );
}

Then('the response body has no field {string}', function (this: ApiWorld, name: string) {
  const body = jsonBody(this.lastResponse()) as Record<string, unknown>;
  assert.ok(!Object.hasOwn(body, name), `The body has the field "${name}": ${JSON.stringify(body[name])}`);
});

Then('the response field {string} is a non-empty string', function (this: ApiWorld, path: string) {
  const value = field(this, path);
  assert.ok(typeof value === 'string' && value !== '', `${path} is ${JSON.stringify(value)}`);
});

Then('the response field {string} is a non-empty array', function (this: ApiWorld, path: string) {
  const value = field(this, path);
  assert.ok(Array.isArray(value) && value.length > 0, `${path} is ${JSON.stringify(value)}`);
});

// Any status: a refused task's body carries its ID too.
Then('the response field {string} is a UUID', function (this: ApiWorld, path: string) {
  const value = (jsonBody(this.lastResponse()) as Record<string, unknown>)[path];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  assert.ok(typeof value === 'string' && uuid.test(value), `${path} is ${JSON.stringify(value)}`);
});

Then(
  'the response field {string} is a number of at least {int}',
  function (this: ApiWorld, path: string, least: number) {
    const value = field(this, path);
    assert.ok(typeof value === 'number' && value >= least, `${path} is ${JSON.stringify(value)}`);
  },
);

Then(
  'the response body has the fields of the answer to the submit of the statement',
  function (this: ApiWorld) {
    const queryId = theStatement(this);
    const expected = submitFields.get(this)?.get(queryId);
    if (expected === undefined) throw new Error(`The submit answer of statement ${queryId} was not seen`);
    const actual = Object.keys(jsonBody(this.lastResponse()) as object).sort();
    assert.deepEqual(actual, expected, 'The status has other fields than the answer to the submit');
  },
);

Then(
  'the result of the statement has more than one page, each of at most {int} rows',
  async function (this: ApiWorld, most: number) {
    const pages = await statementPages(this, theStatement(this));
    assert.ok(pages.length > 1, `The result has ${pages.length} page(s)`);
    for (const page of pages) assert.ok(page.numRows <= most, `Page ${page.id} has ${page.numRows} rows`);
  },
);

Then(
  'the response body holds the rows of every page of the statement, fetched one by one in page order',
  async function (this: ApiWorld) {
    this.statusChecked = true;
    assertStatus(this.lastResponse(), 200);
    const all = jsonArray(this.lastResponse());
    const queryId = theStatement(this);
    const rows: unknown[] = [];
    for (const page of await statementPages(this, queryId)) {
      const response = await this.request(
        'GET',
        `${statementPath(queryId, true)}?page=${page.id}&resultFormat=array`,
      );
      assertStatus(response, 200);
      const pageRows = jsonArray(response);
      assert.equal(pageRows.length, page.numRows, `Page ${page.id} has other rows than its numRows`);
      rows.push(...pageRows);
    }
    assert.equal(
      all.length,
      rows.length,
      'The response without page holds another number of rows than the pages',
    );
    const at = all.findIndex((row, i) => !isDeepStrictEqual(row, rows[i]));
    // Named by position: a diff of thousands of rows says less and takes minutes (kit/core/lean-failures.ts).
    if (at >= 0)
      assert.fail(
        `The rows without page differ from the pages fetched one by one, in order: row ${at} is ${JSON.stringify(all[at])} without page, ${JSON.stringify(rows[at])} from the pages`,
      );
  },
);

// STM-040: the whole result in one response is cut off by the read timeout; the pages one by one are not.
Then(
  'reading the results of the statement without page ends before all {int} rows arrive',
  async function (this: ApiWorld, count: number) {
    const path = `${statementPath(theStatement(this), true)}?resultFormat=array`;
    const outcome = await this.request('GET', path).then(
      (response) => response,
      (error: unknown) => error,
    );
    // A broken connection passes; so does an answer whose body is not the whole array.
    if (outcome instanceof Error) return;
    const rows = ((): unknown => {
      try {
        return JSON.parse((outcome as { text: string }).text);
      } catch {
        return undefined;
      }
    })();
    const complete = Array.isArray(rows) && rows.length === count;
    assert.ok(!complete, `All ${count} rows arrived in one response despite the read timeout`);
  },
);

Then(
  'reading the results of the statement page by page gives all {int} rows',
  async function (this: ApiWorld, count: number) {
    const queryId = theStatement(this);
    let rows = 0;
    for (const page of await statementPages(this, queryId)) {
      const response = await this.request(
        'GET',
        `${statementPath(queryId, true)}?page=${page.id}&resultFormat=array`,
      );
      assertStatus(response, 200);
      rows += jsonArray(response).length;
    }
    assert.equal(rows, count, 'The pages fetched one by one hold other rows than the whole result');
  },
);
