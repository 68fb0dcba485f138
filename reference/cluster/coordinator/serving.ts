// What the Broker may query: the visible segments that the Historicals serve (the SQL catalog's SegmentServing).
import type { SegmentServing } from '../../sql/catalog/sys-tables.ts';
import type { SegmentRepository } from '../../store/store.ts';
import type { Historicals } from './historicals.ts';

/** Without Historicals (tools that only analyze SQL): every visible segment counts as served. */
export function everythingVisibleServed(segments: SegmentRepository): SegmentServing {
  return {
    served: (datasource) => segments.visible(datasource),
    datasources: () => segments.datasources(),
    replicationFactor: () => -1,
  };
}

export function segmentServing(segments: SegmentRepository, historicals: Historicals): SegmentServing {
  // A segment a newer version overshadows stops being read at once, even while a Historical still holds it.
  const served = (datasource?: string) =>
    segments.visible(datasource).filter((segment) => historicals.replicas(segment.id) > 0);
  return {
    served: (datasource) => served(datasource),
    datasources: () => [...new Set(served().map((segment) => segment.datasource))].sort(),
    replicationFactor: (id) => historicals.replicationFactor(id),
  };
}
