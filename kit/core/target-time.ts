// Time a scenario spends waiting on the target: requests in flight, overlapping ones counted once, so the report can
// split a scenario's time into the target's and the kit's own (issue 20, item 3).
import type { Target } from './client.ts';

/** Media type of the attachment with a scenario's time on the target; the conformance summary reads it. */
export const TIMING_MEDIA_TYPE = 'application/x.kit.timing+json';

export interface TargetTime {
  /** Milliseconds with at least one request to a target in flight. */
  readonly targetMs: number;
  readonly requests: number;
}

/** Counts the union of the intervals requests are in flight (a worker process runs one scenario at a time). */
export class WaitClock {
  #inFlight = 0;
  #since = 0;
  #totalMs = 0;
  #requests = 0;
  readonly #now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  async time<T>(work: () => Promise<T>): Promise<T> {
    if (this.#inFlight++ === 0) this.#since = this.#now();
    this.#requests += 1;
    try {
      return await work();
    } finally {
      if (--this.#inFlight === 0) this.#totalMs += this.#now() - this.#since;
    }
  }

  /** What was counted since the last reset; a request still in flight counts up to now. */
  read(): TargetTime {
    const open = this.#inFlight > 0 ? this.#now() - this.#since : 0;
    return { targetMs: Math.round(this.#totalMs + open), requests: this.#requests };
  }

  reset(): void {
    this.#totalMs = 0;
    this.#requests = 0;
    if (this.#inFlight > 0) this.#since = this.#now();
  }
}

/** The clock of this process's scenarios. */
export const targetClock = new WaitClock();

/** The target with every request timed on the clock. */
export function timedTarget(target: Target, clock: WaitClock = targetClock): Target {
  return {
    ...target,
    send: (...args) => clock.time(() => target.send(...args)),
    close: () => target.close(),
  };
}
