// SQL-based ingestion task vocabulary: submit (the task becomes `${task}`), await, shut down, read the report.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { allTimeTarget, retireAllTimeData } from '../kit/core/all-time-data.ts';
import { assertContains, assertSchema, assertStatus } from '../kit/core/assertions.ts';
import { featureJson, jsonBody } from '../kit/core/json-body.ts';
import { containsJson } from '../kit/core/json-match.ts';
import { theRun } from '../kit/core/run.ts';
import type { Sender } from '../kit/core/sender.ts';
import { slowTaskSql } from '../kit/core/slow-task.ts';
import { takePendingSqlFields } from '../kit/core/sql-request.ts';
import { pollingTimeout } from '../kit/core/step-timeouts.ts';
import {
  assertFailedWith,
  assertFields,
  fieldList,
  normalizedReport,
  reportPayload,
  valuesAt,
  workerTasks,
} from '../kit/core/task-report.ts';
import {
  assertTaskEndsWith,
  awaitRunning,
  awaitTaskEnd,
  firstWorkerTaskId,
  stopTask,
  submitTask,
  submittedTaskId,
  TASK_SUBMIT_PATH,
  taskPath,
} from '../kit/core/tasks.ts';
import { outOfTime } from '../kit/core/time-budget.ts';
import type { ApiWorld } from './world.ts';

const deadline = () => theRun().config.deadlineMs;

/** The task body for SQL from a feature: the query, with the context (and parameters) Given steps left pending. */
const taskBody = (world: ApiWorld, sql: string) =>
  JSON.stringify({ query: world.expand(sql), ...takePendingSqlFields(world) });

/** The task `${task}` names: the one the scenario submitted last (a harness error before any). */
function theTask(world: ApiWorld): string {
  const id = world.placeholders.get('task');
  if (id === undefined) throw new Error('No SQL task was submitted in this scenario');
  return id;
}

/** Requests of a cleanup: not the scenario's evidence; JSON bodies. */
const quietly = (world: ApiWorld): Sender => ({
  request: (method, path, body, headers = {}) =>
    world.target.send(
      method,
      path,
      body,
      body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    ),
});

/** A task that writes data over all time has it retired after the scenario (kit/core/all-time-data.ts). */
function retireAllTimeAfterwards(world: ApiWorld, body: string): void {
  const query = ((): unknown => {
    try {
      return (JSON.parse(body) as { query?: unknown }).query;
    } catch {
      return undefined;
    }
  })();
  const datasource = typeof query === 'string' ? allTimeTarget(query) : undefined;
  if (datasource !== undefined) world.onCleanup(() => retireAllTimeData(quietly(world), datasource));
}

async function submitted(world: ApiWorld, sql: string): Promise<string> {
  const body = taskBody(world, sql);
  const id = await submitTask(world, body, deadline());
  retireAllTimeAfterwards(world, body);
  world.placeholders.set('task', id);
  return id;
}

/** The last response as a task report (status 200, the spec's key names), and its payload. */
function lastReport(world: ApiWorld): { report: unknown; payload: Record<string, unknown> } {
  world.statusChecked = true;
  assertStatus(world.lastResponse(), 200);
  const report = normalizedReport(jsonBody(world.lastResponse()));
  return { report, payload: reportPayload(report) };
}

// --- Submitting -----------------------------------------------------------------------------------

/** The When of a submission: whatever the answer, a 200 with a taskId makes that task `${task}`. */
async function submit(world: ApiWorld, body: string): Promise<void> {
  await world.act('POST', TASK_SUBMIT_PATH, body);
  const id = submittedTaskId(world.lastResponse());
  if (id === undefined) return;
  world.placeholders.set('task', id);
  retireAllTimeAfterwards(world, world.expand(body));
}

When('I submit the SQL task:', function (this: ApiWorld, sql: string) {
  return submit(this, taskBody(this, sql));
});

When('I submit the SQL task with:', function (this: ApiWorld, body: string) {
  return submit(this, body);
});

Given('the SQL task has been submitted:', async function (this: ApiWorld, sql: string) {
  await submitted(this, sql);
});

Given('the SQL task has succeeded:', pollingTimeout(1), async function (this: ApiWorld, sql: string) {
  await assertTaskEndsWith(this, await submitted(this, sql), 'SUCCESS', deadline());
});

Given('the SQL task has ended:', pollingTimeout(1), async function (this: ApiWorld, sql: string) {
  await awaitTaskEnd(this, await submitted(this, sql), deadline());
});

Given(
  'a slow SQL task inserting into {string} is running',
  pollingTimeout(1),
  async function (this: ApiWorld, datasource: string) {
    const id = await submitted(this, slowTaskSql(this.expand(datasource)));
    this.onCleanup(() => stopSlowTask(this, id));
    await awaitRunning(this, id, deadline());
  },
);

Given(
  'a slow SQL task inserting into {string} has been submitted',
  async function (this: ApiWorld, datasource: string) {
    const id = await submitted(this, slowTaskSql(this.expand(datasource)));
    this.onCleanup(() => stopSlowTask(this, id));
  },
);

/** After the scenario: the slow task must not keep a task slot busy; one that will not end fails the scenario. */
async function stopSlowTask(world: ApiWorld, id: string): Promise<void> {
  const quiet: Sender = {
    request: (method, path, body, headers) => world.target.send(method, path, body, headers),
  };
  const startedAt = Date.now();
  if (!(await stopTask(quiet, id, deadline())))
    throw outOfTime(
      `After the scenario: the slow SQL task ${id} still ran ${Date.now() - startedAt} ms after the kit shut it down`,
    );
}

