// Which datasources the metadata tables show: all of them, unless the query runs under a caller's filter.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Answers whether the caller may see datasource `name` (the SQL engine knows nothing of security). */
export type DatasourceFilter = (name: string) => boolean;

const current = new AsyncLocalStorage<DatasourceFilter>();

/** Runs `work` so that sys.segments, sys.tasks and INFORMATION_SCHEMA show only what `visible` lets through. */
export function withVisibleDatasources<T>(visible: DatasourceFilter, work: () => Promise<T>): Promise<T> {
  return current.run(visible, work);
}

/** Whether the metadata tables of the running query show datasource `name`. */
export function datasourceVisible(name: string): boolean {
  return current.getStore()?.(name) ?? true;
}
