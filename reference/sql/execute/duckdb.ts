// The execution engine: one in-memory DuckDB instance per server; each statement on its own connection so it can be interrupted.
import { type DuckDBConnection, DuckDBInstance, JSDuckDBValueConverter } from '@duckdb/node-api';
import { SqlError } from '../errors.ts';
import { flatPlannerOptions, type Planner } from './flat-planner.ts';
import type { EngineResult, QueryEngine } from './query-engine.ts';
import { type DuckSandboxOptions, sandboxSetup } from './sandbox.ts';

const MAX_IDLE_CONNECTIONS = 8;

/**
 * How long a stopped statement may take to unwind before its caller is answered anyway. DuckDB checks interrupts
 * while executing, not while planning: a plan of deeply nested subqueries can take minutes and ignores them. Such a
 * statement is abandoned: its connection is closed when it ends, and nothing waits for it (a task slot is freed).
 */
const ABANDON_AFTER_MS = 1000;

/** How long close() waits for abandoned statements before it leaves the instance to the process's exit. */
const CLOSE_WAIT_MS = 3000;

const cancelled = (): SqlError => new SqlError('cancelled', 'Query was cancelled');

export type { Planner } from './flat-planner.ts';
export type { EngineResult, QueryEngine } from './query-engine.ts';
export type { DuckSandboxOptions } from './sandbox.ts';

export class DuckEngine implements QueryEngine {
  /** Statements in flight, awaited before the instance closes. */
  private readonly running = new Set<Promise<unknown>>();
  /** Aborted by close(): interrupts every statement still running. */
  private readonly closing = new AbortController();
  /** Connections kept for the next statements: connecting costs more than a small query. */
  private readonly idle: DuckDBConnection[] = [];

  /** The flat planner's instance, opened at its first statement (most servers never need it). */
  private flat: Promise<DuckEngine> | undefined;

  /** `flatOptions`: the settings of the flat planner's instance; none for that instance itself. */
  private readonly instance: DuckDBInstance;
  private readonly flatOptions: DuckSandboxOptions | undefined;

  // Fields assigned by hand, not as parameter properties: the engine process loads this file with Node's own type
  // stripping, which has no parameter properties (process/limited-spawn.ts).
  private constructor(instance: DuckDBInstance, flatOptions?: DuckSandboxOptions) {
    this.instance = instance;
    this.flatOptions = flatOptions;
  }

  /**
   * Opens the instance locked down: DuckDB may touch only `allowedDirectories` (and the spill directory), loads no
   * extension, and no statement may change a setting afterwards.
   */
  static async open(options: DuckSandboxOptions): Promise<DuckEngine> {
    return new DuckEngine(await DuckEngine.openInstance(options), flatPlannerOptions(options));
  }

  private static async openInstance(options: DuckSandboxOptions): Promise<DuckDBInstance> {
    const statements = sandboxSetup(options);
    const instance = await DuckDBInstance.create(':memory:');
    const setup = await instance.connect();
    try {
      for (const statement of statements) await setup.run(statement);
    } catch (error) {
      // A setting DuckDB refused: no half-configured instance is kept.
      setup.closeSync();
      instance.closeSync();
      throw error;
    }
    setup.closeSync();
    return instance;
  }

  /**
   * Runs one statement and reads all rows; aborting `signal` interrupts it with a `cancelled` SqlError. `planner`
   * `flat` plans it without filter pushdown (deeply nested subqueries, see flat-planner.ts).
   */
  async run(sql: string, signal?: AbortSignal, planner: Planner = 'full'): Promise<EngineResult> {
    if (planner === 'flat' && this.flatOptions) return (await this.flatPlanner()).run(sql, signal);
    return this.withConnection(signal, async (connection) => {
      const reader = await connection.runAndReadAll(sql);
      return { columnNames: reader.columnNames(), rows: reader.getRowsJS() };
    });
  }

  /**
   * Runs one statement and hands its rows to `onRows` chunk by chunk, as DuckDB produces them, so a large result is
   * never held whole (statements writing pages); returns the column names.
   */
  async forEachChunk(
    sql: string,
    onRows: (rows: readonly (readonly unknown[])[]) => Promise<void> | void,
    signal?: AbortSignal,
    planner: Planner = 'full',
  ): Promise<readonly string[]> {
    if (planner === 'flat' && this.flatOptions)
      return (await this.flatPlanner()).forEachChunk(sql, onRows, signal);
    return this.withConnection(signal, async (connection) => {
      // One statement, prepared at once: `connection.stream` first splits the text into statements, a third round
      // trip to DuckDB's worker threads on every query (issue 20).
      const prepared = await connection.prepare(sql);
      let result: Awaited<ReturnType<typeof prepared.stream>>;
      try {
        result = await prepared.stream();
      } finally {
        prepared.destroySync();
      }
      for await (const rows of result.yieldRowsJs()) await onRows(rows);
      return result.columnNames();
    });
  }

