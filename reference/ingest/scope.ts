// The ingestion a resolver works for: where its temporary files go, how many unparseable rows it may skip, what it read.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { ExternArguments } from '../sql/plan/ingestion-plan.ts';

export const TEMP_DIR = 'tmp';

export interface ExternScope {
  /** Deleted by the owner (the task queue) when the task ends. */
  readonly tempDir: string;
  /** context.maxParseExceptions: 0 fails on the first bad row, -1 skips any number. */
  readonly maxParseExceptions: number;
  /** Every EXTERN resolved in this scope, for the task report's stage inputs. */
  readonly externs: ExternArguments[];
  /** Datasources the query reads, in the order its analysis met them (for the report's stage inputs). */
  readonly tables: string[];
  /** Input files the EXTERNs read, and their size in bytes. */
  inputFiles: number;
  inputBytes: number;
  /** Rows skipped because they could not be parsed. */
  parseExceptions: number;
  /**
   * While a task is submitted: http sources are checked against the policy but not downloaded (a server that never
   * answers once held the submit request open), and `deferred` says the plan must be made again when the task runs.
   */
  deferDownloads: boolean;
  deferred: boolean;
  /** The running task's: a shutdown or timeout stops its downloads. */
  signal?: AbortSignal;
}

const current = new AsyncLocalStorage<ExternScope>();

export function newExternScope(tempDir: string, maxParseExceptions: number): ExternScope {
  return {
    tempDir,
    maxParseExceptions,
    externs: [],
    tables: [],
    inputFiles: 0,
    inputBytes: 0,
    parseExceptions: 0,
    deferDownloads: false,
    deferred: false,
  };
}

/** Forgets what a planning at submit read, before the task plans again with its downloads. */
export function resetReads(scope: ExternScope): void {
  scope.externs.length = 0;
  scope.inputFiles = 0;
  scope.inputBytes = 0;
  scope.parseExceptions = 0;
  scope.deferDownloads = false;
}

/** Runs `work` (the engine's planning) so that every EXTERN it resolves belongs to `scope`. */
export function withExternScope<T>(scope: ExternScope, work: () => Promise<T>): Promise<T> {
  return current.run(scope, work);
}

/** The scope of the running ingestion; outside one, files go to a directory wiped at the next start. */
export function currentExternScope(dataDir: string): ExternScope {
  return current.getStore() ?? newExternScope(join(dataDir, TEMP_DIR, `unscoped-${randomUUID()}`), 0);
}
