// Which scenario a free Cucumber worker may start beside the running ones (setParallelCanAssign, steps/hooks.ts).
// In process every worker has a reference of its own: only @serial scenarios are kept apart. A remote target is
// shared: scenarios that change cluster-wide state or hold task slots the loader cannot see run alone.

interface Tagged {
  readonly tags: readonly { readonly name: string }[];
}

const SERIAL = '@serial';
/**
 * On a remote target: cluster-wide state (@serial), the scenario's own tasks and statements, compaction tasks, and
 * slow queries (@slow-query), which hold a real Historical's query threads so that other scenarios' new datasources
 * wait for the Broker's metadata refresh (docs/facts/ingestion.md §ingestion.1).
 */
export const ALONE_ON_REMOTE = [SERIAL, '@needs:sql-ingestion', '@compaction', '@slow-query'] as const;

const hasTag = (pickle: Tagged, tag: string): boolean => pickle.tags.some((t) => t.name === tag);

export function parallelAssignment(
  remote: boolean,
): (candidate: Tagged, running: readonly Tagged[]) => boolean {
  const alone = (pickle: Tagged): boolean =>
    remote ? ALONE_ON_REMOTE.some((tag) => hasTag(pickle, tag)) : hasTag(pickle, SERIAL);
  return remote
    ? (candidate, running) => running.length === 0 || !(alone(candidate) || running.some(alone))
    : (candidate, running) => !(alone(candidate) && running.some(alone));
}
