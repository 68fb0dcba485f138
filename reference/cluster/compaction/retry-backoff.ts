// When compaction may try an interval again after its task failed: later after each failure, not every duty run.
// A TooManyPartitions failure reads the whole interval before it fails; with new segments arriving every period,
// retrying at once would repeat that work at the duty's full rate (docs/design.md, "Bad input and the fuzz test").

/** The wait after an interval's first failure; it doubles with each further failure. */
export const RETRY_BACKOFF_BASE_MS = 60_000;
/** The longest wait between two attempts on one interval. */
export const RETRY_BACKOFF_MAX_MS = 3_600_000;

interface Failures {
  readonly count: number;
  readonly retryAt: number;
}

export class RetryBackoff {
  private readonly failures = new Map<string, Failures>();

  /** The wait before attempt `count + 1`, after `count` failures in a row. */
  static delayAfter(count: number): number {
    return Math.min(RETRY_BACKOFF_BASE_MS * 2 ** Math.max(0, count - 1), RETRY_BACKOFF_MAX_MS);
  }

  /** A task on `key` failed at `now`: the next attempt waits longer than the last. */
  failed(key: string, now: number): void {
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    this.failures.set(key, { count, retryAt: now + RetryBackoff.delayAfter(count) });
  }

  /** A task on `key` succeeded: its failures are forgotten. */
  succeeded(key: string): void {
    this.failures.delete(key);
  }

  /** Whether `key` must still wait at `now`. */
  waiting(key: string, now: number): boolean {
    const failures = this.failures.get(key);
    return failures !== undefined && now < failures.retryAt;
  }
}