Given('the task has been shut down', pollingTimeout(1), async function (this: ApiWorld) {
  assertStatus(await this.request('POST', taskPath(theTask(this), 'shutdown')), 200);
  await awaitTaskEnd(this, theTask(this), deadline());
});

Given('the ID of a worker task has been read from the report of the task', async function (this: ApiWorld) {
  this.placeholders.set('worker', await firstWorkerTaskId(this, theTask(this)));
});

// --- Status ----------------------------------------------------------------------------------------

Then(
  'the task eventually ends with status {string}',
  pollingTimeout(1),
  function (this: ApiWorld, status: string) {
    return assertTaskEndsWith(this, theTask(this), status, deadline());
  },
);

/**
 * Where real versions differ and the spec is silent: the task succeeds, or it fails with the error a real version
 * gives (then what follows cannot be checked on this target: the scenario is unsupported, with that error).
 */
Then(
  'the task eventually succeeds, or fails with an error message containing {string}',
  pollingTimeout(1),
  async function (this: ApiWorld, message: string) {
    const end = await awaitTaskEnd(this, theTask(this), deadline());
    if (end.status === 'SUCCESS') return undefined;
    const errorMsg = String(end.errorMsg);
    assert.ok(
      errorMsg.includes(this.expand(message)),
      `Task ${theTask(this)} ended FAILED with errorMsg ${JSON.stringify(end.errorMsg)}, expected SUCCESS or an error containing ${JSON.stringify(message)}`,
    );
    this.log(`unsupported: the target refuses this task as a real version does (errorMsg: ${errorMsg})`);
    return 'skipped';
  },
);

// --- Reports (the last response) -------------------------------------------------------------------

Then('the task report contains:', function (this: ApiWorld, expected: string) {
  assertContains(lastReport(this).report, this.expand(expected));
});

Then(
  'the task report says it failed with {word}, itself or as the root error of TooManyWarnings',
  function (this: ApiWorld, code: string) {
    assertFailedWith(lastReport(this).payload, code);
  },
);

Then(
  'the task report has {string} with the field(s) {string}',
  function (this: ApiWorld, path: string, fields: string) {
    assertFields(lastReport(this).payload, path, fieldList(fields), true);
  },
);

// Where real versions fill a field differently and the spec is silent: every value at the path is one they gave.
Then(
  'the task report has {string} equal to one of {string}',
  function (this: ApiWorld, path: string, values: string) {
    const accepted = fieldList(values);
    for (const value of valuesAt(lastReport(this).payload, path))
      assert.ok(
        typeof value === 'string' && accepted.includes(value),
        `The task report's "${path}" is ${JSON.stringify(value)}, none of ${accepted.join(', ')}`,
      );
  },
);

Then(
  'the task report has {string} without the field(s) {string}',
  function (this: ApiWorld, path: string, fields: string) {
    assertFields(lastReport(this).payload, path, fieldList(fields), false);
  },
);

Then('the task report has a stage containing:', function (this: ApiWorld, expected: string) {
  const { stages } = lastReport(this).payload;
  const wanted = featureJson(this.expand(expected));
  const found = Array.isArray(stages) && stages.some((stage) => containsJson(stage, wanted));
  assert.ok(found, `No stage contains ${JSON.stringify(wanted)}: ${JSON.stringify(stages).slice(0, 2000)}`);
});

Then(
  'every worker task in the task report with status {string} has durationMs {int}',
  function (this: ApiWorld, status: string, durationMs: number) {
    const workers = workerTasks(lastReport(this).payload).filter((w) => w.status === status);
    assert.ok(workers.length > 0, `The report lists no worker task with status ${status}`);
    for (const w of workers) assert.equal(w.durationMs, durationMs, `Worker task ${String(w.workerId)}`);
  },
);

Then('the task report has a startTime exactly when its durationMs is not -1', function (this: ApiWorld) {
  const status = lastReport(this).payload.status as Record<string, unknown> | undefined;
  const started = status !== undefined && Object.hasOwn(status, 'startTime');
  const text = JSON.stringify(status).slice(0, 500);
  assert.ok(started ? status?.durationMs !== -1 : status?.durationMs === -1, `Report status: ${text}`);
});

Then(
  'the task report holds {int} result rows, or fewer with resultsTruncated true',
  function (this: ApiWorld, rows: number) {
    const results = lastReport(this).payload.results as { results?: unknown; resultsTruncated?: unknown };
    assert.ok(Array.isArray(results?.results), `The report has no results.results array`);
    const [count, truncated] = [results.results.length, results.resultsTruncated];
    assert.ok(truncated ? count < rows : count === rows, `${count} rows, resultsTruncated ${truncated}`);
  },
);

Then('the response is a task report, or an error with status 404', function (this: ApiWorld) {
  this.statusChecked = true;
  const response = this.lastResponse();
  assert.ok([200, 404].includes(response.status), `Expected 200 or 404, got ${response.status}`);
  // The spec gives the 404 no body; the real system's is text (docs/facts/tasks.md §tasks.3).
  if (response.status === 200) assertSchema(jsonBody(response), 'tasks/task-report');
});

// A task refused before it runs is a task that failed at once; its unified error carries the message.
Then(
  'the task submit is refused with status {int} and a message containing {string}',
  function (this: ApiWorld, status: number, message: string) {
    this.statusChecked = true;
    const response = this.lastResponse();
    assertStatus(response, status);
    const body = jsonBody(response);
    assertSchema(body, 'tasks/task-submit-refusal');
    const { error } = body as { error: { errorMessage?: unknown } };
    const part = this.expand(message);
    assert.ok(
      typeof error.errorMessage === 'string' && error.errorMessage.includes(part),
      `Expected error.errorMessage containing "${part}", got ${JSON.stringify(error.errorMessage)}`,
    );
  },
);
