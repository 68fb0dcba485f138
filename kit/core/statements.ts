// Statements (asynchronous SQL) through the public API: submit, await a state or the end, stop, read the pages.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import type { HttpResponse } from './client.ts';
import { eventually } from './eventually.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';

export const STATEMENTS_PATH = '/analytics/v2/sql/statements';

export const statementPath = (queryId: string, results = false): string =>
  `${STATEMENTS_PATH}/${encodeURIComponent(queryId)}${results ? '/results' : ''}`;

/** One element of `result.pages`. */
export interface StatementPage {
  readonly id: number;
  readonly numRows: number;
  readonly sizeInBytes: number;
}

/** The body for SQL from a feature: ASYNC execution, then the context and parameters the scenario gave. */
export function statementBody(query: string, fields: { context?: object; parameters?: unknown[] }): string {
  const context = { executionMode: 'ASYNC', ...(fields.context ?? {}) };
  return JSON.stringify({
    query,
    context,
    ...(fields.parameters === undefined ? {} : { parameters: fields.parameters }),
  });
}

/** The queryId of a 200 submit answer, else undefined (the scenario's Then steps judge the response). */
export function submittedQueryId(response: HttpResponse): string | undefined {
  if (response.status !== 200) return undefined;
  try {
    const { queryId } = JSON.parse(response.text) as { queryId?: unknown };
    return typeof queryId === 'string' && queryId !== '' ? queryId : undefined;
  } catch {
    return undefined;
  }
}

/** Submits a statement body; the submit must answer 200 with a queryId. */
export async function submitStatement(sender: Sender, body: string, headers: Record<string, string> = {}) {
  const response = await sender.request('POST', STATEMENTS_PATH, body, headers);
  assertStatus(response, 200);
  const queryId = submittedQueryId(response);
  assert.ok(queryId, `No queryId in: ${response.text.slice(0, 500)}`);
  return { queryId, response };
}

/** The statement's status body, which must answer 200. */
export async function statementStatus(
  sender: Sender,
  queryId: string,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await sender.request('GET', statementPath(queryId), undefined, headers);
  assertStatus(response, 200);
  return jsonBody(response) as Record<string, unknown>;
}

/** Polls the status until the statement has ended (SUCCESS or FAILED) and returns that state. */
export function awaitStatementEnd(
  sender: Sender,
  queryId: string,
  deadlineMs: number,
  headers: Record<string, string> = {},
): Promise<string> {
  return eventually(async () => {
    const { state } = await statementStatus(sender, queryId, headers);
    assert.ok(
      state === 'SUCCESS' || state === 'FAILED',
      `Statement ${queryId} has not ended within ${deadlineMs} ms: its state is ${JSON.stringify(state)}`,
    );
    return state;
  }, deadlineMs);
}

/** Polls the status until the statement ends, which must be in the expected state. */
export async function assertStatementEndsIn(
  sender: Sender,
  queryId: string,
  expected: string,
  deadlineMs: number,
  headers: Record<string, string> = {},
): Promise<void> {
  const state = await awaitStatementEnd(sender, queryId, deadlineMs, headers);
  assert.equal(state, expected, `Statement ${queryId} ended ${state}, expected ${expected}`);
}

/** Polls the status until the statement is in `state`. */
export function awaitStatementState(
  sender: Sender,
  queryId: string,
  state: string,
  deadlineMs: number,
): Promise<void> {
  return eventually(async () => {
    const body = await statementStatus(sender, queryId);
    assert.equal(body.state, state, `Statement ${queryId} is not ${state}: ${JSON.stringify(body.state)}`);
  }, deadlineMs);
}

/** Cancels the statement if it has not ended and waits until it has; false when it did not end in time. */
export async function stopStatement(sender: Sender, queryId: string, deadlineMs: number): Promise<boolean> {
  const state = await statementStatus(sender, queryId).then(
    (body) => body.state,
    () => undefined,
  );
  if (state === 'SUCCESS' || state === 'FAILED' || state === undefined) return true;
  await sender.request('DELETE', statementPath(queryId));
  return awaitStatementEnd(sender, queryId, deadlineMs).then(
    () => true,
    () => false,
  );
}

/** `result.pages` of a completed statement: ids, row counts and sizes, checked against `result.numTotalRows`. */
export async function statementPages(sender: Sender, queryId: string): Promise<StatementPage[]> {
  const body = await statementStatus(sender, queryId);
  const result = body.result as { pages?: unknown; numTotalRows?: unknown } | undefined;
  assert.ok(
    Array.isArray(result?.pages),
    `The status has no result.pages: ${JSON.stringify(body).slice(0, 500)}`,
  );
  const pages = result.pages as StatementPage[];
  const rows = pages.reduce((total, page) => total + page.numRows, 0);
  assert.equal(rows, result.numTotalRows, 'The numRows of the pages do not add up to result.numTotalRows');
  return pages;
}
