// Conformance checks on responses; each failure is an AssertionError that names what was expected and what came.
import assert from 'node:assert/strict';
import { validateAgainst } from '../../schemas/index.ts';
import type { HttpResponse } from './client.ts';
import { featureJson, jsonArray } from './json-body.ts';
import { containsJson } from './json-match.ts';

const show = (value: unknown): string => JSON.stringify(value, null, 2).slice(0, 2000);

export function assertStatus(response: HttpResponse, status: number): void {
  assert.equal(
    response.status,
    status,
    `Expected status ${status}, got ${response.status}: ${response.text.slice(0, 500)}`,
  );
}

/** The status is one of those listed (where real releases answer differently and the spec is silent). */
export function assertStatusAmong(response: HttpResponse, allowed: readonly number[]): void {
  assert.ok(
    allowed.includes(response.status),
    `Expected ${allowed.join(' or ')}, got ${response.status}: ${response.text.slice(0, 500)}`,
  );
}

export function assertSchema(value: unknown, schema: string): void {
  const { valid, errors } = validateAgainst(schema, value);
  assert.ok(valid, `Does not match schema ${schema}:\n- ${errors.join('\n- ')}\nBody: ${show(value)}`);
}

export function assertContains(actual: unknown, expectedJson: string): void {
  const expected = featureJson(expectedJson);
  assert.ok(
    containsJson(actual, expected),
    `Expected a body containing\n${show(expected)}\nbut got\n${show(actual)}`,
  );
}

export function assertSomeElement(response: HttpResponse, expectedJson: string, present: boolean): void {
  const expected = featureJson(expectedJson);
  const found = jsonArray(response).some((element) => containsJson(element, expected));
  const what = present ? 'an element containing' : 'no element containing';
  assert.equal(found, present, `Expected ${what}\n${show(expected)}\nin\n${response.text.slice(0, 2000)}`);
}

export function assertElement(response: HttpResponse, index: number, expectedJson: string): void {
  const elements = jsonArray(response);
  assert.ok(index < elements.length, `Expected at least ${index + 1} elements, got ${elements.length}`);
  assertContains(elements[index], expectedJson);
}

export function assertEmptyBody(response: HttpResponse): void {
  assert.equal(response.text, '', `Expected an empty body, got: ${response.text.slice(0, 500)}`);
}
