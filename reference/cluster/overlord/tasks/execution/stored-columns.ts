// After staging: which columns that may hold lists are stored multi-value (staged-stats.ts tells). Druid marks a string
// column multi-value when a row holds several values (docs/facts/sql.md §sql.26); one value per row stores a plain string.
import type { SegmentColumn } from '../../../../sql/plan/ingestion-plan.ts';

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
