// Datasource tables: the union of a datasource's visible segments, read from deep storage by the executor.
import type { SegmentRecord } from '../../store/store.ts';
import { quoteIdentifier, quoteString } from '../execute/quote.ts';
import { sqlTypeOfRuntime } from '../types.ts';
import type { CatalogColumn, CatalogTable } from './catalog.ts';

/** `__time` first, then the columns of the newest segment in its order, then columns only older segments have. */
export function datasourceColumns(segments: readonly SegmentRecord[]): CatalogColumn[] {
  const byNewest = [...segments].sort((a, b) =>
    a.version === b.version ? b.start - a.start : a.version < b.version ? 1 : -1,
  );
  const columns = new Map<string, CatalogColumn>([
    ['__time', { name: '__time', type: sqlTypeOfRuntime('__time', 'LONG') }],
  ]);
  for (const segment of byNewest) {
    for (const column of segment.columns) {
      if (!columns.has(column.name))
        columns.set(column.name, { name: column.name, type: sqlTypeOfRuntime(column.name, column.type) });
    }
  }
  return [...columns.values()];
}

export function datasourceTable(name: string, segments: readonly SegmentRecord[]): CatalogTable {
  const columns = datasourceColumns(segments);
  const files = segments.flatMap((segment) => (segment.path ? [quoteString(segment.path)] : []));
  return {
    schema: 'druid',
    name,
    columns,
    isDatasource: true,
    sourceSql() {
      const list = columns.map((column) => quoteIdentifier(column.name)).join(', ');
      return `(SELECT ${list} FROM read_parquet([${files.join(', ')}], union_by_name = true))`;
    },
  };
}
