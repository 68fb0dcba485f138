// Datasource tables: the union of a datasource's visible segments, read from deep storage by the executor.
import { statSync } from 'node:fs';
import type { SegmentRecord } from '../../store/store.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { sqlTypeOfRuntime } from '../types.ts';
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { segmentFileProblem, unreadableSegment } from './segment-files.ts';
import { mergedColumns, segmentRowsSource } from './segment-reads.ts';

/** `__time` first, then the columns of the newest segment in its order, then columns only older segments have. */
export function datasourceColumns(segments: readonly SegmentRecord[]): CatalogColumn[] {
  return mergedColumns(segments).map((column) => ({
    name: column.name,
    type: sqlTypeOfRuntime(column.name, column.type, column.multiValue === true),
  }));
}

/** Whether the segment holds times within any of the ranges. */
const overlaps = (segment: SegmentRecord, times: readonly (readonly [number, number])[]): boolean =>
  times.some(([start, end]) => segment.start < end && start < segment.end);

/** The file's size and change time; undefined when it is missing or cannot be looked at. */
function statOf(path: string): { size: number; mtimeMs: number } | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function datasourceTable(name: string, segments: readonly SegmentRecord[]): CatalogTable {
  const stored = mergedColumns(segments);
  const columns = datasourceColumns(segments);
  const list = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  // A segment whose file cannot be read fails the query that would read it, naming it, before DuckDB reads any; the
  // files are checked at every query (a stat each; the frame is read again only when a file changed).
  const readable = (read: readonly SegmentRecord[]): readonly SegmentRecord[] => {
    for (const segment of read) {
      const problem = segmentFileProblem(segment, statOf);
      if (problem !== undefined) throw unreadableSegment(segment, problem);
    }
    return read;
  };
  const sql = (read: readonly SegmentRecord[]): string =>
    `(SELECT ${list} FROM (${segmentRowsSource(read, stored)}) AS "$segments")`;
  // Written at the first query that reads the whole table: the catalog keeps a table while its segments stay the same.
  let source: string | undefined;
  return {
    schema: 'druid',
    name,
    columns,
    isDatasource: true,
    sourceSql(times) {
      if (times !== undefined) return sql(readable(segments.filter((segment) => overlaps(segment, times))));
      readable(segments);
      source ??= sql(segments);
      return source;
    },
  };
}
