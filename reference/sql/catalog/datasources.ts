// Datasource tables: the union of a datasource's visible segments, read from deep storage by the executor.
import type { SegmentRecord } from '../../store/store.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { sqlTypeOfRuntime } from '../types.ts';
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { mergedColumns, segmentRowsSource } from './segment-reads.ts';

/** `__time` first, then the columns of the newest segment in its order, then columns only older segments have. */
export function datasourceColumns(segments: readonly SegmentRecord[]): CatalogColumn[] {
  return mergedColumns(segments).map((column) => ({
    name: column.name,
    type: sqlTypeOfRuntime(column.name, column.type, column.multiValue === true),
  }));
}

export function datasourceTable(name: string, segments: readonly SegmentRecord[]): CatalogTable {
  const stored = mergedColumns(segments);
  const columns = datasourceColumns(segments);
  // Written at the first query that reads the table: the catalog keeps a table while its segments stay the same.
  let source: string | undefined;
  return {
    schema: 'druid',
    name,
    columns,
    isDatasource: true,
    sourceSql() {
      const list = columns.map((column) => quoteIdentifier(column.name)).join(', ');
      source ??= `(SELECT ${list} FROM (${segmentRowsSource(segments, stored)}) AS "$segments")`;
      return source;
    },
  };
}
