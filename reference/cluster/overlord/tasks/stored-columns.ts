// After staging: which columns that may hold lists are stored multi-value. Druid marks a string column multi-value
// when a row holds several values (docs/facts/sql.md §sql.26); one value per row stores a plain string.
import type { SegmentColumn } from '../../../sql/plan/ingestion-plan.ts';
import type { IngestDependencies, IngestJob } from './ingest-job.ts';
import { listColumnsSql } from './ingest-sql.ts';

/** The plan's columns as the segments store them: a maybe-multi-value column keeps the flag only if it needs it. */
export async function settledColumns(
  deps: IngestDependencies,
  job: IngestJob,
  staged: string,
): Promise<SegmentColumn[]> {
  const { columns } = job.task.plan;
  const lists = columns.filter((c) => c.multiValue).map((c) => c.name);
  if (lists.length === 0) return [...columns];
  const { rows } = await deps.duck.run(listColumnsSql(staged, lists), job.signal);
  const multi = new Set(lists.filter((_, index) => rows[0]?.[index] === true));
  return columns.map(({ multiValue: _, ...column }) =>
    multi.has(column.name) ? { ...column, multiValue: true } : column,
  );
}
