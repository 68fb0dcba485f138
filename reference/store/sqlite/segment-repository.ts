// Segments in the `segments` table: publishing, the used flag, and the visible (not overshadowed) timeline.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { overshadowedIds } from '../../timeline/overshadow.ts';
import type {
  CompactionState,
  DataSegmentPayload,
  NewSegment,
  SegmentColumnInfo,
  SegmentRecord,
  SegmentRepository,
  SegmentWithStatus,
} from '../store.ts';
import { segmentUsageMethods } from './segment-usage.ts';

interface SegmentRow {
  id: string;
  datasource: string;
  start_ms: number;
  end_ms: number;
  start_iso: string;
  end_iso: string;
  version: string;
  partition_num: number;
  partitions: number;
  num_rows: number;
  size: number;
  used: number;
  used_status_last_updated: string;
  created_date: string;
  columns: string;
  dimensions: string;
  metrics: string;
  is_tombstone: number;
  path: string | null;
  last_compaction_state: string | null;
}

const ORDER = 'ORDER BY datasource, start_ms, end_ms, version, partition_num';

function payloadOf(segment: NewSegment): DataSegmentPayload {
  const partition = { partitionNum: segment.partitionNum, partitions: segment.partitions };
  return {
    dataSource: segment.datasource,
    interval: `${segment.startIso}/${segment.endIso}`,
    version: segment.version,
    loadSpec: segment.path === null ? { type: 'tombstone' } : { type: 'local', path: segment.path },
    dimensions: segment.dimensions.join(','),
    metrics: segment.metrics.join(','),
    shardSpec: { type: segment.tombstone ? 'tombstone' : 'numbered', ...partition },
    binaryVersion: 9,
    size: segment.size,
    identifier: segment.id,
    ...(segment.lastCompactionState ? { lastCompactionState: segment.lastCompactionState } : {}),
  };
}

/** The repository, plus the hook the store calls when a transaction rolls back (cached timelines may hold its writes). */
export function sqliteSegmentRepository(
  db: DatabaseSync,
  dataDir: string,
): SegmentRepository & { readonly forgetCached: () => void } {
  const root = resolve(dataDir);
  // Files inside the data directory are stored relative to it, so a data directory can move.
  const storedPath = (path: string | null): string | null => {
    if (path === null) return null;
    const inside = relative(root, path);
    return inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside) ? path : inside;
  };
  const toRecord = (row: SegmentRow): SegmentRecord => {
    const segment: NewSegment = {
      id: row.id,
      datasource: row.datasource,
      start: Number(row.start_ms),
      end: Number(row.end_ms),
      startIso: row.start_iso,
      endIso: row.end_iso,
      version: row.version,
      partitionNum: Number(row.partition_num),
      partitions: Number(row.partitions),
      numRows: Number(row.num_rows),
      size: Number(row.size),
      columns: JSON.parse(row.columns) as SegmentColumnInfo[],
      dimensions: JSON.parse(row.dimensions) as string[],
      metrics: JSON.parse(row.metrics) as string[],
      tombstone: row.is_tombstone === 1,
      path: row.path === null ? null : resolve(root, row.path),
      ...(row.last_compaction_state === null
        ? {}
        : { lastCompactionState: JSON.parse(row.last_compaction_state) as CompactionState }),
    };
    return {
      ...segment,
      used: row.used === 1,
      usedStatusLastUpdated: row.used_status_last_updated,
      createdDate: row.created_date,
      payload: payloadOf(segment),
    };
  };
  const select = (where: string, params: SQLInputValue[]): SegmentRecord[] =>
    (db.prepare(`SELECT * FROM segments ${where} ${ORDER}`).all(...params) as unknown as SegmentRow[]).map(
      toRecord,
    );
  const withStatus = (datasource: string | undefined, usedOnly: boolean): SegmentWithStatus[] => {
    const where = [
      ...(datasource === undefined ? [] : ['datasource = ?']),
      ...(usedOnly ? ['used = 1'] : []),
    ];
    const params = datasource === undefined ? [] : [datasource];
    const records = select(where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`, params);
    const overshadowed = overshadowedIds(records);
    return records.map((record) => ({ ...record, overshadowed: overshadowed.has(record.id) }));
  };
  // Overshadowing only involves used segments, so the visible timeline never reads unused rows.
  // Every query reads the timeline: it is kept per datasource until the next write to this table.
  const timelines = new Map<string, SegmentRecord[]>();
  const listeners = new Set<() => void>();
  // Every write goes through here: cached timelines are stale, and whoever serves segments wants to know.
  const written = (): void => {
    timelines.clear();
    for (const listener of listeners) listener();
  };
  const visible = (datasource: string | undefined): SegmentRecord[] => {
    const key = datasource ?? '\u0000all';
    let timeline = timelines.get(key);
    if (timeline === undefined) {
      timeline = withStatus(datasource, true).filter((s) => !s.overshadowed && !s.tombstone);
      timelines.set(key, timeline);
    }
    return [...timeline];
  };
  const insert = db.prepare(
    `INSERT INTO segments (id, datasource, start_ms, end_ms, start_iso, end_iso, version, partition_num, partitions,
       num_rows, size, used, used_status_last_updated, created_date, columns, dimensions, metrics, is_tombstone, path,
       last_compaction_state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setUsed = db.prepare(
    'UPDATE segments SET used = ?, used_status_last_updated = ? WHERE id = ? AND used <> ?',
  );
  const mark = (ids: readonly string[], used: 0 | 1, now: number): number => {
    written();
    const at = new Date(now).toISOString();
    let changed = 0;
    for (const id of new Set(ids)) changed += Number(setUsed.run(used, at, id, used).changes);
    return changed;
  };
  return {
    publish(segments, now) {
      written();
      const at = new Date(now).toISOString();
      for (const s of segments) {
        insert.run(
          s.id,
          s.datasource,
          s.start,
          s.end,
          s.startIso,
          s.endIso,
          s.version,
          s.partitionNum,
          s.partitions,
          s.numRows,
          s.size,
          at,
          at,
          JSON.stringify(s.columns),
          JSON.stringify(s.dimensions),
          JSON.stringify(s.metrics),
          s.tombstone ? 1 : 0,
          storedPath(s.path),
          s.lastCompactionState ? JSON.stringify(s.lastCompactionState) : null,
        );
      }
    },
    get(id) {
      return select('WHERE id = ?', [id])[0];
    },
    visible: (datasource) => visible(datasource),
    all: (datasource) => withStatus(datasource, false),
    datasources: () => [...new Set(visible(undefined).map((s) => s.datasource))].sort(),
    markUnused: (ids, now) => mark(ids, 0, now),
    markUsed: (ids, now) => mark(ids, 1, now),
    ...segmentUsageMethods(db, { select, forgetCached: written }),
    forgetCached: () => timelines.clear(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
