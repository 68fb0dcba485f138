// Generated from schemas/legacy-metadata/interval-sizes.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';
import type { SizeCount } from './size-count.ts';

/**
 * Interval → total bytes and number of segments (spec: Datasources, …/intervals?simple; Intervals, …/intervals/{interval}?simple).
 */
export interface IntervalSizes {
  [k: string]: SizeCount;
}
