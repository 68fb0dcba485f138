// Synchronous SQL vocabulary: run a query, check its result, types or error; start, cancel and watch slow queries.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { assertStatus } from '../kit/core/assertions.ts';
import {
  anyRunning,
  type Background,
  backgroundsOf,
  outcomeWithin,
  startInBackground,
} from '../kit/core/background-requests.ts';
import { docLines, jsonLinesProblems, withTrailingBlankLine } from '../kit/core/body-lines.ts';
import { featureJson, jsonBody } from '../kit/core/json-body.ts';
import { theRun } from '../kit/core/run.ts';
import { createReader, credentialsOf } from '../kit/core/security-users.ts';
import {
  cancelWhenFound,
  deliveredResults,
  slowQueryBody,
  waitBeforeCancel,
} from '../kit/core/sql-cancel.ts';
import { assertRefusal, assertSqlError } from '../kit/core/sql-error.ts';
import { addSqlContext, setSqlParameters, sqlQueryBody } from '../kit/core/sql-request.ts';
import {
  assertColumnTypes,
  assertColumnTypesAmong,
  assertResultMatches,
  expectedResult,
  type SqlResult,
  splitArrayResult,
} from '../kit/core/sql-result.ts';
import { pollingTimeout } from '../kit/core/step-timeouts.ts';
import { targetHeader } from '../kit/core/target-words.ts';
import { giveUpAt, outOfTime } from '../kit/core/time-budget.ts';
import type { ApiWorld } from './world.ts';

const SQL = '/analytics/v2/sql';
const deadline = () => theRun().config.deadlineMs;
const expandTable = (world: ApiWorld, table: DataTable) =>
  table.raw().map((row) => row.map((cell) => world.expand(cell)));

/** The result of the last `When I run the SQL query:`; its status is checked first (200). */
function sqlResult(world: ApiWorld): SqlResult {
  world.statusChecked = true;
  assertStatus(world.lastResponse(), 200);
  return splitArrayResult(jsonBody(world.lastResponse()));
}

// --- Running a query --------------------------------------------------------------------------------

Given('the SQL context contains:', function (this: ApiWorld, context: string) {
  addSqlContext(this, featureJson(this.expand(context)));
});

Given('the SQL parameters are:', function (this: ApiWorld, parameters: string) {
  setSqlParameters(this, featureJson(this.expand(parameters)));
});

When('I run the SQL query:', function (this: ApiWorld, query: string) {
  return this.act('POST', SQL, sqlQueryBody(this, this.expand(query)));
});

Given('a SQL query with ID {string} has completed', async function (this: ApiWorld, id: string) {
  const body = { query: 'SELECT 1 AS "one"', context: { sqlQueryId: this.expand(id) } };
  assertStatus(await this.request('POST', SQL, JSON.stringify(body)), 200);
});

// --- Results and errors -----------------------------------------------------------------------------

Then('the SQL result is:', function (this: ApiWorld, table: DataTable) {
  assertResultMatches(expectedResult(expandTable(this, table)), sqlResult(this), true);
});

Then('the SQL result, in any order, is:', function (this: ApiWorld, table: DataTable) {
  assertResultMatches(expectedResult(expandTable(this, table)), sqlResult(this), false);
});

