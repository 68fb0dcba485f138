// Runs a statement's SELECT into durable storage: rows stream from the engine into pages, the report keeps a sample.
import type { SqlEngine } from '../../sql/engine.ts';
import type { MetadataStore } from '../../store/store.ts';
import type { SelectRunner } from '../overlord/tasks/execution/select-runner.ts';
import { finishStage, startStage } from '../overlord/tasks/lifecycle/progress.ts';
import { PageWriter, resultsDir } from './durable-storage.ts';

export interface DurableRunnerDependencies {
  readonly sql: SqlEngine;
  readonly store: MetadataStore;
  readonly dataDir: string;
  /** How many rows the report keeps (its sample; the status's sampleRecords). */
  readonly reportRowLimit: number;
  /** The bytes one statement's pages may hold in all (ANALYTICS_STATEMENT_MAX_RESULT_BYTES). */
  readonly maxResultBytes: number;
  readonly now: () => number;
}

/**
 * A SELECT runner for `selectDestination` durableStorage. The pages are recorded before the queue marks the task
 * SUCCESS; a task that fails after that shows FAILED, and the next start removes its files.
 */
export function durableSelectRunner(deps: DurableRunnerDependencies, rowsPerPage: number): SelectRunner {
  return async (request, progress, signal) => {
    const stage = startStage(progress, 0, deps.now());
    const writer = await PageWriter.create(
      resultsDir(deps.dataDir, progress.taskId),
      rowsPerPage,
      deps.maxResultBytes,
    );
    // One row past the limit, so the report knows it was truncated.
    const sample: unknown[][] = [];
    let total = 0;
    try {
      const head = await deps.sql.queryInChunks(
        request,
        async (rows) => {
          total += rows.length;
          for (const row of rows) {
            if (sample.length > deps.reportRowLimit) break;
            sample.push(row);
          }
          await writer.write(rows);
        },
        { signal, allowExternal: true, deepStorage: true },
      );
      const pages = await writer.finish();
      deps.store.transaction(() => deps.store.statements.setPages(progress.taskId, pages));
      stage.inputBytes = progress.scope.inputBytes;
      stage.inputRows = [total];
      stage.outputRows = [total];
      stage.partitionCount = pages.length;
      progress.results = { ...head, rows: sample };
      finishStage(stage, deps.now());
    } catch (error) {
      await writer.discard();
      throw error;
    }
  };
}
