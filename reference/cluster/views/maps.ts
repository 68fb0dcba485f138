// The keyed maps legacy bodies are made of (interval → datasource → …): entries created on first use.

/** The entry of `key`, created by `init` the first time. */
export function entryOf<T>(map: Record<string, T>, key: string, init: () => NoInfer<T>): T {
  const existing = map[key];
  if (existing !== undefined) return existing;
  const created = init();
  map[key] = created;
  return created;
}
