// Everything a route or duty needs to reach the cluster's state, built once per server.
import type { ServerConfig } from '../config.ts';
import type { MetadataStore } from '../store/store.ts';
import type { WorkerRegistry } from './overlord/workers.ts';

export interface ClusterContext {
  readonly config: ServerConfig;
  readonly store: MetadataStore;
  readonly workers: WorkerRegistry;
}
