// The stages of the kit's loader, each failing with a LoadFailure when the target is the cause (the request and its
// answer in the target's own words), so that kit/core/preconditions.ts can tell a loader that cannot work on this
// target from one scenario's bad luck. A wait that runs out of time stays the scenario's own failure.
import assert from 'node:assert/strict';
import type { HttpResponse } from './client.ts';
import { eventually } from './eventually.ts';
import { retryUnavailable } from './ingest-slots.ts';
import { LoadFailure } from './preconditions.ts';
import { excerpt, jsonOf } from './probe-http.ts';
import type { Sender } from './sender.ts';
import { targetPath } from './target-words.ts';
import { taskPath } from './tasks.ts';
import { giveUpAt } from './time-budget.ts';

/** The request and the answer as the target said them: `POST /druid/v2/sql/task answered 400 {"error":…}`. */
export const answered = (method: string, path: string, response: HttpResponse): string =>
  `${method} ${targetPath(path)} answered ${response.status} ${excerpt(response.text)}`.trim();

/** Statuses that say the endpoint taking the load does not exist at all. */
const NO_ENDPOINT = [404, 405, 501];

/**
 * Submits the load (a 503 is sent again within the deadline); the task ID the answer names, or a LoadFailure with
 * the refusal. `taskIdOf` reads an accepted answer's ID (undefined: not accepted).
 */
export async function submitLoad(
  sender: Sender,
  path: string,
  body: string,
  deadlineMs: number,
  taskIdOf: (response: HttpResponse) => string | undefined,
): Promise<string> {
  const response = await retryUnavailable(() => sender.request('POST', path, body), deadlineMs);
  const taskId = taskIdOf(response);
  if (taskId === undefined)
    throw new LoadFailure(answered('POST', path, response), NO_ENDPOINT.includes(response.status));
  return taskId;
}

/**
 * Polls the task's status until it has ended, which must be SUCCESS. A status endpoint that still answers 404 at the
 * deadline does not know the task the target accepted: conclusive. A task that has not ended is this scenario's wait.
 */
export async function awaitLoadTask(
  sender: Sender,
  submitPath: string,
  taskId: string,
  deadlineMs: number,
): Promise<void> {
  const path = taskPath(taskId, 'status');
  let last: HttpResponse | undefined;
  const end = await eventually(async () => {
    last = await sender.request('GET', path);
    assert.equal(last.status, 200, `GET ${targetPath(path)} answered ${last.status}`);
    const status = (JSON.parse(last.text) as { status?: { status?: unknown; errorMsg?: unknown } }).status;
    assert.ok(
      status?.status === 'SUCCESS' || status?.status === 'FAILED',
      `The load task ${taskId} has not ended within ${deadlineMs} ms: its status is ${JSON.stringify(status?.status)}`,
    );
    return { status: status.status, errorMsg: status.errorMsg };
  }, deadlineMs).catch((error: unknown) => {
    if (last === undefined || last.status === 200) throw error;
    const unknown = last.status === 404 ? `, for the task ${targetPath(submitPath)} had just accepted` : '';
    throw new LoadFailure(`${answered('GET', path, last)}${unknown}`, last.status === 404);
  });
  if (end.status !== 'SUCCESS')
    throw new LoadFailure(
      `the load task ${taskId} ended ${end.status}: ${excerpt(String(end.errorMsg ?? ''), 300)}`,
      false,
    );
}

const SQL = '/analytics/v2/sql';

/**
 * Waits until a SQL query counts all `count` rows of the datasource (the real system serves them seconds after the
 * task's SUCCESS). Rows still missing after the whole deadline are a LoadFailure; a wait the step's budget cut short
 * is this scenario's own.
 */
export async function awaitLoadedRows(
  sender: Sender,
  datasource: string,
  count: number,
  deadlineMs: number,
): Promise<void> {
  const query = `SELECT COUNT(*) AS "c" FROM "${datasource.replace(/"/g, '""')}"`;
  // Only the query, answered in the default object format: whether the rows are there must not hang on the optional
  // request fields scenarios check (a target that ignored resultFormat had every load blocked as "not queryable").
  const body = JSON.stringify({ query });
  // The step's budget may end before the deadline would: then the rows had less than a deadline to appear.
  const cutShort = giveUpAt(deadlineMs) < Date.now() + deadlineMs;
  let last: HttpResponse | undefined;
  await eventually(async () => {
    last = await sender.request('POST', SQL, body);
    const counted = last.status === 200 ? jsonOf(last) : undefined;
    assert.deepEqual(
      counted,
      [{ c: count }],
      `Datasource ${datasource} is not yet queryable with ${count} rows`,
    );
  }, deadlineMs).catch((error: unknown) => {
    if (last === undefined || cutShort) throw error;
    throw new LoadFailure(
      `the ${count} rows the load task published were not all queryable within ${deadlineMs} ms: ${answered('POST', SQL, last)}`,
      false,
    );
  });
}
