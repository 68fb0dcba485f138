// The reference server's configuration: every knob that main.ts may read from the environment, with defaults.
import type { AvaticaLimits } from './avatica/limits.ts';
import { type InputSourcePolicy, inputSourcePolicy } from './ingest/input-policy.ts';
import type { SecurityConfig } from './security/security-config.ts';
import { DEFAULT_QUERY_BOUNDS, type QueryBounds } from './sql/query-bounds.ts';

export interface WorkerNodeConfig {
  readonly host: string;
  readonly ip: string;
  readonly capacity: number;
  readonly version: string;
  readonly category: string;
}

/** A simulated Historical: where the Coordinator may load segments, within `maxSize` bytes. */
export interface HistoricalConfig {
  readonly host: string;
  readonly tier: string;
  readonly maxSize: number;
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
  /** The Historicals retention rules place segments on. */
  readonly historicals: readonly HistoricalConfig[];
  /** How often the Coordinator's duties (retention rules, segment loading) run; a segment write also starts them. */
  readonly coordinatorPeriodMs: number;
  /** analytics.indexer.autoscale.doAutoscale: whether an autoScaler in the worker config provisions workers. */
  readonly autoscale: boolean;
  /** How many query tasks run at once; more wait in the Overlord's queue. */
  readonly taskSlots: number;
  /** How many result rows a SELECT task's report keeps (the real system's limit for reported results). */
  readonly taskReportRows: number;
  /**
   * analytics.msq.intermediate.storage.enable: durable storage for query results, where statements with
   * `selectDestination` durableStorage write their pages (`<dataDir>/durable-storage/`).
   */
  readonly durableStorage: boolean;
  /**
   * The durable storage cleaner's retention of query results, in milliseconds: results of statements finished
   * longer ago are removed by the Overlord's duty, and reading them afterwards is a server error (500); null:
   * results stay as long as their statement. Default one day.
   */
  readonly queryResultsRetentionMs: number | null;
  /**
   * The bytes (as JSON) one statement's results in durable storage may hold; a statement writing more fails with
   * `ResultTooLarge`. (The task report destination keeps at most `taskReportRows` rows and 16 MiB.)
   */
  readonly statementMaxResultBytes: number;
  /** Basic security (authentication and authorization); null: allow all, as the real system by default. */
  readonly security: SecurityConfig | null;
  /** TLS: the PEM key and certificate the server answers HTTPS with (then only HTTPS); null: plain HTTP. */
  readonly tls: { readonly key: string; readonly cert: string } | null;
  /**
   * analytics.router.http.readTimeout, in milliseconds: a statements results response not finished within it is
   * cut off (the connection ends early); null: unbounded.
   */
  readonly routerReadTimeout: number | null;
  /**
   * The word the API's paths and header names are built from (`/analytics/v2/sql`, `X-Analytics-Author`);
   * another word (e.g. `druid`) serves the same API as `/druid/v2/sql` and `X-Druid-Author`.
   */
  readonly serviceWord: string;
  /** Where EXTERN's local and http input sources may read, and their time and size bounds. */
  readonly inputSources: InputSourcePolicy;
  /** Timeouts, result size and engine memory and threads of queries (README: "Bounds on a query"). */
  readonly queryBounds: QueryBounds;
  /** JDBC through Avatica: connection, statement and frame bounds (`analytics.sql.avatica.*`); default Druid's. */
  readonly avatica?: AvaticaLimits;
  /** Write request logs to stdout. */
  readonly logRequests: boolean;
  /** The clock, replaceable in unit tests. */
  readonly now: () => number;
}

export const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_WORKER: WorkerNodeConfig = {
  host: 'localhost:8091',
  ip: '127.0.0.1',
  capacity: 4,
  version: '0',
  category: '_default_worker_category',
};

/** One Historical in the default tier, with the real system's default maximum size. */
export const DEFAULT_HISTORICAL: HistoricalConfig = {
  host: 'localhost:8083',
  tier: '_default_tier',
  maxSize: 300_000_000_000,
};

export function serverConfig(overrides: Partial<ServerConfig> & Pick<ServerConfig, 'dataDir'>): ServerConfig {
  return {
    auditHistoryMillis: ONE_WEEK_MS,
    workers: [DEFAULT_WORKER],
    overlordPeriodMs: 1000,
    historicals: [DEFAULT_HISTORICAL],
    coordinatorPeriodMs: 1000,
    autoscale: true,
    taskSlots: 2,
    taskReportRows: 3000,
    durableStorage: true,
    queryResultsRetentionMs: ONE_DAY_MS,
    statementMaxResultBytes: 256 * 1024 * 1024,
    security: null,
    tls: null,
    routerReadTimeout: null,
    serviceWord: 'analytics',
    logRequests: false,
    queryBounds: DEFAULT_QUERY_BOUNDS,
    inputSources: inputSourcePolicy(overrides.dataDir),
    now: Date.now,
    ...overrides,
  };
}
