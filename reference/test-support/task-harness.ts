// For task tests: a temporary data directory, store, DuckDB and task queue, with an engine that answers from plans given by hand.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskQueue } from '../cluster/overlord/task-queue.ts';
import type { StatementKind } from '../cluster/overlord/tasks/submit/statement-kind.ts';
import type { TaskSqlEngine } from '../cluster/overlord/tasks/submit/validate.ts';
import { WorkerRegistry } from '../cluster/overlord/workers.ts';
import { DEFAULT_WORKER } from '../config.ts';
import { externResolver } from '../ingest/extern.ts';
import { inputSourcePolicy } from '../ingest/input-policy.ts';
import type { QueryResult, SqlRequest } from '../sql/engine-types.ts';
import { SqlError } from '../sql/errors.ts';
import { DuckEngine } from '../sql/execute/duckdb.ts';
import type { ExternArguments, ExternResolver, IngestionPlan } from '../sql/plan/ingestion-plan.ts';
import { openSqliteStore } from '../store/sqlite/open.ts';
import type { MetadataStore } from '../store/store.ts';

/** Plans are registered by query text; any other text is a SELECT that DuckDB runs as is. */
export class HandPlannedEngine implements TaskSqlEngine {
  readonly plans = new Map<string, IngestionPlan>();
  /** Runs at planning time, in the task's EXTERN scope, to turn `{extern}` in selectSql into a table expression. */
  readonly externs = new Map<string, ExternArguments>();
  constructor(
    private readonly duck: DuckEngine,
    private readonly resolveExtern: ExternResolver,
  ) {}

  kindOf(request: SqlRequest): StatementKind {
    if (request.query.startsWith('BAD')) throw new SqlError('validation', 'Object [nope] not found');
    return this.plans.get(request.query)?.mode ?? 'select';
  }

  async planIngestion(request: SqlRequest): Promise<IngestionPlan> {
    const plan = this.plans.get(request.query);
    if (!plan) throw new SqlError('unsupported', 'not an ingestion');
    const extern = this.externs.get(request.query);
    if (!extern) return plan;
    const table = await this.resolveExtern(extern);
    return { ...plan, selectSql: plan.selectSql.replace('{extern}', table) };
  }

  async query(request: SqlRequest, signal?: AbortSignal): Promise<QueryResult> {
    const result = await this.duck.run(request.query, signal);
    const columns = result.columnNames.map((name) => ({ name, sqlType: 'VARCHAR', runtimeType: 'STRING' }));
    const rows = result.rows.map((row) => row.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
    return { columns, rows, timeZone: 'UTC' };
  }
}

export interface Harness {
  readonly dataDir: string;
  readonly store: MetadataStore;
  readonly duck: DuckEngine;
  readonly engine: HandPlannedEngine;
  readonly queue: TaskQueue;
  readonly workers: WorkerRegistry;
  /** Registers a plan under `name` and submits it. */
  submitPlan(name: string, plan: Partial<IngestionPlan>, context?: Record<string, unknown>): Promise<string>;
  /** Stops the queue and closes everything; keeps the data directory when `keep`. */
  close(keep?: boolean): Promise<void>;
}

export interface HarnessOptions {
  readonly dataDir?: string;
  readonly taskSlots?: number;
  readonly reportRowLimit?: number;
  /** Task slots of the one Middle Manager (4 by default). */
  readonly capacity?: number;
  /** Wraps the store the queue writes to (a store whose writes fail as on a full disk). */
  readonly wrapStore?: (store: MetadataStore) => MetadataStore;
}

export async function openHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tasks-test-'));
  const workers = new WorkerRegistry([{ ...DEFAULT_WORKER, capacity: options.capacity ?? 4 }], Date.now());
  const store = openSqliteStore(dataDir);
  const duck = await DuckEngine.open({ allowedDirectories: [dataDir] });
  const engine = new HandPlannedEngine(duck, externResolver(dataDir, inputSourcePolicy(dataDir)));
  const queue = new TaskQueue({
    store: options.wrapStore?.(store) ?? store,
    duck,
    sql: engine,
    workers,
    dataDir,
    taskSlots: options.taskSlots ?? 2,
    reportRowLimit: options.reportRowLimit ?? 3000,
    now: Date.now,
  });
  queue.start((error) => {
    throw error;
  });
  return {
    dataDir,
    store,
    duck,
    engine,
    queue,
    workers,
    submitPlan(name, plan, context = {}) {
      engine.plans.set(name, {
        mode: 'insert',
        datasource: 'wiki',
        selectSql: `SELECT TIMESTAMP '2015-09-12 01:00:00' AS "__time", 'a' AS "page"`,
        columns: [
          { name: '__time', type: 'LONG' },
          { name: 'page', type: 'STRING' },
        ],
        granularity: 'P1D',
        clusteredBy: [],
        replaceIntervals: [],
        ...plan,
      });
      return queue.submit({ query: name, context, parameters: [] });
    },
    async close(keep = false) {
      await queue.stop();
      await duck.close();
      store.close();
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** rows of `(day, page)` as a SELECT producing __time and page, days after 2015-09-12. */
export function rowsSql(rows: readonly (readonly [number, string])[]): string {
  const values = rows.map(
    ([day, page]) => `(TIMESTAMP '2015-09-12 01:00:00' + INTERVAL ${day} DAY, '${page}')`,
  );
  return `SELECT * FROM (VALUES ${values.join(', ')}) AS v("__time", "page")`;
}
