// Druid 27's Indexer keeps the task slots of an MSQ task shut down while it runs (a cancelled statement, a task
// shutdown, the capability probe's cancel) until the Indexer restarts (docs/facts/ingestion.md §ingestion.1): a whole
// run, whose scenarios shut tasks down on purpose, ends with every slot held and loads refused. During a run of the
// kit against a lab cluster, the janitor restarts the lab's Indexer when only such leftovers hold its slots.

/** One Indexer or MiddleManager as `GET /druid/indexer/v1/workers` lists it. */
export interface WorkerView {
  readonly capacity: number;
  readonly runningTasks: readonly string[];
}

/** A task's state as the Overlord reports it, or undefined when it does not know the task. */
export type TaskState = 'RUNNING' | 'PENDING' | 'WAITING' | 'SUCCESS' | 'FAILED' | undefined;

/** An MSQ load needs a controller and a worker: two slots. */
export const SLOTS_A_LOAD_NEEDS = 2;

/**
 * Whether to restart a worker (pure): every task holding one of its slots has ended for the Overlord, and they leave
 * fewer free slots than a load needs. A worker running any live task is never restarted: that would kill it.
 */
export function mustRestart(worker: WorkerView, stateOf: (taskId: string) => TaskState): boolean {
  if (worker.runningTasks.length === 0) return false;
  const ended = worker.runningTasks.every((id) => {
    const state = stateOf(id);
    return state === 'SUCCESS' || state === 'FAILED';
  });
  return ended && worker.capacity - worker.runningTasks.length < SLOTS_A_LOAD_NEEDS;
}

/** What the janitor needs from the cluster: reads through the Router, and the restart of the Indexer. */
export interface JanitorCluster {
  workers(): Promise<WorkerView[]>;
  taskState(taskId: string): Promise<TaskState>;
  restartIndexer(): Promise<void>;
}

/** One look: restarts the Indexer when its slots are held only by ended tasks; says what it did, if anything. */
export async function sweep(cluster: JanitorCluster): Promise<string | undefined> {
  const workers = await cluster.workers();
  for (const worker of workers) {
    const states = new Map<string, TaskState>();
    for (const id of worker.runningTasks) states.set(id, await cluster.taskState(id));
    if (!mustRestart(worker, (id) => states.get(id))) continue;
    // Looked at again just before: a task started meanwhile keeps the Indexer up.
    const again = (await cluster.workers()).find((w) => sameTasks(w, worker));
    if (again === undefined) return undefined;
    await cluster.restartIndexer();
    return `restarted the Indexer: its ${worker.runningTasks.length} of ${worker.capacity} slots were held by ended tasks (${worker.runningTasks.join(', ')})`;
  }
  return undefined;
}

const sameTasks = (a: WorkerView, b: WorkerView) =>
  a.runningTasks.length === b.runningTasks.length &&
  a.runningTasks.every((id) => b.runningTasks.includes(id));
