// Generated from schemas/legacy-metadata/interval-segment-servers.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';
import type { ServedSegment } from './served-segment.ts';

/**
 * Interval → segment ID → the segment's metadata and the servers holding it (spec: Datasources, …/intervals?full and …/intervals/{interval}?full).
 */
export interface IntervalSegmentServers {
  [k: string]: {
    [k: string]: ServedSegment;
  };
}
