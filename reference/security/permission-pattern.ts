// Permission name patterns, run only by a linear-time engine (RE2JS, a port of RE2): a pattern it cannot run
// (lookaround, backreference, possessive or atomic group) or one that expands past a size bound is refused, never
// handed to JavaScript's backtracking engine (`(?=a)(a|a)*b` once held the server 7.5 s for a 28-character name).
import { RE2JS } from 're2js';

/**
 * Elements a pattern may expand to, counted repetitions multiplied out (`(a?){250}` is 501): matching costs up to
 * this many steps per character of the name, and RE2 builds a program of about this size (500: at most about 35 ms
 * for any name on this machine).
 */
export const MAX_PATTERN_SIZE = 500;

/** A quantifier at `i`: its length, and its largest count (`*`, `+`: 1, as RE2 loops; `{n,m}`: m, `{n,}`: n). */
function quantifierAt(pattern: string, i: number): { length: number; count: number } | undefined {
  const c = pattern[i];
  if (c === '*' || c === '+' || c === '?') return { length: 1, count: 1 };
  if (c !== '{') return undefined;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!match) return undefined;
  const count = match[3] === undefined || match[3] === '' ? Number(match[1]) : Number(match[3]);
  return { length: match[0].length, count: Math.max(1, count) };
}

/** The end of the character class opening at `i` (the index of its `]`). */
function classEnd(pattern: string, i: number): number {
  let j = i + 1;
  if (pattern[j] === '^') j++;
  if (pattern[j] === ']') j++;
  for (let depth = 0; j < pattern.length; j++) {
    if (pattern[j] === '\\') j++;
    else if (pattern[j] === '[') depth++;
    else if (pattern[j] === ']' && depth-- === 0) return j;
  }
  return pattern.length;
}

/** The end of the escape at `i` (`\x`, `\p{…}`, `\x{…}`, `\Q…\E` as one element each). */
function escapeEnd(pattern: string, i: number): number {
  const next = pattern[i + 1];
  if (next === 'Q') {
    const end = pattern.indexOf('\\E', i + 2);
    return end < 0 ? pattern.length : end + 1;
  }
  if ((next === 'p' || next === 'P' || next === 'x') && pattern[i + 2] === '{') {
    const end = pattern.indexOf('}', i + 3);
    return end < 0 ? pattern.length : end;
  }
  return i + 1;
}

/** An upper bound of what the pattern expands to (MAX_PATTERN_SIZE + 1 once past the bound), in one pass. */
export function expandedSize(pattern: string): number {
  // The size of each open group so far, outermost first, and their sum.
  const groups: number[] = [0];
  let total = 0;
  let last = 0; // the size of the element a quantifier would repeat
  const add = (size: number): void => {
    groups[groups.length - 1] = (groups[groups.length - 1] ?? 0) + size;
    total += size;
  };
  for (let i = 0; i < pattern.length && total <= MAX_PATTERN_SIZE; i++) {
    const quantifier = quantifierAt(pattern, i);
    if (quantifier !== undefined) {
      add(last * (quantifier.count - 1) + 1);
      last = last * quantifier.count + 1;
      i += quantifier.length - 1;
      continue;
    }
    const c = pattern[i];
    if (c === '(') {
      groups.push(0);
      last = 0;
    } else if (c === ')' && groups.length > 1) {
      const inner = groups.pop() ?? 0;
      total -= inner;
      last = Math.max(1, inner);
      add(last);
    } else if (c === '|') last = 0;
    else {
      if (c === '\\') i = escapeEnd(pattern, i);
      else if (c === '[') i = classEnd(pattern, i);
      last = 1;
      add(1);
    }
  }
  return Math.min(MAX_PATTERN_SIZE + 1, total);
}

/** Why the linear-time engine will not run the pattern, or undefined when it does. */
export function patternRefusal(pattern: string): string | undefined {
  if (expandedSize(pattern) > MAX_PATTERN_SIZE)
    return `it expands to more than ${MAX_PATTERN_SIZE} elements (repetition counts multiplied out)`;
  try {
    RE2JS.compile(pattern);
    return undefined;
  } catch (error) {
    const reason = (error as Error).message.replace(/^error parsing regexp: /, '');
    return `the linear-time matcher cannot run it (no lookaround, backreference, possessive or atomic group): ${reason}`;
  }
}

/** Compiled whole-name matchers by pattern; null for a pattern that must never match (refused). */
const compiled = new Map<string, RE2JS | null>();
const MAX_CACHED = 10_000;

/** The whole-name matcher of a pattern, compiled once; null when the pattern is refused. */
export function permissionMatcher(pattern: string): RE2JS | null {
  let matcher = compiled.get(pattern);
  if (matcher === undefined) {
    if (compiled.size >= MAX_CACHED) compiled.clear();
    matcher = patternRefusal(pattern) === undefined ? RE2JS.compile(pattern) : null;
    compiled.set(pattern, matcher);
  }
  return matcher;
}

/** Whether `name` is wholly matched by the pattern (a refused stored pattern matches nothing). */
export function wholeMatch(pattern: string, name: string): boolean {
  return permissionMatcher(pattern)?.matches(name) ?? false;
}
