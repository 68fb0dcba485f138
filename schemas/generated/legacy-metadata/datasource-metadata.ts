// Generated from schemas/legacy-metadata/datasource-metadata.schema.json by scripts/gen-types.ts. Do not edit.
import type { DataSegmentList } from './data-segment-list.ts';

/**
 * A datasource with all its metadata: the ?full views of /analytics/coordinator/v1/metadata/datasources and /analytics/coordinator/v1/datasources (shape from §legacy-metadata.10).
 */
export interface DatasourceMetadata {
  name: string;
  properties: {
    created?: string;
    [k: string]: unknown;
  };
  segments: DataSegmentList;
  [k: string]: unknown;
}
