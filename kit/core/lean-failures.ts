// Cucumber formats a failed assertion with a diff of its actual and expected values; on two large, different values
// (10000 result rows in another order) that diff runs for many minutes on one core, and the run seems to hang after
// printing its failures (issue 28, results pages in reverse order). Large values go without the diff: the kit's
// message already says what differs. Node 24's own assert.deepEqual appends such a diff even to a message of the
// caller's (about 30 s for 10000 one-element rows, the event loop blocked): the kit compares large values itself and
// fails with assert.fail and a message naming the first difference.

/** Above this many characters of JSON, actual and expected are not diffed. */
const MAX_DIFFED = 20_000;

function jsonLength(value: unknown, limit: number): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return limit + 1; // cyclic or otherwise unprintable: do not diff it either
  }
}

/** Marks an assertion about large values so Cucumber's formatter shows no diff; other errors pass unchanged. */
export function withoutLargeDiff(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('expected' in error)) return error;
  const { actual, expected } = error as { actual?: unknown; expected?: unknown };
  if (jsonLength(actual, MAX_DIFFED) + jsonLength(expected, MAX_DIFFED) > MAX_DIFFED)
    Object.assign(error, { showDiff: false });
  return error;
}
