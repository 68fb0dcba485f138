// The execution engine: one in-memory DuckDB instance per server; each statement on its own connection so it can be interrupted.
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { SqlError } from '../errors.ts';
import { type DuckSandboxOptions, sandboxSetup } from './sandbox.ts';

const MAX_IDLE_CONNECTIONS = 8;

export type { DuckSandboxOptions } from './sandbox.ts';

export interface EngineResult {
  readonly columnNames: readonly string[];
  /** Values as DuckDB's JS conversion gives them: bigint for BIGINT, Date for TIMESTAMP, arrays for LISTs. */
  readonly rows: readonly (readonly unknown[])[];
}

export class DuckEngine {
  /** Statements in flight, awaited before the instance closes. */
  private readonly running = new Set<Promise<unknown>>();
  /** Aborted by close(): interrupts every statement still running. */
  private readonly closing = new AbortController();
  /** Connections kept for the next statements: connecting costs more than a small query. */
  private readonly idle: DuckDBConnection[] = [];

  private constructor(private readonly instance: DuckDBInstance) {}

  /**
   * Opens the instance locked down: DuckDB may touch only `allowedDirectories` (and the spill directory), loads no
   * extension, and no statement may change a setting afterwards.
   */
  static async open(options: DuckSandboxOptions): Promise<DuckEngine> {
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
    return new DuckEngine(instance);
  }

  /** Runs one statement and reads all rows; aborting `signal` interrupts it with a `cancelled` SqlError. */
  async run(sql: string, signal?: AbortSignal): Promise<EngineResult> {
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
  ): Promise<readonly string[]> {
    return this.withConnection(signal, async (connection) => {
      const result = await connection.stream(sql);
      for await (const rows of result.yieldRowsJs()) await onRows(rows);
      return result.columnNames();
    });
  }

  /** Runs statements that return nothing of interest (COPY … TO, CREATE …). */
  async exec(sql: string, signal?: AbortSignal): Promise<void> {
    await this.withConnection(signal, async (connection) => {
      await connection.run(sql);
    });
  }

  /** Interrupts whatever still runs, waits for it to stop, then closes the instance. */
  async close(): Promise<void> {
    this.closing.abort();
    // Closing the instance under a running statement crashes the process: wait for them to unwind.
    await Promise.allSettled(this.running);
    for (const connection of this.idle.splice(0)) connection.closeSync();
    this.instance.closeSync();
  }

  private withConnection<T>(
    signal: AbortSignal | undefined,
    work: (connection: DuckDBConnection) => Promise<T>,
  ): Promise<T> {
    if (this.closing.signal.aborted)
      return Promise.reject(new SqlError('runtime', 'The query engine is shutting down'));
    const stop = signal ? AbortSignal.any([signal, this.closing.signal]) : this.closing.signal;
    const running = this.onConnection(stop, work);
    this.running.add(running);
    const forget = () => this.running.delete(running);
    running.then(forget, forget);
    return running;
  }

  private async onConnection<T>(
    stop: AbortSignal,
    work: (connection: DuckDBConnection) => Promise<T>,
  ): Promise<T> {
    if (stop.aborted) throw new SqlError('cancelled', 'Query was cancelled');
    const connection = this.idle.pop() ?? (await this.instance.connect());
    let retry: NodeJS.Timeout | undefined;
    // An interrupt only stops a statement already executing: repeat it until the work settles.
    const interrupt = () => {
      connection.interrupt();
      retry ??= setInterval(() => connection.interrupt(), 20);
    };
    stop.addEventListener('abort', interrupt, { once: true });
    try {
      // An abort that came while connecting has no listener to hear it.
      if (stop.aborted) throw new SqlError('cancelled', 'Query was cancelled');
      return await work(connection);
    } catch (error) {
      if (stop.aborted) throw new SqlError('cancelled', 'Query was cancelled');
      throw error;
    } finally {
      clearInterval(retry);
      stop.removeEventListener('abort', interrupt);
      if (this.closing.signal.aborted || this.idle.length >= MAX_IDLE_CONNECTIONS) connection.closeSync();
      else this.idle.push(connection);
    }
  }
}
