// The checks a JSON response body can be put to in feature text ("the response body contains:" and its kin).
import assert from 'node:assert/strict';
import type { HttpResponse } from './client.ts';
import { featureJson, jsonArray, jsonBody } from './json-body.ts';
import { type MatchOptions, matchesJson } from './json-match.ts';

/** The words of `the response body {bodyCheck}:`; "in any order" compares arrays as multisets, at every depth. */
export const BODY_CHECKS = [
  'contains, in any order',
  'contains',
  'is, in any order',
  'is',
  'has an element containing',
  'has no element containing',
] as const;
export type BodyCheck = (typeof BODY_CHECKS)[number];

const show = (value: unknown): string => JSON.stringify(value, null, 2).slice(0, 2000);

const WHOLE: Readonly<Record<string, MatchOptions>> = {
  'contains, in any order': { partial: true, ordered: false },
  contains: { partial: true, ordered: true },
  'is, in any order': { partial: false, ordered: false },
  is: { partial: false, ordered: true },
};

/** Fails with an AssertionError (a conformance failure) when the body does not pass the check. */
export function assertBody(response: HttpResponse, check: BodyCheck, expectedJson: string): void {
  const expected = featureJson(expectedJson);
  const whole = WHOLE[check];
  if (whole) {
    const actual = jsonBody(response);
    const ok = matchesJson(actual, expected, whole);
    assert.ok(ok, `Expected a body that ${check}\n${show(expected)}\nbut got\n${show(actual)}`);
    return;
  }
  const present = check === 'has an element containing';
  const containing = { partial: true, ordered: true };
  const found = jsonArray(response).some((element) => matchesJson(element, expected, containing));
  assert.equal(
    found,
    present,
    `Expected a body that ${check}\n${show(expected)}\nbut got\n${response.text.slice(0, 2000)}`,
  );
}
