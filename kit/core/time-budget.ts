// One time budget per step or hook, which every request and every poll of it respects, so whatever the target does
// (never answers, streams forever, ignores a cancel) the kit ends the step with its own words naming what it waited
// for, before Cucumber's own timeout ("function timed out …") can. A worker process runs one step at a time, so the
// budget of the running step is module state, like the consistency recorder of `eventually`.
import { AssertionError } from 'node:assert';

/** Cucumber's timeout of a step is its budget plus this: the kit's own error always comes first. */
export const GRACE_MS = 5000;
/** What a request still gets once the budget's polls are over (a best-effort stop, the last answer of a poll). */
const LAST_REQUEST_MS = GRACE_MS - 1000;

interface Budget {
  /** When polls and waits stop (epoch milliseconds). */
  readonly endsAt: number;
  readonly ms: number;
  /** The step or hook's World: evidence of a request that ends after its step is not attached to another one. */
  readonly owner: unknown;
}

let current: Budget | undefined;

const markedOutOfTime = new WeakSet<object>();

/**
 * A failure that says what the kit waited for and how long: an assertion (the target did not answer or did not get
 * there in time, a verdict on it), recognisable so that a request the kit gave up on is not taken for one the target
 * ended.
 */
export function outOfTime(message: string): AssertionError {
  const error = new AssertionError({ message });
  markedOutOfTime.add(error);
  return error;
}

export const isOutOfTime = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && markedOutOfTime.has(error);

/**
 * Runs `work` with `ms` to spend (at most what the budget around it has left), for `owner` (the World); the budget
 * ends when `work` settles.
 */
export function withBudget<T>(ms: number, owner: unknown, work: () => T): T {
  const outer = current;
  const endsAt = Math.min(Date.now() + ms, outer?.endsAt ?? Number.POSITIVE_INFINITY);
  const budget: Budget = { endsAt, ms, owner };
  current = budget;
  const restore = () => {
    if (current === budget) current = outer;
  };
  try {
    const result = work();
    if (result instanceof Promise) return result.finally(restore) as T;
    restore();
    return result;
  } catch (error) {
    restore();
    throw error;
  }
}

/** Whether a step or hook of `owner` is running now (Cucumber refuses attachments outside one). */
export const runningFor = (owner: unknown): boolean => current !== undefined && current.owner === owner;

/** The budget's milliseconds, for messages; undefined outside any step. */
export const budgetMs = (): number | undefined => current?.ms;

/** When a poll that may take `ms` must give up: at `ms` from now or at the budget's end, whichever is first. */
export function giveUpAt(ms: number): number {
  return Math.min(Date.now() + ms, current?.endsAt ?? Number.POSITIVE_INFINITY);
}

/**
 * How long a request sent now may take: `capMs`, or what is left of the budget plus a short grace (so a final
 * request after the polls still gets an answer), never less than a moment.
 */
export function requestTimeoutMs(capMs: number): number {
  if (current === undefined) return capMs;
  return Math.max(100, Math.min(capMs, current.endsAt + LAST_REQUEST_MS - Date.now()));
}
