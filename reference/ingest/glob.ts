// The `filter` of a `local` input source: a wildcard on file names (`*` any run, `?` one character), as the real
// system's WildcardFileFilter takes it, matched without backtracking (60 `*` once held the event loop 56 s).

/** The longest filter taken: no file name is longer than 255 characters on common file systems. */
export const MAX_FILTER_LENGTH = 255;

/**
 * Whether `name` wholly matches `glob`. One pass over the name, going back at most to just after the last `*` seen
 * (a later `*` makes earlier ones irrelevant), so the time is at most the product of the two lengths.
 */
export function globMatches(glob: string, name: string): boolean {
  let g = 0;
  let n = 0;
  let star = -1; // where the last `*` was in the glob
  let resume = 0; // where in the name that `*` would take one more character from
  while (n < name.length) {
    const c = glob[g];
    if (c === '*') {
      star = g++;
      resume = n;
    } else if (c !== undefined && (c === '?' || c === name[n])) {
      g++;
      n++;
    } else if (star >= 0) {
      g = star + 1;
      n = ++resume;
    } else return false;
  }
  while (glob[g] === '*') g++;
  return g === glob.length;
}