// Where real versions answer differently and the spec is silent: the result is one row, equal to one of these.
Then('the SQL result is one row, one of:', function (this: ApiWorld, table: DataTable) {
  const [header = [], ...alternatives] = expandTable(this, table);
  const actual = sqlResult(this);
  const problems: string[] = [];
  for (const row of alternatives) {
    try {
      return assertResultMatches(expectedResult([header, row]), actual, true);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  assert.fail(`The result is none of the ${alternatives.length} accepted rows:\n${problems.join('\n')}`);
});

// Where one real version answers and another refuses a query the spec says nothing of: either is accepted, the
// refusal with its status and an errorMessage (the feature names the version of each).
Then(
  'the SQL result is the following, or the query is refused with status {int}:',
  function (this: ApiWorld, status: number, table: DataTable) {
    if (this.lastResponse().status === 200)
      return assertResultMatches(expectedResult(expandTable(this, table)), sqlResult(this), true);
    this.statusChecked = true;
    return assertRefusal(this.lastResponse(), status);
  },
);

Then('the SQL result has {int} row(s)', function (this: ApiWorld, count: number) {
  assert.equal(sqlResult(this).rows.length, count, `Body: ${this.lastResponse().text.slice(0, 1000)}`);
});

Then('the SQL column types are:', function (this: ApiWorld, table: DataTable) {
  assertColumnTypes(sqlResult(this), expandTable(this, table));
});

// Where real versions store a column differently and the spec is silent: rows naming one column are alternatives.
Then('the SQL column types are one of:', function (this: ApiWorld, table: DataTable) {
  assertColumnTypesAmong(sqlResult(this), expandTable(this, table));
});

Then(
  'the SQL query fails with status {int} and a message containing {string}',
  function (this: ApiWorld, status: number, message: string) {
    this.statusChecked = true;
    assertSqlError(this.lastResponse(), status, this.expand(message));
  },
);

Then('the response is a SQL error with status {int}', function (this: ApiWorld, status: number) {
  this.statusChecked = true;
  assertSqlError(this.lastResponse(), status);
});

Then('the SQL request is refused with status {int}', function (this: ApiWorld, status: number) {
  this.statusChecked = true;
  assertRefusal(this.lastResponse(), status);
});

Then(
  'the SQL request is refused with status {int}, error {string} and category {string}',
  function (this: ApiWorld, status: number, error: string, category: string) {
    this.statusChecked = true;
    assertRefusal(this.lastResponse(), status);
    const body = jsonBody(this.lastResponse()) as { error?: unknown; category?: unknown };
    assert.equal(body.error, error, `error of ${this.lastResponse().text.slice(0, 500)}`);
    assert.equal(body.category, category, `category of ${this.lastResponse().text.slice(0, 500)}`);
  },
);

Then(
  'the SQL request is refused with status {int} and a message containing {string}',
  function (this: ApiWorld, status: number, message: string) {
    this.statusChecked = true;
    assertRefusal(this.lastResponse(), status, this.expand(message));
  },
);

// --- Slow queries and cancellation ------------------------------------------------------------------

/** How long the cleanup waits for a cancelled slow query to end before it cancels it again. */
const CLEANUP_CANCEL_EVERY_MS = 5000;

/**
 * Whatever the scenario did, the slow query is stopped before the next scenario starts: cancelled, and cancelled
 * again while it runs on. Druid 33 once answered a cancel 202 and ran the query on for minutes, starving the
 * Historical's only processing thread (docs/facts/sql.md §sql.72); its own stop is SQL-038's scenario's check.
 */
async function stopSlowQuery(world: ApiWorld, id: string, background: Background): Promise<void> {
  const until = giveUpAt(deadline());
  while (!background.settled() && Date.now() < until) {
    await world.target.send('DELETE', `${SQL}/${encodeURIComponent(id)}`);
    await outcomeWithin(background, Math.min(CLEANUP_CANCEL_EVERY_MS, Math.max(0, until - Date.now())));
  }
  if (!background.settled())
    throw outOfTime(
      `After the scenario: the slow SQL query ${id} still ran, cancelled again and again until the kit gave up`,
    );
}

function startSlowQueries(world: ApiWorld, count: number, rawId: string, datasource: string): void {
  const [id, body] = [world.expand(rawId), slowQueryBody(world.expand(datasource), world.expand(rawId))];
  for (let i = 0; i < count; i++) {
    const background = startInBackground(world, id, world.request('POST', SQL, body));
    world.onCleanup(() => stopSlowQuery(world, id, background));
  }
}

Given(
  'a slow SQL query with ID {string} has been started on datasource {string}',
  function (this: ApiWorld, id: string, datasource: string) {
    startSlowQueries(this, 1, id, datasource);
  },
);

Given(
  '{int} slow SQL queries with ID {string} have been started on datasource {string}',
  function (this: ApiWorld, count: number, id: string, datasource: string) {
    startSlowQueries(this, count, id, datasource);
  },
);

/**
 * DELETE of the ID, once several background queries with the ID have had time to arrive, sent again while it
 * answers 404 and one of them still runs.
 */
async function cancelQuery(
  world: ApiWorld,
  rawId: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const id = world.expand(rawId);
  const started = backgroundsOf(world, id).map((background) => background.startedAt);
  const arrival = waitBeforeCancel(started, Date.now());
  if (arrival > 0) await delay(arrival);
  const cancel = async () => {
    await world.act('DELETE', `${SQL}/${encodeURIComponent(id)}`, undefined, headers);
    return world.lastResponse();
  };
  return cancelWhenFound(cancel, () => anyRunning(world, id), deadline());
}

When('I cancel the SQL query {string}', pollingTimeout(1), function (this: ApiWorld, id: string) {
  return cancelQuery(this, id);
});

When(
  'user {string} cancels the SQL query {string}',
  pollingTimeout(1),
  function (this: ApiWorld, user: string, id: string) {
    return cancelQuery(this, id, credentialsOf(this, this.expand(user)));
  },
);

/** The background queries with the ID (a harness error when the scenario started none). */
function slowQueries(world: ApiWorld, id: string) {
  const backgrounds = backgroundsOf(world, id);
  if (backgrounds.length === 0) throw new Error(`No slow SQL query ${id} was started in this scenario`);
  return backgrounds;
}

Then(
  'the slow SQL query/queries {string} ended without results',
  pollingTimeout(1),
  async function (this: ApiWorld, rawId: string) {
    const id = this.expand(rawId);
    const outcomes = await Promise.all(slowQueries(this, id).map((b) => outcomeWithin(b, deadline())));
    for (const outcome of outcomes) {
      assert.ok(outcome, `A slow SQL query ${id} was still running ${deadline()} ms later`);
      const delivered = deliveredResults(outcome);
      assert.equal(delivered, undefined, `A slow SQL query ${id} was not stopped: ${delivered}`);
    }
  },
);

Then('the slow SQL query {string} is still running', function (this: ApiWorld, rawId: string) {
  const id = this.expand(rawId);
  assert.ok(
    slowQueries(this, id).some((b) => !b.settled()),
    `The slow SQL query ${id} has already ended`,
  );
});

Given(
  'a user {string} with READ permission on datasource {string} has been created',
  pollingTimeout(1),
  function (this: ApiWorld, user: string, datasource: string) {
    return createReader(this, this, this.expand(user), this.expand(datasource), deadline());
  },
);

// --- Response text and headers (the line formats and the SQL response headers) ---------------------

Then('the response body is these lines, then a blank line:', function (this: ApiWorld, lines: string) {
  const expected = withTrailingBlankLine(docLines(this.expand(lines)));
  const actual = this.lastResponse().text;
  assert.equal(actual, expected, `Body ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
});

Then('the response body is these JSON lines, then a blank line:', function (this: ApiWorld, lines: string) {
  const problems = jsonLinesProblems(this.lastResponse().text, docLines(this.expand(lines)));
  assert.deepEqual(problems, [], `Body: ${JSON.stringify(this.lastResponse().text.slice(0, 2000))}`);
});

// JSON formats compared as text: a JSON parse would round 9223372036854775807 and turn 1.0 into 1.
Then('the response body is this text, then a line break:', function (this: ApiWorld, text: string) {
  const expected = `${this.expand(text)}\n`;
  const actual = this.lastResponse().text;
  assert.equal(actual, expected, `Body ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
});

Then('the response body text includes {string}', function (this: ApiWorld, text: string) {
  const actual = this.lastResponse().text;
  assert.ok(
    actual.includes(this.expand(text)),
    `Body ${JSON.stringify(actual.slice(0, 2000))} lacks ${text}`,
  );
});

Then('the response header {string} is {string}', function (this: ApiWorld, name: string, value: string) {
  const actual = this.lastResponse().headers[name.toLowerCase()];
  assert.equal(actual, this.expand(value), `Response header ${targetHeader(name)}`);
});

Then('the response header {string} is a non-empty string', function (this: ApiWorld, name: string) {
  const actual = this.lastResponse().headers[name.toLowerCase()];
  assert.ok(
    typeof actual === 'string' && actual.trim() !== '',
    `Response header ${targetHeader(name)} is "${actual}"`,
  );
});

Then('the response has no header {string}', function (this: ApiWorld, name: string) {
  const actual = this.lastResponse().headers[name.toLowerCase()];
  assert.equal(actual, undefined, `Response header ${targetHeader(name)} is present: "${actual}"`);
});
