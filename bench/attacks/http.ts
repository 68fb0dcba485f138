// The benchmark's client side: requests with a deadline, and polling a task until it ends.
import { setTimeout as delay } from 'node:timers/promises';

export interface Answer {
  readonly status: number;
  readonly text: string;
}

/** Sends one request; `abortAfterMs` plays a client that gives up (the server should stop the work). */
export async function send(
  url: string,
  init: RequestInit & { readonly abortAfterMs?: number } = {},
): Promise<Answer> {
  const { abortAfterMs = 120_000, ...rest } = init;
  try {
    const response = await fetch(url, { ...rest, signal: AbortSignal.timeout(abortAfterMs) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { status: 0, text: 'client gave up' };
    throw error;
  }
}

export const postJson = (url: string, body: unknown, abortAfterMs?: number): Promise<Answer> =>
  send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(abortAfterMs === undefined ? {} : { abortAfterMs }),
  });

/** Polls a task's status until it is no longer RUNNING (at most `deadlineMs`); its final status and error. */
export async function taskEnd(baseUrl: string, taskId: string, deadlineMs = 120_000): Promise<string> {
  const giveUpAt = Date.now() + deadlineMs;
  while (Date.now() < giveUpAt) {
    const answer = await send(`${baseUrl}/analytics/indexer/v1/task/${encodeURIComponent(taskId)}/status`);
    const status = (JSON.parse(answer.text) as { status?: { status?: string; errorMsg?: string | null } })
      .status;
    if (status?.status && status.status !== 'RUNNING')
      return `${status.status}${status.errorMsg ? ` (${status.errorMsg.split(':')[0]})` : ''}`;
    await delay(250);
  }
  return `still RUNNING after ${deadlineMs} ms`;
}

/** Polls a statement until SUCCESS or FAILED; its state and error code and category. */
export async function statementEnd(baseUrl: string, queryId: string, deadlineMs = 120_000): Promise<string> {
  const giveUpAt = Date.now() + deadlineMs;
  while (Date.now() < giveUpAt) {
    const answer = await send(`${baseUrl}/analytics/v2/sql/statements/${encodeURIComponent(queryId)}`);
    const status = JSON.parse(answer.text) as {
      state?: string;
      errorDetails?: { errorCode?: string; category?: string };
    };
    if (status.state === 'SUCCESS') return 'SUCCESS';
    if (status.state === 'FAILED')
      return `FAILED (${status.errorDetails?.errorCode}, ${status.errorDetails?.category})`;
    await delay(250);
  }
  return `not ended after ${deadlineMs} ms`;
}
