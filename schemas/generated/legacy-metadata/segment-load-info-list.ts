// Generated from schemas/legacy-metadata/segment-load-info-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { DataSegment } from './data-segment.ts';
import type { ServerMetadata } from './server-metadata.ts';

/**
 * Body of GET /analytics/coordinator/v1/datasources/{dataSourceName}/intervals/{interval}/serverview: each segment in the interval with the servers holding it (spec: Datasources; shape from §legacy-metadata.11).
 */
export type SegmentLoadInfoList = {
  segment: DataSegment;
  servers: ServerMetadata[];
  [k: string]: unknown;
}[];
