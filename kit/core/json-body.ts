// Parses a response body as JSON, failing as a conformance failure (not a harness error) when it is not JSON.
import assert from 'node:assert/strict';
import type { HttpResponse } from './client.ts';

export function jsonBody(response: HttpResponse): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    assert.fail(
      `Expected a JSON body, got ${response.status} with: ${response.text.slice(0, 500) || '(empty body)'}`,
    );
  }
}

export function jsonArray(response: HttpResponse): unknown[] {
  const body = jsonBody(response);
  assert.ok(Array.isArray(body), `Expected a JSON array, got: ${response.text.slice(0, 500)}`);
  return body;
}

/** Parses JSON written in a feature (a harness error when the feature itself is wrong). */
export function featureJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`The feature's JSON does not parse: ${(error as Error).message}\n${text}`);
  }
}
