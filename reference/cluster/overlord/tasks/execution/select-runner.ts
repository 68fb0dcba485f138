// Runs a plain SELECT task: the engine answers, and the rows go into the task report (experimental in the spec).
import type { SqlRequest } from '../../../../sql/engine-types.ts';
import { finishStage, startStage, type TaskProgress } from '../lifecycle/progress.ts';
import type { TaskSqlEngine } from '../submit/validate.ts';

/** Runs a query task's SELECT and fills its progress; the queue calls it inside the task's EXTERN scope. */
export type SelectRunner = (
  request: SqlRequest,
  progress: TaskProgress,
  signal: AbortSignal,
) => Promise<void>;

export async function runSelect(
  deps: { readonly sql: TaskSqlEngine; readonly now: () => number },
  request: SqlRequest,
  progress: TaskProgress,
  signal: AbortSignal,
): Promise<void> {
  const stage = startStage(progress, 0, deps.now());
  // Tasks may read EXTERN, as the multi-stage engine does.
  const result = await deps.sql.query(request, signal, true);
  stage.inputBytes = progress.scope.inputBytes;
  // The engine answers the rows its inputs produced through the query, not the rows it read from them.
  stage.inputRows = [result.rows.length];
  stage.outputRows = [result.rows.length];
  stage.partitionCount = 1;
  progress.results = result;
  finishStage(stage, deps.now());
}
