// What the SQL engine, tasks and deep storage need of the executor: statements run, rows read in one piece or in
// chunks, and a way to stop. DuckEngine runs it in this process; EngineProcess runs it in a supervised child.
import type { Planner } from './flat-planner.ts';

export interface EngineResult {
  readonly columnNames: readonly string[];
  /** Values as DuckDB's JS conversion gives them: bigint for BIGINT, Date for TIMESTAMP, arrays for LISTs. */
  readonly rows: readonly (readonly unknown[])[];
}

export interface QueryEngine {
  /** Runs one statement and reads all rows; aborting `signal` stops it with a `cancelled` SqlError. */
  run(sql: string, signal?: AbortSignal, planner?: Planner): Promise<EngineResult>;
  /** Runs one statement and hands its rows to `onRows` chunk by chunk; returns the column names. */
  forEachChunk(
    sql: string,
    onRows: (rows: readonly (readonly unknown[])[]) => Promise<void> | void,
    signal?: AbortSignal,
    planner?: Planner,
  ): Promise<readonly string[]>;
  /** The whole result when it has at most `maxRows` rows, else undefined (keeping nothing). */
  readUpTo(
    sql: string,
    maxRows: number,
    signal?: AbortSignal,
    planner?: Planner,
  ): Promise<EngineResult | undefined>;
  /** Runs statements that return nothing of interest (COPY … TO, CREATE …). */
  exec(sql: string, signal?: AbortSignal, planner?: Planner): Promise<void>;
  /** Statements still running, abandoned ones included. */
  readonly runningCount: number;
  close(): Promise<void>;
}
