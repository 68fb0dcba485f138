// Checks a synchronous SQL error: its status and the body error, errorMessage, errorClass, host (schema sql/sql-error).
import assert from 'node:assert/strict';
import { assertSchema, assertStatus } from './assertions.ts';
import type { HttpResponse } from './client.ts';
import { jsonBody } from './json-body.ts';

export function assertSqlError(response: HttpResponse, status: number, messagePart?: string): void {
  assertStatus(response, status);
  assertSchema(jsonBody(response), 'sql/sql-error');
  if (messagePart !== undefined) assertErrorMessage(response, messagePart);
}

/**
 * A refusal whose body shape the spec leaves to the kit's decisions: the status and a string `errorMessage`,
 * the one field the spec's SQL error body and every real system's (legacy or unified) have in common
 * (docs/facts/sql.md §sql.1). The spec's whole body is checked by `assertSqlError`.
 */
export function assertRefusal(response: HttpResponse, status: number, messagePart?: string): void {
  assertStatus(response, status);
  const { errorMessage } = jsonBody(response) as { errorMessage?: unknown };
  assert.equal(typeof errorMessage, 'string', `No string errorMessage in: ${response.text.slice(0, 500)}`);
  if (messagePart !== undefined) assertErrorMessage(response, messagePart);
}

function assertErrorMessage(response: HttpResponse, messagePart: string): void {
  const { errorMessage } = jsonBody(response) as { errorMessage: string };
  assert.ok(
    errorMessage.includes(messagePart),
    `Expected an errorMessage containing "${messagePart}", got "${errorMessage}"`,
  );
}
