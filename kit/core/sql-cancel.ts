// Cancelling synchronous SQL: a query slow on any server, a cancel that waits for the query to arrive, how it ended.
import { setTimeout as delay } from 'node:timers/promises';
import type { Outcome } from './background-requests.ts';
import type { HttpResponse } from './client.ts';
import { giveUpAt as budgetEnd, isOutOfTime } from './time-budget.ts';

/** How many copies of the datasource the slow query joins: 10 rows give 10^12 combinations to count. */
export const SLOW_QUERY_COPIES = 12;
export const SLOW_QUERY_MIN_ROWS = 10;

/** Valid SQL whose answer needs every combination of the datasource's rows: slow on any server. */
export function slowQuerySql(datasource: string): string {
  const table = `"${datasource.replace(/"/g, '""')}"`;
  const copies = Array.from({ length: SLOW_QUERY_COPIES }, (_, i) => `${table} AS "t${i + 1}"`);
  return `SELECT COUNT(*) AS "combinations" FROM ${copies.join(' CROSS JOIN ')}`;
}

/** The request body of a slow query with a client-chosen ID. */
export function slowQueryBody(datasource: string, sqlQueryId: string): string {
  return JSON.stringify({ query: slowQuerySql(datasource), resultFormat: 'array', context: { sqlQueryId } });
}

/**
 * How long each query sharing an ID gets to reach the server and start running before the cancel: finding one says
 * nothing of the others, a query that arrives after the cancel runs on (docs/facts/sql.md §sql.65), and Druid 33
 * acknowledged with 202 a cancel sent in a query's first moments and ran the query on (§sql.72). The rules are
 * about cancelling a running query, so the kit cancels one that has had this long to start.
 */
export const ARRIVAL_MS = 2000;

/** How long to wait before cancelling the queries started at these times. */
export function waitBeforeCancel(startedAt: readonly number[], now: number, arrivalMs = ARRIVAL_MS): number {
  if (startedAt.length === 0) return 0;
  return Math.max(0, Math.max(...startedAt) + arrivalMs - now);
}

/**
 * Sends the cancel until it answers something other than 404, as long as a query with the ID is still
 * running in the background (it may not have reached the server yet) and the deadline allows.
 */
export async function cancelWhenFound(
  cancel: () => Promise<HttpResponse>,
  stillRunning: () => boolean,
  deadlineMs: number,
): Promise<void> {
  const giveUpAt = budgetEnd(deadlineMs);
  let pause = 25;
  for (;;) {
    const response = await cancel();
    if (response.status !== 404 || !stillRunning() || Date.now() + pause > giveUpAt) return;
    await delay(pause);
    pause = Math.min(pause * 2, 500);
  }
}

/**
 * Why an ended query did deliver results, or was not stopped, or undefined when it was stopped: it may have lost its
 * connection, answered a 5xx error (the real system: 500 "Query cancelled"), or answered 200 with a cut-off body. A
 * request the kit itself gave up on was still running: not stopped.
 */
export function deliveredResults(outcome: Outcome): string | undefined {
  if ('error' in outcome)
    return isOutOfTime(outcome.error)
      ? `it still ran when the kit gave up on it (${String(outcome.error)})`
      : undefined;
  const { status, text } = outcome.response;
  if (status >= 500) return undefined;
  if (status !== 200) return `it was refused with ${status}, not cancelled: ${text.slice(0, 300)}`;
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  return `it answered 200 with a complete result: ${text.slice(0, 300)}`;
}
