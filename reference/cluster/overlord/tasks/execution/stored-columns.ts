// After staging: which columns that may hold lists are stored multi-value. Druid marks a string column multi-value
// when a row holds several values (docs/facts/sql.md §sql.26); one value per row stores a plain string.
import type { SegmentColumn } from '../../../../sql/plan/ingestion-plan.ts';
import type { IngestDependencies, IngestJob } from './ingest-job.ts';
import { bracketListsSql } from './ingest-sql.ts';

/** The plan's columns that may hold lists, in plan order: the ones the chunk counts check (`chunkCountSql`). */
export const listCandidates = (columns: readonly SegmentColumn[]): SegmentColumn[] =>
  columns.filter((c) => c.multiValue);

/**
 * The names of `lists` stored multi-value, from the rows of `chunkCountSql` (after chunk and count, one flag per
 * column). A staged list column is decided there; a text column only if some text starts with `[`, by one more
 * read of just those rows (none for plain strings, the usual case).
 */
export async function multiValuedColumns(
  deps: IngestDependencies,
  job: IngestJob,
  stagedDir: string,
  lists: readonly SegmentColumn[],
  countRows: readonly (readonly unknown[])[],
): Promise<Set<string>> {
  const flagged = lists.filter((_, i) => countRows.some((row) => row[2 + i] === true));
  const multi = new Set(flagged.filter((c) => !c.listText).map((c) => c.name));
  const texts = flagged.filter((c) => c.listText);
  if (texts.length === 0) return multi;
  const { rows } = await deps.duck.run(bracketListsSql(stagedDir, texts), job.signal);
  texts.forEach((c, i) => {
    if (rows[0]?.[i] === true) multi.add(c.name);
  });
  return multi;
}

/**
 * The plan's columns as the segments store them: a maybe-multi-value column keeps the flag only if it is in
 * `multiValued` (a staged row of some chunk held other than one value); how it was staged is no stored property.
 */
export function settledColumns(
  columns: readonly SegmentColumn[],
  multiValued: ReadonlySet<string>,
): SegmentColumn[] {
  return columns.map(({ multiValue: _, listText: _text, ...column }) =>
    multiValued.has(column.name) ? { ...column, multiValue: true } : column,
  );
}
