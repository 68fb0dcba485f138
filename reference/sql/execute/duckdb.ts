// The execution engine: one in-memory DuckDB instance per server; each statement on its own connection so it can be interrupted.
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { SqlError } from '../errors.ts';

export interface EngineResult {
  readonly columnNames: readonly string[];
  /** Values as DuckDB's JS conversion gives them: bigint for BIGINT, Date for TIMESTAMP, arrays for LISTs. */
  readonly rows: readonly (readonly unknown[])[];
}

export class DuckEngine {
  /** Connections running a statement, interrupted when the engine closes. */
  private readonly active = new Set<DuckDBConnection>();

  private constructor(private readonly instance: DuckDBInstance) {}

  static async open(): Promise<DuckEngine> {
    const instance = await DuckDBInstance.create(':memory:');
    // UTC sessions: the analyzer decides time zones; DuckDB never applies the machine's zone.
    const setup = await instance.connect();
    await setup.run("SET GLOBAL TimeZone = 'UTC'");
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

  /** Runs statements that return nothing of interest (COPY … TO, CREATE …). */
  async exec(sql: string, signal?: AbortSignal): Promise<void> {
    await this.withConnection(signal, async (connection) => {
      await connection.run(sql);
    });
  }

  /** Interrupts whatever still runs, then closes the instance. */
  close(): void {
    for (const connection of this.active) connection.interrupt();
    this.instance.closeSync();
  }

  private async withConnection<T>(
    signal: AbortSignal | undefined,
    work: (connection: DuckDBConnection) => Promise<T>,
  ): Promise<T> {
    if (signal?.aborted) throw new SqlError('cancelled', 'Query was cancelled');
    const connection = await this.instance.connect();
    this.active.add(connection);
    let retry: NodeJS.Timeout | undefined;
    // An interrupt only stops a statement already executing: repeat it until the work settles.
    const interrupt = () => {
      connection.interrupt();
      retry ??= setInterval(() => connection.interrupt(), 20);
    };
    signal?.addEventListener('abort', interrupt, { once: true });
    try {
      // An abort that came while connecting has no listener to hear it.
      if (signal?.aborted) throw new SqlError('cancelled', 'Query was cancelled');
      return await work(connection);
    } catch (error) {
      if (signal?.aborted) throw new SqlError('cancelled', 'Query was cancelled');
      throw error;
    } finally {
      clearInterval(retry);
      signal?.removeEventListener('abort', interrupt);
      this.active.delete(connection);
      connection.closeSync();
    }
  }
}
