// Reading a datasource's segment files back: one schema over segments that may store a column differently (a string
// in one, multi-value or an array in another), each group of alike files read once and converted (§sql.26).
import type { SegmentRecord } from '../../store/store.ts';
import { quoteIdentifier, quoteStringList } from '../execute/quote.ts';
import type { SegmentColumn } from '../plan/ingestion-plan.ts';
import { convertedSql, storedDuckType } from '../plan/stored-types.ts';

const newestFirst = (segments: readonly SegmentRecord[]): SegmentRecord[] =>
  [...segments].sort((a, b) =>
    a.version === b.version ? b.start - a.start : a.version < b.version ? 1 : -1,
  );

/**
 * `__time` first, then the columns of the newest segment in its order, then columns only older segments have, each
 * with the newest segment's type; a string column is multi-value when any segment stores it so (Druid's SQL
 * type is VARCHAR either way; grouping and functions then apply to each value).
 */
export function mergedColumns(segments: readonly SegmentRecord[]): SegmentColumn[] {
  const columns = new Map<string, SegmentColumn>([['__time', { name: '__time', type: 'LONG' }]]);
  const multi = new Set<string>();
  for (const segment of newestFirst(segments))
    for (const column of segment.columns) {
      if (!columns.has(column.name)) columns.set(column.name, { name: column.name, type: column.type });
      if (column.multiValue && column.type === 'STRING') multi.add(column.name);
    }
  return [...columns.values()].map((c) =>
    multi.has(c.name) && c.type === 'STRING' ? { ...c, multiValue: true } : c,
  );
}

/** One group's projection: each wanted column converted from the group's stored type, or NULL where it has none. */
function groupSelect(
  files: readonly string[],
  stored: readonly SegmentColumn[],
  wanted: readonly SegmentColumn[],
) {
  const byName = new Map(stored.map((c) => [c.name, c]));
  const list = wanted.map((column) => {
    const name = quoteIdentifier(column.name);
    if (column.name === '__time') return name;
    const from = byName.get(column.name);
    const value = from ? convertedSql(name, from, column) : `CAST(NULL AS ${storedDuckType(column)})`;
    return value === name ? name : `${value} AS ${name}`;
  });
  return `SELECT ${list.join(', ')} FROM read_parquet(${quoteStringList(files)}, union_by_name = true)`;
}

/** No row, with the wanted columns' types: DuckDB reads no empty list of files (a time filter may leave none). */
function noRows(wanted: readonly SegmentColumn[]): string {
  const list = wanted.map((column) => {
    const type = column.name === '__time' ? 'TIMESTAMP' : storedDuckType(column);
    return `CAST(NULL AS ${type}) AS ${quoteIdentifier(column.name)}`;
  });
  return `SELECT ${list.join(', ')} WHERE false`;
}

/** Each segment record's grouping key, computed once: the store keeps its records, and every query reads them. */
const storedColumnsKeys = new WeakMap<SegmentRecord, string>();

/** The stored columns' names and DuckDB types, in an order of their own: segments alike share it. */
function storedColumnsKey(segment: SegmentRecord): string {
  let key = storedColumnsKeys.get(segment);
  if (key === undefined) {
    key = JSON.stringify(segment.columns.map((c) => [c.name, storedDuckType(c)]).sort());
    storedColumnsKeys.set(segment, key);
  }
  return key;
}

/** DuckDB SQL of the rows of `segments` (those with a file) with exactly the `wanted` columns, in order. */
export function segmentRowsSource(
  segments: readonly SegmentRecord[],
  wanted: readonly SegmentColumn[],
): string {
  const groups = new Map<string, { stored: readonly SegmentColumn[]; files: string[] }>();
  for (const segment of segments) {
    if (segment.path === null) continue;
    const key = storedColumnsKey(segment);
    const group = groups.get(key) ?? { stored: segment.columns, files: [] as string[] };
    group.files.push(segment.path);
    groups.set(key, group);
  }
  const selects = [...groups.values()].map((g) => groupSelect(g.files, g.stored, wanted));
  return selects.length === 0 ? noRows(wanted) : selects.join(' UNION ALL ');
}
