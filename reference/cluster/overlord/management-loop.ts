// The Overlord's periodic duty: applies the autoscaler of the current worker configuration, then starts waiting tasks.
import type { ClusterContext } from '../context.ts';
import { autoScalerOf, currentWorkerConfig } from './worker-config.ts';

export function startOverlordLoop(cluster: ClusterContext, log: (error: unknown) => void): () => void {
  const { config, store, workers, tasks } = cluster;
  const run = (): void => {
    try {
      if (config.autoscale) workers.autoscale(autoScalerOf(currentWorkerConfig(store)), config.now());
      // Provisioned nodes bring free slots for tasks waiting on them.
      tasks.schedule();
    } catch (error) {
      log(error);
    }
  };
  const timer = setInterval(run, config.overlordPeriodMs);
  timer.unref();
  return () => clearInterval(timer);
}
