// Deep "contains" for JSON: every field the expectation names must be present and equal; arrays match by position.
import { isDeepStrictEqual } from 'node:util';

export function containsJson(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => containsJson(actual[i], e))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const record = actual as Record<string, unknown>;
    return Object.entries(expected).every(
      ([key, value]) => Object.hasOwn(record, key) && containsJson(record[key], value),
    );
  }
  return isDeepStrictEqual(actual, expected);
}
