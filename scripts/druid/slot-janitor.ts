// Druid 27's Indexer keeps the task slots of an MSQ task shut down while it runs (a cancelled statement, a task
// shutdown, the capability probe's cancel) until the Indexer restarts (docs/facts/ingestion.md §ingestion.1): a whole
// run, whose scenarios shut tasks down on purpose, ends with every slot held and loads refused. During a run of the
// kit against a lab cluster, the janitor restarts the lab's Indexer when only such leftovers hold its slots, or
// leftovers and a task stalled beside them for minutes.

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
 * Free slots the janitor keeps: three loads' worth, as the lab command's three workers may load at once. Fewer, and
 * controllers may take the last slots while their workers wait (seen on Druid 27: three tasks shut down the moment
 * a statement was submitted left its controller the fourth slot and its worker none; with three kit workers and two
 * loads' worth kept, a compaction scenario's load stayed RUNNING for 120 s, §ingestion.1).
 */
export const FREE_SLOTS_WANTED = 3 * SLOTS_A_LOAD_NEEDS;

/**
 * A live task that has held a slot this long is stalled: the kit gives up on a load after 120 s and shuts it down, and
 * no task of a run lasts minutes. Seen on Druid 27: a worker that never left READING_INPUT beside two leftovers.
 */
export const STALLED_AFTER_MS = 5 * 60_000;

/**
 * Whether to restart a worker (pure): every task holding one of its slots has ended for the Overlord or has stalled,
 * and they leave fewer free slots than two loads need. A worker running a live task that still may end is never
 * restarted: that would kill it.
 */
export function mustRestart(
  worker: WorkerView,
  stateOf: (taskId: string) => TaskState,
  heldForMs: (taskId: string) => number = () => 0,
): boolean {
  if (worker.runningTasks.length === 0) return false;
  const over = worker.runningTasks.every((id) => {
    const state = stateOf(id);
    return state === 'SUCCESS' || state === 'FAILED' || heldForMs(id) >= STALLED_AFTER_MS;
  });
  return over && worker.capacity - worker.runningTasks.length < FREE_SLOTS_WANTED;
}

/** Since when each task has held a slot, as far as the janitor's looks saw it (the Overlord does not say). */
export class HoldTimes {
  private readonly since = new Map<string, number>();

  /** Notes the tasks holding slots now; forgets those that let theirs go. */
  look(workers: readonly WorkerView[], now: number): void {
    const holding = new Set(workers.flatMap((worker) => worker.runningTasks));
    for (const id of this.since.keys()) if (!holding.has(id)) this.since.delete(id);
    for (const id of holding) if (!this.since.has(id)) this.since.set(id, now);
  }

  heldForMs(taskId: string, now: number): number {
    const since = this.since.get(taskId);
    return since === undefined ? 0 : now - since;
  }
}

/** What the janitor needs from the cluster: reads through the Router, and the restart of the Indexer. */
export interface JanitorCluster {
  workers(): Promise<WorkerView[]>;
  taskState(taskId: string): Promise<TaskState>;
  restartIndexer(): Promise<void>;
}

/**
 * One look: restarts the Indexer when its slots are held only by ended or stalled tasks; says what it did, if anything.
 * `holds` carries what earlier looks saw, `now` is the clock.
 */
export async function sweep(
  cluster: JanitorCluster,
  holds = new HoldTimes(),
  now: () => number = Date.now,
): Promise<string | undefined> {
  const workers = await cluster.workers();
  holds.look(workers, now());
  for (const worker of workers) {
    const states = new Map<string, TaskState>();
    for (const id of worker.runningTasks) states.set(id, await cluster.taskState(id));
    if (
      !mustRestart(
        worker,
        (id) => states.get(id),
        (id) => holds.heldForMs(id, now()),
      )
    )
      continue;
    // Looked at again just before: a task started meanwhile keeps the Indexer up.
    const again = (await cluster.workers()).find((w) => sameTasks(w, worker));
    if (again === undefined) return undefined;
    await cluster.restartIndexer();
    const held = worker.runningTasks.map((id) => `${id} ${states.get(id) ?? 'unknown'}`).join(', ');
    return `restarted the Indexer: its ${worker.runningTasks.length} of ${worker.capacity} slots were held by ended or stalled tasks (${held})`;
  }
  return undefined;
}

const sameTasks = (a: WorkerView, b: WorkerView) =>
  a.runningTasks.length === b.runningTasks.length &&
  a.runningTasks.every((id) => b.runningTasks.includes(id));
