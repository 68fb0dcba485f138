// Generated from schemas/legacy-metadata/datasource-interval-sizes.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';
import type { SizeCount } from './size-count.ts';

/**
 * Interval → datasource → total bytes and number of segments (spec: Intervals, GET /analytics/coordinator/v1/intervals and …/intervals/{interval}?full).
 */
export interface DatasourceIntervalSizes {
  [k: string]: {
    [k: string]: SizeCount;
  };
}
