// A seeded pseudo-random source (mulberry32): the same seed gives the same corpus on every machine.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [low, high]. */
  between(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    between: (low, high) => low + int(high - low + 1),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (probability) => next() < probability,
    weighted: <T>(entries: readonly (readonly [number, T])[]): T => {
      const total = entries.reduce((sum, [weight]) => sum + weight, 0);
      let at = next() * total;
      for (const [weight, value] of entries) {
        at -= weight;
        if (at < 0) return value;
      }
      return (entries.at(-1) as readonly [number, T])[1];
    },
  };
}
