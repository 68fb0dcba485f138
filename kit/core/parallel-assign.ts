// Which scenario a free Cucumber worker may start beside the running ones (setParallelCanAssign, steps/hooks.ts).
// In process every worker has a reference of its own: only @serial scenarios are kept apart. A remote target is
// shared: scenarios that change cluster-wide state or hold task slots the loader cannot see run alone.

interface Tagged {
  readonly tags: readonly { readonly name: string }[];
}

const SERIAL = '@serial';
/**
 * On a remote target: cluster-wide state (@serial), the scenario's own tasks and statements, and slow queries
 * (@slow-query), which hold a real Historical's query threads so that other scenarios' new datasources wait for the
 * Broker's metadata refresh (docs/facts/ingestion.md §ingestion.1).
 */
export const ALONE_ON_REMOTE = [SERIAL, '@needs:sql-ingestion', '@slow-query'] as const;
/**
 * On a remote target, one at a time but beside others: compaction, whose tasks the Coordinator schedules on the
 * shared Indexer (the loader sees them in the workers' free slots and waits), while two compacting scenarios would
 * compete for the one compaction slot the default ratio gives. Run alone, the compaction area took 7 of a Druid 33
 * run's minutes once native batch loads made it run.
 */
export const APART_ON_REMOTE = ['@compaction'] as const;

const hasTag = (pickle: Tagged, tag: string): boolean => pickle.tags.some((t) => t.name === tag);

export function parallelAssignment(
  remote: boolean,
): (candidate: Tagged, running: readonly Tagged[]) => boolean {
  if (!remote)
    return (candidate, running) => !(hasTag(candidate, SERIAL) && running.some((r) => hasTag(r, SERIAL)));
  const alone = (pickle: Tagged): boolean => ALONE_ON_REMOTE.some((tag) => hasTag(pickle, tag));
  const apart = (pickle: Tagged): boolean => APART_ON_REMOTE.some((tag) => hasTag(pickle, tag));
  return (candidate, running) =>
    running.length === 0 ||
    !(alone(candidate) || running.some(alone) || (apart(candidate) && running.some(apart)));
}
