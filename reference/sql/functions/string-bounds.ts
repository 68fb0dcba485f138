// The longest string a function may build (LPAD, RPAD, REPEAT, REPLACE, CONCAT): refused before DuckDB allocates it.
// DuckDB's memory_limit does not cover a single string being built: `LPAD('x', 2147483647)` grew the server to 13.8 GB.
import type { Bound } from '../analyzer/bound.ts';
import { SqlError } from '../errors.ts';

/** Characters a string-building function may produce per value: 1 MiB of one-byte characters. */
export const MAX_STRING_LENGTH = 1_048_576;

/** Starts every message of this bound: the engine turns DuckDB's run-time refusal carrying it into a resource limit. */
export const STRING_LIMIT_MESSAGE = `String result longer than the limit of ${MAX_STRING_LENGTH} characters`;

const refusal = (name: string): string => `${STRING_LIMIT_MESSAGE} in ${name}`;

/** At analysis: a literal length (or count) that already asks for more than the limit is refused (400). */
export function checkConstantLength(name: string, value: Bound, perUnit = 1): void {
  const constant = value.constant;
  if (typeof constant === 'number' && constant * perUnit > MAX_STRING_LENGTH)
    throw new SqlError('resourceLimit', refusal(name), value.span);
}

/**
 * At run time: `length` (SQL of an INTEGER) unchanged when at most `MAX_STRING_LENGTH`, else DuckDB's `error()`. The
 * value is evaluated once, inside a one-element lambda, so nesting guards never duplicates the SQL.
 */
export function guardedLength(name: string, length: string): string {
  return `list_transform([${length}], x -> CASE WHEN x > ${MAX_STRING_LENGTH} THEN error('${refusal(name)}') ELSE x END)[1]`;
}

/** At run time: REPEAT's text and count, refused when their product exceeds the limit (text and count once each). */
export function guardedRepeat(text: string, count: string): string {
  const check = `CASE WHEN length(x.s) * greatest(x.n, 0) > ${MAX_STRING_LENGTH} THEN error('${refusal('REPEAT')}') ELSE repeat(x.s, x.n) END`;
  return `list_transform([{'s': ${text}, 'n': ${count}}], x -> ${check})[1]`;
}

/**
 * At run time: REPLACE, refused when its result would exceed the limit. The result's length is known before it is
 * built: each occurrence of `from` (counted by removing them, which only shrinks) grows it by the difference.
 */
export function guardedReplace(text: string, from: string, to: string): string {
  const occurrences = `((length(x.s) - length(replace(x.s, x.f, ''))) // greatest(length(x.f), 1))`;
  const resultLength = `(length(x.s) + ${occurrences} * (length(x.t) - length(x.f)))`;
  const check = `CASE WHEN ${resultLength} > ${MAX_STRING_LENGTH} THEN error('${refusal('REPLACE')}') ELSE replace(x.s, x.f, x.t) END`;
  return `list_transform([{'s': ${text}, 'f': ${from}, 't': ${to}}], x -> ${check})[1]`;
}

/**
 * At run time: a concatenation's result, refused when longer than the limit. Its inputs are bounded values, so the
 * string checked is at most their sum; nested concatenations cannot double their way to gigabytes.
 */
export function guardedConcat(name: string, concatenated: string): string {
  return `list_transform([${concatenated}], x -> CASE WHEN length(x) > ${MAX_STRING_LENGTH} THEN error('${refusal(name)}') ELSE x END)[1]`;
}