  /**
   * Reads the whole result of a SELECT in one round trip to DuckDB's threads when it has at most `maxRows` rows, and
   * answers undefined (keeping nothing) when it has more. A streamed result costs one round trip per chunk (a scan
   * with a selective filter streams chunks of 1–2 rows) and a prepared statement binds twice (at prepare and again at
   * execution, reading every segment file's metadata each time); a materialized result lives outside DuckDB's
   * `memory_limit`, so it is only read up to `maxRows` + 1 rows (issue 20).
   */
  async readUpTo(
    sql: string,
    maxRows: number,
    signal?: AbortSignal,
    planner: Planner = 'full',
  ): Promise<EngineResult | undefined> {
    if (planner === 'flat' && this.flatOptions)
      return (await this.flatPlanner()).readUpTo(sql, maxRows, signal);
    if (!Number.isInteger(maxRows) || maxRows < 0)
      throw new Error(`maxRows must be a non-negative integer, got [${maxRows}]`);
    return this.withConnection(signal, async (connection) => {
      const result = await connection.run(`SELECT * FROM (${sql}) AS "$upTo" LIMIT ${maxRows + 1}`);
      if (result.rowCount > maxRows) return undefined;
      // The chunks of a materialized result are read without a round trip, each as `getRowsJS` converts it.
      const rows: (readonly unknown[])[] = [];
      for (let index = 0; index < result.chunkCount; index++)
        for (const row of result.getChunk(index).convertRows(JSDuckDBValueConverter)) rows.push(row);
      return { columnNames: result.columnNames(), rows };
    });
  }

  /** Runs statements that return nothing of interest (COPY … TO, CREATE …). */
  async exec(sql: string, signal?: AbortSignal, planner: Planner = 'full'): Promise<void> {
    if (planner === 'flat' && this.flatOptions) return (await this.flatPlanner()).exec(sql, signal);
    await this.withConnection(signal, async (connection) => {
      await connection.run(sql);
    });
  }

  /** How many statements still run on DuckDB, abandoned ones included. */
  get runningCount(): number {
    return this.running.size + (this.flatEngine?.runningCount ?? 0);
  }

  /** The opened flat planner, for runningCount and close. */
  private flatEngine: DuckEngine | undefined;

  private flatPlanner(): Promise<DuckEngine> {
    if (this.closing.signal.aborted)
      return Promise.reject(new SqlError('runtime', 'The query engine is shutting down'));
    const options = this.flatOptions as DuckSandboxOptions;
    this.flat ??= DuckEngine.openInstance(options).then((instance) => {
      this.flatEngine = new DuckEngine(instance);
      return this.flatEngine;
    });
    // A failed open is tried again by the next statement.
    this.flat.catch(() => {
      this.flat = undefined;
    });
    return this.flat;
  }

  /**
   * Interrupts whatever still runs, waits for it to stop (at most CLOSE_WAIT_MS), then closes the instance. A
   * statement that did not stop (still planning) keeps the instance open: closing under it would crash the process.
   */
  async close(): Promise<void> {
    this.closing.abort();
    const flat = this.flat?.then((engine) => engine.close()).catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
      timer.unref();
    });
    await Promise.race([Promise.allSettled(this.running), waited]);
    clearTimeout(timer);
    for (const connection of this.idle.splice(0)) connection.closeSync();
    if (this.running.size === 0) this.instance.closeSync();
    await flat;
  }

  private withConnection<T>(
    signal: AbortSignal | undefined,
    work: (connection: DuckDBConnection) => Promise<T>,
  ): Promise<T> {
    if (this.closing.signal.aborted)
      return Promise.reject(new SqlError('runtime', 'The query engine is shutting down'));
    const stop = signal ? AbortSignal.any([signal, this.closing.signal]) : this.closing.signal;
    return this.onConnection(stop, work);
  }

  private async onConnection<T>(
    stop: AbortSignal,
    work: (connection: DuckDBConnection) => Promise<T>,
  ): Promise<T> {
    if (stop.aborted) throw cancelled();
    const connection = this.idle.pop() ?? (await this.instance.connect());
    // An abort that came while connecting has no listener to hear it.
    if (stop.aborted) {
      this.release(connection);
      throw cancelled();
    }
    let retry: NodeJS.Timeout | undefined;
    let abandon: NodeJS.Timeout | undefined;
    let giveUp: (error: SqlError) => void = () => {};
    const abandoned = new Promise<never>((_, reject) => {
      giveUp = reject;
    });
    // An interrupt only stops a statement already executing: repeat it until the work settles, or give up on it.
    const interrupt = () => {
      connection.interrupt();
      retry ??= setInterval(() => connection.interrupt(), 20);
      abandon ??= setTimeout(() => giveUp(cancelled()), ABANDON_AFTER_MS);
    };
    stop.addEventListener('abort', interrupt, { once: true });
    const running = work(connection);
    // The statement itself, tracked until DuckDB is done with it, whether or not its caller still waits.
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(settled);
    void settled.then(() => {
      clearInterval(retry);
      clearTimeout(abandon);
      stop.removeEventListener('abort', interrupt);
      this.running.delete(settled);
      this.release(connection);
    });
    let value: T;
    try {
      value = await Promise.race([running, abandoned]);
    } catch (error) {
      if (stop.aborted) throw cancelled();
      throw error;
    }
    // An interrupted stream of rows ends as if it were complete: a stopped statement never answers its rows so far.
    if (stop.aborted) throw cancelled();
    return value;
  }

  /** A connection whose statement ended: kept for the next one, or closed. */
  private release(connection: DuckDBConnection): void {
    if (this.closing.signal.aborted || this.idle.length >= MAX_IDLE_CONNECTIONS) {
      // The instance may already be closed (a statement abandoned at close ended after it).
      try {
        connection.closeSync();
      } catch {}
    } else this.idle.push(connection);
  }
}
