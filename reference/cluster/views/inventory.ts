// What the Historicals serve now, segment by segment: the state behind the Coordinator's and Broker's cluster views.
import type { MetadataStore, SegmentRecord, SegmentWithStatus } from '../../store/store.ts';
import type { HistoricalState, Historicals } from '../coordinator/historicals.ts';

export interface ServedSegment {
  /** With `overshadowed`: a Historical may still hold a segment a newer version has just overshadowed. */
  readonly segment: SegmentWithStatus;
  /** The Historicals holding it, in configuration order. */
  readonly servers: readonly HistoricalState[];
}

export interface Inventory {
  /** Every Historical, in configuration order. */
  readonly servers: readonly HistoricalState[];
  /** Served segments in ID order (datasource, start, end, version, partition). */
  readonly segments: readonly ServedSegment[];
}

/**
 * The served segments of one datasource, or of all. Segments are looked up in the metadata store, so a segment a
 * Historical still holds after it was killed is not shown.
 */
export function inventoryOf(store: MetadataStore, historicals: Historicals, datasource?: string): Inventory {
  const servers = historicals.list();
  const holders = new Map<string, HistoricalState[]>();
  for (const server of servers)
    for (const id of server.segments) holders.set(id, [...(holders.get(id) ?? []), server]);
  const segments: ServedSegment[] = [];
  if (holders.size > 0)
    for (const segment of store.segments.all(datasource)) {
      const held = holders.get(segment.id);
      if (held) segments.push({ segment, servers: held });
    }
  return { servers, segments };
}

/** Groups served segments by datasource, names sorted. */
export function byDatasource(segments: readonly ServedSegment[]): Map<string, ServedSegment[]> {
  const groups = new Map<string, ServedSegment[]>();
  for (const served of segments) {
    const list = groups.get(served.segment.datasource) ?? [];
    list.push(served);
    groups.set(served.segment.datasource, list);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `start/end` of a segment, as its metadata prints it (eternity ends included). */
export const intervalKey = (segment: SegmentRecord): string => `${segment.startIso}/${segment.endIso}`;

/** Newest interval first: later start, then later end (the real system's order of interval maps). */
export function newestFirst(a: SegmentRecord, b: SegmentRecord): number {
  return b.start - a.start || b.end - a.end;
}
