// Generated from schemas/legacy-metadata/datasource-metadata-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { DatasourceMetadata } from './datasource-metadata.ts';

/**
 * Body of GET /analytics/coordinator/v1/metadata/datasources?full and /analytics/coordinator/v1/datasources?full.
 */
export type DatasourceMetadataList = DatasourceMetadata[];
