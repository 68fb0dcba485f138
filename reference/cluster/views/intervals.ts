// The intervals view (spec: Legacy metadata endpoints > Intervals): served segments added up by interval and datasource.
import type { DatasourceIntervalSizes } from '../../../schemas/generated/legacy-metadata/datasource-interval-sizes.ts';
import type { SizeCount } from '../../../schemas/generated/legacy-metadata/size-count.ts';
import { entryOf } from '../../json/keyed.ts';
import { intervalKey, newestFirst, type ServedSegment } from './inventory.ts';

/** Interval (newest first) → datasource → bytes and number of its segments; replicas count once. */
export function datasourceIntervalSizes(served: readonly ServedSegment[]): DatasourceIntervalSizes {
  const map: DatasourceIntervalSizes = {};
  const ordered = [...served].sort(
    (a, b) => newestFirst(a.segment, b.segment) || (a.segment.datasource < b.segment.datasource ? -1 : 1),
  );
  for (const { segment } of ordered) {
    const sizes = entryOf(map, intervalKey(segment), () => ({}));
    const entry = entryOf(sizes, segment.datasource, () => ({ size: 0, count: 0 }));
    entry.size = (entry.size ?? 0) + segment.size;
    entry.count = (entry.count ?? 0) + 1;
  }
  return map;
}

/** Bytes and number of the segments; `{}` when there are none (the real system's answer). */
export function totalOf(served: readonly ServedSegment[]): SizeCount {
  if (served.length === 0) return {};
  return { size: served.reduce((sum, { segment }) => sum + segment.size, 0), count: served.length };
}
