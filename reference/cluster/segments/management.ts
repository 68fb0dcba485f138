// Segment management: marking segments used or unused, and killing unused segments (metadata rows and files).
import { ApiError } from '../../errors/api-error.ts';
import type { MetadataStore, SegmentRecord, SegmentSelection } from '../../store/store.ts';
import type { Interval } from '../../time/iso.ts';
import { deleteSegmentFile } from '../deep-storage.ts';

/** Marks the selected segments of a datasource unused; returns how many changed (0 for unknown ones). */
export function markUnused(
  store: MetadataStore,
  datasource: string,
  selection: SegmentSelection,
  now: number,
): number {
  return store.transaction(() => store.segments.markUnusedIn(datasource, selection, now));
}

/** Marks the selected segments used unless a used newer version overshadows them; returns how many changed. */
export function markUsed(
  store: MetadataStore,
  datasource: string,
  selection: SegmentSelection,
  now: number,
): number {
  // One transaction: the overshadowing check and the update see the same timeline.
  return store.transaction(() => store.segments.markUsedIn(datasource, selection, now));
}

/**
 * markUsed by a list of IDs: refused as a whole when one names no segment of a datasource that has segments, as
 * Druid 33 refuses it (§segments.10); a datasource with no segment answers 0 (spec: 200 even when it does not exist).
 */
export function markListedUsed(
  store: MetadataStore,
  datasource: string,
  ids: readonly string[],
  now: number,
): number {
  return store.transaction(() => {
    const unknown = ids.filter((id) => store.segments.get(id)?.datasource !== datasource);
    if (unknown.length > 0 && store.segments.all(datasource).length > 0)
      throw ApiError.of('unknownSegmentIds', { datasource, ids: [...new Set(unknown)].join(', ') });
    return store.segments.markUsedIn(datasource, { ids }, now);
  });
}

/**
 * Deletes for good the unused segments of a datasource lying entirely inside `interval`; used ones are untouched.
 * The rows go in one transaction, then the files: a reader never finds a row whose file is gone, and a file
 * left by a crash in between is an orphan that the startup sweep of deep storage removes. Returns the killed
 * segments.
 */
export function killUnusedSegments(
  store: MetadataStore,
  dataDir: string,
  datasource: string,
  interval: Interval,
): SegmentRecord[] {
  const killed = store.transaction(() => store.segments.deleteUnused(datasource, interval));
  for (const segment of killed) if (segment.path !== null) deleteSegmentFile(dataDir, segment.path);
  return killed;
}
