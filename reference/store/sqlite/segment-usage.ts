// Segment management on the `segments` table: used-flag changes by ID, interval or datasource, and deleting for kill.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { isOvershadowedBy } from '../../timeline/overshadow.ts';
import type { SegmentRecord, SegmentRepository, SegmentSelection } from '../store.ts';

export interface SegmentUsageDependencies {
  /** Rows of `segments` matching a WHERE clause, as records. */
  readonly select: (where: string, params: SQLInputValue[]) => SegmentRecord[];
  /** Drops the repository's cached timelines; called before every write. */
  readonly forgetCached: () => void;
}

export type SegmentUsageMethods = Pick<SegmentRepository, 'markUnusedIn' | 'markUsedIn' | 'deleteUnused'>;

/** WHERE clause and parameters for the segments of a selection with a given used flag. */
function whereOf(datasource: string, used: 0 | 1, selection: SegmentSelection) {
  const base = 'WHERE datasource = ? AND used = ?';
  const params: SQLInputValue[] = [datasource, used];
  // IDs travel as one JSON array: no limit on how many a request lists.
  if ('ids' in selection)
    return {
      where: `${base} AND id IN (SELECT value FROM json_each(?))`,
      params: [...params, JSON.stringify(selection.ids)],
    };
  // Entirely inside: start inclusive, end exclusive on both sides (§segments.7).
  if ('interval' in selection)
    return {
      where: `${base} AND start_ms >= ? AND end_ms <= ?`,
      params: [...params, selection.interval.start, selection.interval.end],
    };
  return { where: base, params };
}

/** The methods run inside the caller's transaction (`store.transaction`), so a check and its write are atomic. */
export function segmentUsageMethods(db: DatabaseSync, deps: SegmentUsageDependencies): SegmentUsageMethods {
  const { select, forgetCached } = deps;
  const setUsed = db.prepare(
    'UPDATE segments SET used = ?, used_status_last_updated = ? WHERE id = ? AND used <> ?',
  );
  const deleteRow = db.prepare('DELETE FROM segments WHERE id = ? AND used = 0');
  const selected = (datasource: string, used: 0 | 1, selection: SegmentSelection): SegmentRecord[] => {
    const { where, params } = whereOf(datasource, used, selection);
    return select(where, params);
  };
  const setAll = (segments: readonly SegmentRecord[], used: 0 | 1, now: number): number => {
    if (segments.length === 0) return 0;
    forgetCached();
    const at = new Date(now).toISOString();
    let changed = 0;
    for (const s of segments) changed += Number(setUsed.run(used, at, s.id, used).changes);
    return changed;
  };
  return {
    markUnusedIn: (datasource, selection, now) => setAll(selected(datasource, 1, selection), 0, now),
    markUsedIn(datasource, selection, now) {
      const candidates = selected(datasource, 0, selection);
      if (candidates.length === 0) return 0;
      // Only the used timeline decides, as in the real system: a newer used version keeps an old one unused.
      const used = select('WHERE datasource = ? AND used = 1', [datasource]);
      const revivable = candidates.filter((s) => !isOvershadowedBy({ ...s, used: true }, used));
      return setAll(revivable, 1, now);
    },
    deleteUnused(datasource, interval) {
      const doomed = selected(datasource, 0, { interval });
      if (doomed.length === 0) return [];
      forgetCached();
      return doomed.filter((s) => Number(deleteRow.run(s.id).changes) > 0);
    },
  };
}
