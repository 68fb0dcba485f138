// Names and IDs the server stores and echoes: refused before anything is stored, as the real system's
// IdUtils.validateId refuses them (docs/facts/robustness.md §robustness.3), and a little more.
import { ApiError } from '../errors/api-error.ts';

/** The width of the real system's metadata columns for IDs and datasource names (VARCHAR(255), §robustness.3). */
export const MAX_ID_LENGTH = 255;

/**
 * Why a datasource name or task ID is refused, or undefined when it is fine: empty, longer than MAX_ID_LENGTH,
 * starting with '.', containing '/', whitespace other than space, a control character (NUL included: the real
 * system lets NUL through, and such a name broke every later read of the tasks), a lone surrogate, or one of the
 * characters the real system refuses because ZooKeeper paths cannot hold them (U+007F–U+009F, U+FFF0–U+FFFF).
 * Characters beyond the Basic Multilingual Plane (emoji, as surrogate pairs) are taken; the real system refuses them.
 */
export function idProblem(value: string): string | undefined {
  if (value === '') return 'must not be empty';
  if (value.length > MAX_ID_LENGTH) return `must be at most ${MAX_ID_LENGTH} characters, got ${value.length}`;
  if (value.startsWith('.')) return "cannot start with '.'";
  if (value.includes('/')) return "cannot contain '/'";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const high = code >= 0xd800 && code <= 0xdbff;
    const low = code >= 0xdc00 && code <= 0xdfff;
    if (high && i + 1 < value.length && isLow(value.charCodeAt(i + 1))) {
      i++;
      continue;
    }
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code >= 0xfff0 || high || low)
      return `contains an illegal character [#${code}] at position [${i}]`;
    if (code !== 0x20 && /\s/.test(value[i] ?? ''))
      return 'contains illegal whitespace characters; only space is allowed';
  }
  return undefined;
}

const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Throws the 400 of a bad name: `Invalid value for field [<field>]: …`, the real system's words. */
export function validateId(field: string, value: string): string {
  const problem = idProblem(value);
  if (problem !== undefined)
    throw ApiError.of('invalidInput', { detail: `Invalid value for field [${field}]: ${problem}` });
  return value;
}
