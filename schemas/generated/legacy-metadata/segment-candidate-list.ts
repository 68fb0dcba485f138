// Generated from schemas/legacy-metadata/segment-candidate-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';
import type { ServerMetadata } from './server-metadata.ts';

/**
 * Body of GET /analytics/v2/datasources/{dataSourceName}/candidates: segment information with the servers that can answer for it (spec: Broker datasource information; shape from §legacy-metadata.11).
 */
export type SegmentCandidateList = {
  interval: Interval;
  version: string;
  partitionNumber: number;
  size: number;
  locations: ServerMetadata[];
  [k: string]: unknown;
}[];
