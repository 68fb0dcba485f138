// Everything a route or duty needs to reach the cluster's state, built once per server.
import type { ServerConfig } from '../config.ts';
import type { BasicSecurity } from '../security/basic-security.ts';
import type { SqlEngine } from '../sql/engine.ts';
import type { QueryEngine } from '../sql/execute/query-engine.ts';
import type { MetadataStore } from '../store/store.ts';
import type { CoordinatorLoop } from './coordinator/duties.ts';
import type { Historicals } from './coordinator/historicals.ts';
import type { TaskQueue } from './overlord/task-queue.ts';
import type { WorkerRegistry } from './overlord/workers.ts';
import type { Statements } from './statements/statements.ts';

export interface ClusterContext {
  readonly config: ServerConfig;
  readonly store: MetadataStore;
  readonly workers: WorkerRegistry;
  /** The execution engine shared by queries and ingestion. */
  readonly duck: QueryEngine;
  readonly sql: SqlEngine;
  /** The Overlord's query tasks (SQL ingestion and SELECT through the task endpoint). */
  readonly tasks: TaskQueue;
  /** The simulated Historicals and the segments the Coordinator placed on them. */
  readonly historicals: Historicals;
  /** The Coordinator's duties (retention rules); `runSoon` after a change they should apply at once. */
  readonly coordinator: CoordinatorLoop;
  /** Asynchronous SQL on deep storage: statements, run as query tasks of the Overlord. */
  readonly statements: Statements;
  /** Basic security when configured; null: every request is allowed as `allowAll`. */
  readonly security: BasicSecurity | null;
}
