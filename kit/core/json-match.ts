// Deep "contains" and "equals" for JSON: arrays match by position, or, in any order, as multisets.
import { isDeepStrictEqual } from 'node:util';

export interface MatchOptions {
  /** Objects may have fields the expectation does not name. */
  readonly partial: boolean;
  /** Arrays match position by position; otherwise each expected element matches a distinct actual one. */
  readonly ordered: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether every expected element can be paired with a distinct actual element (backtracking: arrays are small). */
function pairs(actual: readonly unknown[], expected: readonly unknown[], options: MatchOptions): boolean {
  const taken = new Array<boolean>(actual.length).fill(false);
  const place = (i: number): boolean => {
    if (i === expected.length) return true;
    for (let j = 0; j < actual.length; j++) {
      if (taken[j] || !matchesJson(actual[j], expected[i], options)) continue;
      taken[j] = true;
      if (place(i + 1)) return true;
      taken[j] = false;
    }
    return false;
  };
  return place(0);
}

export function matchesJson(actual: unknown, expected: unknown, options: MatchOptions): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    if (!options.ordered) return pairs(actual, expected, options);
    return expected.every((e, i) => matchesJson(actual[i], e, options));
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return false;
    const named = Object.entries(expected);
    if (!options.partial && Object.keys(actual).length !== named.length) return false;
    return named.every(
      ([key, value]) => Object.hasOwn(actual, key) && matchesJson(actual[key], value, options),
    );
  }
  return isDeepStrictEqual(actual, expected);
}

/** Every field the expectation names is present and equal; arrays match by position. */
export function containsJson(actual: unknown, expected: unknown): boolean {
  return matchesJson(actual, expected, { partial: true, ordered: true });
}
