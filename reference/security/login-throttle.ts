// Failed-login throttling per (user, client address) and per client address: guessing is slowed, nobody is locked out elsewhere.
export interface ThrottleLimits {
  /** Failed (or still running) password checks of one user from one address within the window. */
  readonly perUserAndAddress: number;
  /** Failed (or still running) password checks from one address within the window, whatever the user. */
  readonly perAddress: number;
  readonly windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perUserAndAddress: 10, perAddress: 50, windowMs: 60_000 };

export type Admission =
  | { readonly admitted: true; done(succeeded: boolean): void }
  | { readonly admitted: false; readonly retryAfterSeconds: number };

interface Counter {
  /** Times of failures within the window, oldest first. */
  failures: number[];
  /** Checks admitted and not finished: a burst sent at once counts before any of it has failed. */
  pending: number;
}

/** Counters beyond this many are swept of idle ones (an attacker rotating names or addresses cannot grow memory). */
const MAX_TRACKED = 50_000;

export class LoginThrottle {
  private readonly pairs = new Map<string, Counter>();
  private readonly addresses = new Map<string, Counter>();

  constructor(
    readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether a password check of `user` from `address` may run now. The caller reports its outcome with `done`;
   * a success clears that user's failures from that address (not the address's own count).
   */
  admit(user: string, address: string): Admission {
    const time = this.now();
    const pair = this.counter(this.pairs, `${address}\u0000${user}`, time);
    const from = this.counter(this.addresses, address, time);
    const wait = Math.max(
      this.waitMs(pair, this.limits.perUserAndAddress, time),
      this.waitMs(from, this.limits.perAddress, time),
    );
    if (wait > 0) return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    pair.pending++;
    from.pending++;
    let finished = false;
    return {
      admitted: true,
      done: (succeeded) => {
        if (finished) return;
        finished = true;
        pair.pending--;
        from.pending--;
        if (succeeded) pair.failures = [];
        else {
          const at = this.now();
          pair.failures.push(at);
          from.failures.push(at);
        }
      },
    };
  }

  /** 0 when another check fits under `limit`; else how long until one does. */
  private waitMs(counter: Counter, limit: number, time: number): number {
    const { failures, pending } = counter;
    if (failures.length + pending < limit) return 0;
    // Checks still running free their place within a second or so.
    if (failures.length < limit) return 1000;
    // Else enough failures must leave the window.
    const oldest = failures[Math.min(failures.length + pending - limit, failures.length - 1)] ?? time;
    return Math.max(1000, oldest + this.limits.windowMs - time);
  }

  private counter(map: Map<string, Counter>, key: string, time: number): Counter {
    let counter = map.get(key);
    if (counter === undefined) {
      if (map.size >= MAX_TRACKED) this.sweep(map, time);
      counter = { failures: [], pending: 0 };
      map.set(key, counter);
    }
    this.expire(counter, time);
    return counter;
  }

  private expire(counter: Counter, time: number): void {
    const from = time - this.limits.windowMs;
    let drop = 0;
    while (drop < counter.failures.length && (counter.failures[drop] ?? 0) <= from) drop++;
    if (drop > 0) counter.failures.splice(0, drop);
  }

  private sweep(map: Map<string, Counter>, time: number): void {
    for (const [key, counter] of map) {
      this.expire(counter, time);
      if (counter.failures.length === 0 && counter.pending === 0) map.delete(key);
    }
  }
}
