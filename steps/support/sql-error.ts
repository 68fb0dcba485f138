// Checks a synchronous SQL error: its status and the body error, errorMessage, errorClass, host (schema sql/sql-error).
import assert from 'node:assert/strict';
import { assertSchema, assertStatus } from './assertions.ts';
import type { HttpResponse } from './client.ts';
import { jsonBody } from './json-body.ts';

export function assertSqlError(response: HttpResponse, status: number, messagePart?: string): void {
  assertStatus(response, status);
  const body = jsonBody(response);
  assertSchema(body, 'sql/sql-error');
  if (messagePart === undefined) return;
  const { errorMessage } = body as { errorMessage: string };
  assert.ok(
    errorMessage.includes(messagePart),
    `Expected an errorMessage containing "${messagePart}", got "${errorMessage}"`,
  );
}
