// Authenticators already seen (client, ctime, cusec) within the clock-skew window: a replayed one is refused.

export class ReplayCache {
  /** Key → the time after which the entry cannot matter any more (its ctime is out of the skew window). */
  private readonly seen = new Map<string, number>();

  constructor(private readonly windowMs: number) {}

  /** Records the authenticator; true when it was already there (a replay). */
  checkAndRemember(client: string, ctime: number, cusec: number, now: number): boolean {
    this.forgetExpired(now);
    const key = `${client}\u0000${ctime}\u0000${cusec}`;
    if (this.seen.has(key)) return true;
    this.seen.set(key, ctime + this.windowMs);
    return false;
  }

  private forgetExpired(now: number): void {
    // Insertion order is close to ctime order, so expired entries sit at the front.
    for (const [key, until] of this.seen) {
      if (until >= now) break;
      this.seen.delete(key);
    }
  }
}
