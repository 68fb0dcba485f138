// Polls an observable condition until it holds or the deadline passes; the kit never sleeps for a fixed time.
// Each poll's time-to-consistency goes to the scenario that runs (a report attachment of its own media type).
import { setTimeout as delay } from 'node:timers/promises';
import { settleMs, showsListedDeviation } from './listed-deviation.ts';
import { ReadOnlyRefusal } from './read-only.ts';
import { giveUpAt as budgetEnd } from './time-budget.ts';

/** Media type of the attachment that records one asynchronous check; the conformance summary reads it. */
export const CONSISTENCY_MEDIA_TYPE = 'application/x.kit.consistency+json';

/** How long the target took to reach the expected state, or that it did not within the deadline. */
export interface ConsistencyRecord {
  /** Milliseconds from the first check to the one that held (or to giving up). */
  readonly elapsedMs: number;
  /** Checks made, the last one included. */
  readonly attempts: number;
  readonly deadlineMs: number;
  /** Whether the condition held before the deadline. */
  readonly met: boolean;
}

type Recorder = (record: ConsistencyRecord) => void;
let recorder: Recorder | undefined;

/** Sends the records of the checks to come to `next` (each worker process runs one scenario at a time). */
export function recordConsistencyWith(next: Recorder | undefined): void {
  recorder = next;
}

/**
 * Checks until `check` resolves, within `deadlineMs` and the budget of the step; then the last failure is thrown.
 * A failure that has shown the behaviour the run's profile lists for the scenario for the settle time is thrown
 * at once (kit/core/listed-deviation.ts): the listed system does not get there.
 */
export async function eventually<T>(check: () => Promise<T>, deadlineMs: number): Promise<T> {
  const startedAt = performance.now();
  const giveUpAt = budgetEnd(deadlineMs);
  const record = (attempts: number, met: boolean): void =>
    recorder?.({ elapsedMs: Math.round(performance.now() - startedAt), attempts, deadlineMs, met });
  let pause = 25;
  let listedSince: number | undefined;
  for (let attempts = 1; ; attempts++) {
    try {
      const value = await check();
      record(attempts, true);
      return value;
    } catch (error) {
      const now = Date.now();
      listedSince = showsListedDeviation(error) ? (listedSince ?? now) : undefined;
      const settled = listedSince !== undefined && now - listedSince >= settleMs(deadlineMs);
      // A refused request will be refused again: the scenario is excluded now, not after the deadline.
      if (error instanceof ReadOnlyRefusal || settled || now + pause > giveUpAt) {
        record(attempts, false);
        throw error;
      }
    }
    await delay(pause);
    pause = Math.min(pause * 2, 500);
  }
}
