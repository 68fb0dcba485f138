// A known deviation fails fast: when the run's deviation profile lists the running scenario with the text its failure
// shows (`shows`), a poll whose answers have shown that behaviour for the settle time stops, instead of waiting out
// its deadline for a state the listed system never reaches. A worker runs one scenario at a time, so the listed
// behaviour of the running scenario is module state, set by a Before hook (steps/consistency-hooks.ts).

/** What the profile lists for the running scenario: a text its failure contains when it deviates as listed. */
let listedShows: string | undefined;
/** The entry's own settle time, where the target's cycle is longer than the default's (a compaction run). */
let listedSettleMs: number | undefined;

/** Sets (or clears, with undefined) the listed behaviour of the scenario about to run. */
export function expectListedDeviation(shows: string | undefined, ownSettleMs?: number): void {
  listedShows = shows === undefined || shows.length === 0 ? undefined : shows;
  listedSettleMs = listedShows === undefined ? undefined : ownSettleMs;
}

/** Whether a failure shows the behaviour the profile lists for the running scenario. */
export function showsListedDeviation(error: unknown): boolean {
  if (listedShows === undefined) return false;
  const message = error instanceof Error ? error.message : String(error);
  return message.includes(listedShows);
}

/**
 * How long answers must keep showing the listed behaviour before a poll stops: an eighth of the deadline, at most
 * 15 s (the lab's Coordinator runs its duties every few seconds), or the entry's own `settleMs` (never beyond the
 * deadline), so a state the target passes through while it catches up is not taken for the listed one.
 */
export const settleMs = (deadlineMs: number): number =>
  Math.min(listedSettleMs ?? Math.min(deadlineMs / 8, 15000), deadlineMs);
