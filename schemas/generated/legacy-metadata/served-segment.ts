// Generated from schemas/legacy-metadata/served-segment.schema.json by scripts/gen-types.ts. Do not edit.
import type { DataSegment } from './data-segment.ts';
import type { ServerList } from './server-list.ts';

/**
 * A segment's full metadata and the servers that hold it: GET /analytics/coordinator/v1/datasources/{dataSourceName}/segments/{segmentId} (spec: Datasources; shape from §legacy-metadata.11).
 */
export interface ServedSegment {
  metadata: DataSegment;
  servers: ServerList;
  [k: string]: unknown;
}
