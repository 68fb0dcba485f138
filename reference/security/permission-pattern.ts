// Permission name patterns: refused when they can backtrack catastrophically, compiled once, matched in linear time when V8 can.
import { setFlagsFromString } from 'node:v8';

// Lets `new RegExp(…, 'l')` use V8's linear-time (automaton) engine; it changes no other regular expression.
setFlagsFromString('--enable-experimental-regexp-engine');

/** V8's flag for the linear engine (a variable: TypeScript knows only the standard flags). */
const LINEAR_FLAG: string = 'l';

/** Whether V8 accepts the linear flag here (it does on Node 22 and 24). */
const LINEAR = ((): boolean => {
  try {
    return new RegExp('a', LINEAR_FLAG).test('a');
  } catch {
    return false;
  }
})();

/** A quantifier at `i`: its length, and whether it repeats (`*`, `+`, `{n,}`, `{n,m}` with m > 1; not `?`). */
function quantifierAt(pattern: string, i: number): { length: number; repeats: boolean } | undefined {
  const c = pattern[i];
  if (c === '*' || c === '+') return { length: 1, repeats: true };
  if (c === '?') return { length: 1, repeats: false };
  if (c !== '{') return undefined;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!match) return undefined;
  const upper =
    match[2] === undefined ? Number(match[1]) : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
  return { length: match[0].length, repeats: upper > 1 };
}

/** The end of the character class opening at `i` (the index of its `]`). */
function classEnd(pattern: string, i: number): number {
  let j = i + 1;
  if (pattern[j] === '^') j++;
  if (pattern[j] === ']') j++;
  for (; j < pattern.length; j++) {
    if (pattern[j] === '\\') j++;
    else if (pattern[j] === ']') return j;
  }
  return pattern.length;
}

/**
 * Why the pattern could take exponential time (a repeated group that itself repeats, as in `(a+)+`, or a
 * backreference), or undefined when it cannot. Nested repetition is the classic ReDoS shape; it is refused even
 * where a separator would make it safe, as safe-regex does: such patterns are rare for resource names.
 */
export function backtrackingRisk(pattern: string): string | undefined {
  // One entry per open group: whether something inside it repeats.
  const groups: boolean[] = [false];
  let closed: boolean | undefined; // the group just closed: whether it repeats inside
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const quantifier = quantifierAt(pattern, i);
    if (quantifier !== undefined) {
      if (quantifier.repeats && closed === true)
        return 'a repeated group contains a repetition (nested quantifiers, as in (a+)+)';
      if (quantifier.repeats) groups[groups.length - 1] = true;
      // A lazy quantifier's `?` belongs to it.
      i += quantifier.length - 1 + (pattern[i + quantifier.length] === '?' ? 1 : 0);
      closed = undefined;
      continue;
    }
    closed = undefined;
    if (c === '\\') {
      if (/[1-9k]/.test(pattern[i + 1] ?? '')) return 'it uses a backreference';
      i++;
    } else if (c === '[') i = classEnd(pattern, i);
    else if (c === '(') {
      groups.push(false);
      // Skip the group's kind (`?:`, `?=`, `?<name>`…): its `?` is no quantifier.
      if (pattern[i + 1] === '?') {
        const kind = /^\?(?:<[A-Za-z_$][\w$]*>|<=|<!|[:=!])/.exec(pattern.slice(i + 1));
        i += kind ? kind[0].length : 1;
      }
    } else if (c === ')' && groups.length > 1) {
      closed = groups.pop() ?? false;
      // What repeats inside a group repeats inside the groups around it too.
      if (closed) groups[groups.length - 1] = true;
    }
  }
  return undefined;
}

/** Compiled whole-name matchers by pattern; null for a pattern that must never match (invalid or unsafe). */
const compiled = new Map<string, RegExp | null>();
const MAX_CACHED = 10_000;

function compile(pattern: string): RegExp | null {
  if (backtrackingRisk(pattern) !== undefined) return null;
  const source = `^(?:${pattern})$`;
  try {
    new RegExp(source, 'u'); // the syntax the admin API accepts (as before): Unicode-aware validation
  } catch {
    return null;
  }
  if (LINEAR) {
    try {
      return new RegExp(source, LINEAR_FLAG);
    } catch {
      // Large counted repetitions and lookarounds have no linear form; without nested quantifiers they are safe.
    }
  }
  return new RegExp(source, 'u');
}

/** The whole-name matcher of a pattern, compiled once; null when the pattern is invalid or unsafe. */
export function permissionMatcher(pattern: string): RegExp | null {
  let matcher = compiled.get(pattern);
  if (matcher === undefined) {
    if (compiled.size >= MAX_CACHED) compiled.clear();
    matcher = compile(pattern);
    compiled.set(pattern, matcher);
  }
  return matcher;
}

/** Whether `name` is wholly matched by the pattern (an invalid or unsafe stored pattern matches nothing). */
export function wholeMatch(pattern: string, name: string): boolean {
  return permissionMatcher(pattern)?.test(name) ?? false;
}
