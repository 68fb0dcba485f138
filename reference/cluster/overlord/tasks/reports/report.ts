// The multi-stage query report of a task (spec: Task report (query task); shapes from §tasks.5).
import type { TaskReport, TaskReportPayload } from '../../../../../schemas/generated/tasks/task-report.ts';
import type { TaskProgress } from '../lifecycle/progress.ts';
import { reportCounters } from './report-counters.ts';
import { reportStages } from './report-stages.ts';
import { reportStatus } from './report-status.ts';

/** A SELECT's rows, cut at the task's limit (the report is kept whole in the metadata store). */
function results(progress: TaskProgress): TaskReportPayload['results'] | undefined {
  const { results: result, resultRowLimit } = progress;
  if (!result) return undefined;
  return {
    signature: result.columns.map((c) => ({ name: c.name, type: c.runtimeType ?? c.sqlType })),
    sqlTypeNames: result.columns.map((c) => c.sqlType),
    results: result.rows.slice(0, resultRowLimit).map((row) => [...row]),
    resultsTruncated: result.rows.length > resultRowLimit,
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
