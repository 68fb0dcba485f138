// The metadata store's view (spec: Legacy metadata endpoints > Metadata store): used segments, datasources, schemas.
import type { DatasourceInformationList } from '../../../schemas/generated/legacy-metadata/datasource-information-list.ts';
import type { SegmentWithStatus } from '../../../schemas/generated/legacy-metadata/segment-with-status.ts';
import type { MetadataStore, SegmentWithStatus as StoredSegment } from '../../store/store.ts';
import { dataSegmentOf } from './servers.ts';

/** Used segments (overshadowed ones included, as they stay used), of every datasource or of the named ones. */
export function usedSegments(store: MetadataStore, datasources?: readonly string[]): StoredSegment[] {
  const all =
    datasources === undefined
      ? store.segments.all()
      : [...new Set(datasources)].sort().flatMap((name) => store.segments.all(name));
  return all.filter((segment) => segment.used);
}

/**
 * The segment with `overshadowed` and the replicas its rule requires (0 when overshadowed, null before a rule
 * decided); `realtime` adds the realtime flag (every segment here is published) and the row count.
 */
export function segmentWithStatus(
  segment: StoredSegment,
  replicationFactor: (id: string) => number,
  realtime: boolean,
): SegmentWithStatus {
  const required = segment.overshadowed ? 0 : replicationFactor(segment.id);
  return {
    ...dataSegmentOf(segment),
    overshadowed: segment.overshadowed,
    replicationFactor: required < 0 ? null : required,
    ...(realtime ? { realtime: false, numRows: segment.numRows } : {}),
  };
}

/** Names of the datasources with a used segment, or (`includeUnused`) with any segment, sorted. */
export function datasourceNames(store: MetadataStore, includeUnused: boolean): string[] {
  const names = new Set<string>();
  for (const segment of store.segments.all())
    if (includeUnused || segment.used) names.add(segment.datasource);
  return [...names].sort();
}

/**
 * Each named datasource with visible segments, and its row signature: `__time` first, then the columns of the
 * newest segment in its order, then columns only older segments have (the order SQL gives them).
 */
export function datasourceInformation(
  store: MetadataStore,
  names: readonly string[],
): DatasourceInformationList {
  return [...new Set(names)].flatMap((datasource) => {
    const segments = store.segments.visible(datasource);
    if (segments.length === 0) return [];
    const newestFirst = [...segments].sort((a, b) =>
      a.version === b.version ? b.start - a.start : a.version < b.version ? 1 : -1,
    );
    const types = new Map<string, string>([['__time', 'LONG']]);
    for (const segment of newestFirst)
      for (const column of segment.columns) if (!types.has(column.name)) types.set(column.name, column.type);
    const rowSignature = [...types].map(([name, type]) => ({ name, type }));
    return [{ dataSource: datasource, rowSignature }];
  });
}
