// The janitor at work beside a kit run: looks every few seconds through the Router, restarts the lab's own Indexer
// when only ended or stalled tasks hold its slots (scripts/druid/slot-janitor.ts), and logs each restart for the run's report.
import { appendFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { ownedProcesses, restartServices } from './cluster.ts';
import type { Context } from './main.ts';
import { javaCommand } from './preflight.ts';
import { HoldTimes, type JanitorCluster, sweep, type TaskState, type WorkerView } from './slot-janitor.ts';

const EVERY_MS = 5000;

function clusterOf(context: Context, router: string, headers: Record<string, string>): JanitorCluster {
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${router}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  };
  return {
    workers: async () =>
      (
        (await get('/druid/indexer/v1/workers')) as { worker: { capacity: number }; runningTasks: string[] }[]
      ).map((entry): WorkerView => ({ capacity: entry.worker.capacity, runningTasks: entry.runningTasks })),
    taskState: async (id) => {
      const body = (await get(`/druid/indexer/v1/task/${encodeURIComponent(id)}/status`)) as {
        status?: { status?: TaskState };
      };
      return body.status?.status;
    },
    restartIndexer: async () => {
      const { dirs, ports, args } = context;
      await restartServices(javaCommand(process.env), ['indexer'], dirs, ports, args.timeoutMs);
    },
  };
}

/** Sweeps until `stop` is aborted; a look that fails (the cluster busy, a task gone meanwhile) is tried again later. */
export async function runJanitor(
  context: Context,
  router: string,
  headers: Record<string, string>,
  log: string,
  stop: AbortSignal,
): Promise<void> {
  const cluster = clusterOf(context, router, headers);
  const holds = new HoldTimes();
  while (!stop.aborted) {
    try {
      const done = await sweep(cluster, holds);
      if (done !== undefined) {
        const line = `${new Date().toISOString()} ${done}`;
        console.log(`\nlab janitor: ${line}`);
        appendFileSync(log, `${line}\n`);
      }
    } catch {
      // The next look tries again.
    }
    await delay(EVERY_MS, undefined, { signal: stop }).catch(() => undefined);
  }
}

/** Whether the cluster runs an Indexer the launcher started (the janitor's only target). */
export const hasOwnIndexer = (dirs: Context['dirs']) =>
  ownedProcesses(dirs).some((record) => record.service === 'indexer');
