// The multi-stage query report of a task (spec: Task report (query task); shapes from §tasks.5).
import type { TaskReport, TaskReportPayload } from '../../../../../schemas/generated/tasks/task-report.ts';
import type { TaskProgress } from '../lifecycle/progress.ts';
import { reportCounters } from './report-counters.ts';
import { reportStages } from './report-stages.ts';
import { reportStatus } from './report-status.ts';

/**
 * The bytes (as JSON) of result rows one report keeps, beside its row limit: the report is kept whole in the metadata
 * store and read by every status and report request (3,000 rows of 1 MB strings once put a gigabyte there).
 */
export const REPORT_RESULT_MAX_BYTES = 16 * 1024 * 1024;

/** How many of the rows fit in `rowLimit` rows and REPORT_RESULT_MAX_BYTES bytes. */
function keptRows(rows: readonly (readonly unknown[])[], rowLimit: number): number {
  let bytes = 0;
  const most = Math.min(rows.length, rowLimit);
  for (let kept = 0; kept < most; kept++) {
    bytes += Buffer.byteLength(JSON.stringify(rows[kept])) + 1;
    if (bytes > REPORT_RESULT_MAX_BYTES) return kept;
  }
  return most;
}

/** A SELECT's rows, cut at the task's row limit and the report's byte limit. */
function results(progress: TaskProgress): TaskReportPayload['results'] | undefined {
  const { results: result, resultRowLimit } = progress;
  if (!result) return undefined;
  const kept = keptRows(result.rows, resultRowLimit);
  return {
    signature: result.columns.map((c) => ({ name: c.name, type: c.runtimeType ?? c.sqlType })),
    sqlTypeNames: result.columns.map((c) => c.sqlType),
    results: result.rows.slice(0, kept).map((row) => [...row]),
    resultsTruncated: result.rows.length > kept,
  };
}

export function buildReport(progress: TaskProgress, now: number): TaskReport {
  const rows = results(progress);
  return {
    multiStageQuery: {
      type: 'multiStageQuery',
      taskId: progress.taskId,
      payload: {
        status: reportStatus(progress, now),
        stages: reportStages(progress, now),
        counters: reportCounters(progress),
        ...(rows ? { results: rows } : {}),
      },
    },
  };
}
