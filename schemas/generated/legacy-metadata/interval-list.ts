// Generated from schemas/legacy-metadata/interval-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';

/**
 * Body of GET /analytics/coordinator/v1/datasources/{dataSourceName}/intervals: the set of the datasource's segment intervals (spec: Datasources).
 */
export type IntervalList = Interval[];
