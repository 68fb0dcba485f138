// The messages between the server and its engine process (Node IPC, V8 serialization: bigints, Dates, typed arrays
// and nested arrays cross as they are). One call is one statement; its rows may come in chunks, paced by credits.
import type { Planner } from '../flat-planner.ts';
import type { DuckSandboxOptions } from '../sandbox.ts';

/** How a call reads its statement: all rows, chunk by chunk, up to a count, or nothing (DuckEngine's four methods). */
export type CallMode =
  | { readonly read: 'all' }
  | { readonly read: 'chunks' }
  | { readonly read: 'upTo'; readonly maxRows: number }
  | { readonly read: 'none' };

export type ToEngine =
  | { readonly t: 'open'; readonly options: DuckSandboxOptions }
  | {
      readonly t: 'call';
      readonly id: number;
      readonly sql: string;
      readonly planner: Planner;
      readonly mode: CallMode;
    }
  /** Stop the call's statement (its caller's signal was aborted). */
  | { readonly t: 'cancel'; readonly id: number }
  /** The server consumed one chunk of the call: the engine may send one more. */
  | { readonly t: 'more'; readonly id: number }
  | { readonly t: 'close' };

/** An error as it crosses the process boundary: an SqlError keeps its kind; DuckDB's own keep their message. */
export interface WireError {
  readonly message: string;
  readonly sqlKind?: string;
}

export type FromEngine =
  | { readonly t: 'ready' }
  | { readonly t: 'open-failed'; readonly error: WireError }
  | { readonly t: 'rows'; readonly id: number; readonly rows: readonly (readonly unknown[])[] }
  | {
      readonly t: 'done';
      readonly id: number;
      readonly columnNames?: readonly string[];
      /** All rows (`all`, or `upTo` within its bound); absent for `chunks` and `none`, and for `upTo` past it. */
      readonly rows?: readonly (readonly unknown[])[];
    }
  | { readonly t: 'failed'; readonly id: number; readonly error: WireError }
  /**
   * A stopped statement DuckDB has not let go of (a plan that hears no interrupt): only ending the process stops
   * it, so the server replaces the process.
   */
  | { readonly t: 'stuck' };

/** Chunks the engine may send ahead of the server's consumption of them: enough to overlap, bounded in memory. */
export const CHUNK_WINDOW = 2;
