// The match ratio of each recorded run of a release: the administrator's and the ordinary user's (dbmeta_user).
import type { Outcome } from './replay.ts';

/** `as admin 113/124, as dbmeta_user 95/106`: matches over exchanges, per principal, in the order first met. */
export function ratiosByPrincipal(outcomes: readonly Outcome[]): string {
  const counts = new Map<string, { matched: number; total: number }>();
  for (const { exchange, mismatch } of outcomes) {
    const count = counts.get(exchange.as) ?? { matched: 0, total: 0 };
    count.total += 1;
    if (mismatch === undefined) count.matched += 1;
    counts.set(exchange.as, count);
  }
  return [...counts].map(([as, { matched, total }]) => `as ${as} ${matched}/${total}`).join(', ');
}
