// The Overlord's periodic duty: applies the autoscaler of the current worker configuration, starts waiting tasks,
// and cleans durable storage of query results past their retention.
import type { ClusterContext } from '../context.ts';
import { autoScalerOf, currentWorkerConfig } from './worker-config.ts';

export function startOverlordLoop(cluster: ClusterContext, log: (error: unknown) => void): () => void {
  const { config, store, workers, tasks, statements } = cluster;
  const run = (): void => {
    try {
      if (config.autoscale) workers.autoscale(autoScalerOf(currentWorkerConfig(store)), config.now());
      // Provisioned nodes bring free slots for tasks waiting on them.
      tasks.schedule();
      if (config.queryResultsRetentionMs !== null)
        statements.cleanDurableResults(config.queryResultsRetentionMs);
    } catch (error) {
      log(error);
    }
  };
  const timer = setInterval(run, config.overlordPeriodMs);
  timer.unref();
  return () => clearInterval(timer);
}
