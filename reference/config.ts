// The reference server's configuration: every knob that main.ts may read from the environment, with defaults.

export interface WorkerNodeConfig {
  readonly host: string;
  readonly ip: string;
  readonly capacity: number;
  readonly version: string;
  readonly category: string;
}

export interface ServerConfig {
  /** Directory holding the SQLite metadata store, deep storage (segment files) and temporary task files. */
  readonly dataDir: string;
  /** analytics.audit.manager.auditHistoryMillis: the default history window. */
  readonly auditHistoryMillis: number;
  /** The Middle Manager nodes the Overlord starts with. */
  readonly workers: readonly WorkerNodeConfig[];
  /** How often the Overlord's management loop (autoscaling) runs. */
  readonly overlordPeriodMs: number;
  /** analytics.indexer.autoscale.doAutoscale: whether an autoScaler in the worker config provisions workers. */
  readonly autoscale: boolean;
  /** How many query tasks run at once; more wait in the Overlord's queue. */
  readonly taskSlots: number;
  /** Write request logs to stdout. */
  readonly logRequests: boolean;
  /** The clock, replaceable in unit tests. */
  readonly now: () => number;
}

export const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const DEFAULT_WORKER: WorkerNodeConfig = {
  host: 'localhost:8091',
  ip: '127.0.0.1',
  capacity: 4,
  version: '0',
  category: '_default_worker_category',
};

export function serverConfig(overrides: Partial<ServerConfig> & Pick<ServerConfig, 'dataDir'>): ServerConfig {
  return {
    auditHistoryMillis: ONE_WEEK_MS,
    workers: [DEFAULT_WORKER],
    overlordPeriodMs: 1000,
    autoscale: true,
    taskSlots: 2,
    logRequests: false,
    now: Date.now,
    ...overrides,
  };
}
