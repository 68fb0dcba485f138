// After staging: which columns that may hold lists are stored multi-value. Druid marks a string column multi-value
// when a row holds several values (docs/facts/sql.md §sql.26); one value per row stores a plain string.
import type { SegmentColumn } from '../../../sql/plan/ingestion-plan.ts';
import type { IngestDependencies, IngestJob } from './ingest-job.ts';
import { listColumnsSql } from './ingest-sql.ts';

/**
 * The plan's columns as the segments store them: a maybe-multi-value column keeps the flag only if a staged row
 * needs it. `stagedDir` holds one directory per time chunk; `anyRows` false means it holds none (nothing to read).
 */
export async function settledColumns(
  deps: IngestDependencies,
  job: IngestJob,
  stagedDir: string,
  anyRows: boolean,
): Promise<SegmentColumn[]> {
  const { columns } = job.task.plan;
  const lists = columns.filter((c) => c.multiValue).map((c) => c.name);
  if (lists.length === 0) return [...columns];
  const { rows } = anyRows
    ? await deps.duck.run(listColumnsSql(stagedDir, lists), job.signal)
    : { rows: [] as unknown[][] };
  const multi = new Set(lists.filter((_, index) => rows[0]?.[index] === true));
  return columns.map(({ multiValue: _, ...column }) =>
    multi.has(column.name) ? { ...column, multiValue: true } : column,
  );
}
