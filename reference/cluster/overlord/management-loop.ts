// The Overlord's periodic duty: applies the autoscaler of the current worker configuration.
import type { ClusterContext } from '../context.ts';
import { autoScalerOf, currentWorkerConfig } from './worker-config.ts';

export function startOverlordLoop(cluster: ClusterContext, log: (error: unknown) => void): () => void {
  const { config, store, workers } = cluster;
  const run = (): void => {
    try {
      if (config.autoscale) workers.autoscale(autoScalerOf(currentWorkerConfig(store)), config.now());
    } catch (error) {
      log(error);
    }
  };
  const timer = setInterval(run, config.overlordPeriodMs);
  timer.unref();
  return () => clearInterval(timer);
}
