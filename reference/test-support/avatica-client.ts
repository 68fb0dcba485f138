// For the Avatica route tests: JSON protocol calls against an in-process reference, and a datasource of n rows.
import assert from 'node:assert/strict';
import { inlineCsv, type TestServer } from './task-server.ts';

export interface AvaticaReply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A plain statement's `prepareAndExecute` request: no row limit, the first frame of `firstFrame` rows (-1: any). */
export const runRequest = (
  connectionId: string,
  statementId: number,
  sql: string,
  firstFrame = -1,
  maxRowCount = -1,
): Record<string, unknown> => ({
  request: 'prepareAndExecute',
  connectionId,
  statementId,
  sql,
  maxRowCount,
  maxRowsInFirstFrame: firstFrame,
});

/** Sends one Avatica request as the driver does (application/octet-stream) and reads the JSON answer. */
export async function avatica(
  t: TestServer,
  request: Record<string, unknown> | string,
): Promise<AvaticaReply> {
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql/avatica/',
    headers: { 'content-type': 'application/octet-stream' },
    payload: typeof request === 'string' ? request : JSON.stringify(request),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The same call, expecting success: the body. */
export async function ok(t: TestServer, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const reply = await avatica(t, request);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body;
}

/**
 * The same call, expecting Avatica's error response: a 500 the driver reads, or a 400 for a request that cannot be
 * read; the body, checked to carry no stack trace.
 */
export async function failure(
  t: TestServer,
  request: Record<string, unknown> | string,
  status: 400 | 500 = 500,
): Promise<Record<string, unknown>> {
  const reply = await avatica(t, request);
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body.response, 'error');
  const exceptions = reply.body.exceptions as string[];
  assert.equal(exceptions.length, 1);
  assert.doesNotMatch(exceptions[0] ?? '', /\n|\tat /, 'no stack trace');
  return reply.body;
}

/** Ingests `datasource` with `n` rows: __time 2020-01-01, n (0…n-1), s ("s<n>"). */
export async function loadNumbers(t: TestServer, datasource: string, n: number): Promise<void> {
  const lines = Array.from({ length: n }, (_, i) => `2020-01-01T00:00:00Z,${i},s${i}`);
  const source = inlineCsv(lines, ['ts', 'n:long', 's']);
  const status = await t.finished(
    await t.submit(
      `INSERT INTO "${datasource}" SELECT TIME_PARSE("ts") AS "__time", "n", "s" FROM ${source} PARTITIONED BY DAY`,
    ),
  );
  assert.equal(status.statusCode, 'SUCCESS', JSON.stringify(status));
}

/** The rows of an executeResults answer's first (only) result set, and its frame. */
export function firstResult(body: Record<string, unknown>): {
  signature: { columns: Record<string, unknown>[]; parameters: unknown[] };
  firstFrame: { offset: number; done: boolean; rows: unknown[][] };
  statementId: number;
} {
  const results = (body.results ?? [body]) as Record<string, unknown>[];
  return results[0] as ReturnType<typeof firstResult>;
}
