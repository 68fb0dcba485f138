// Generated from schemas/legacy-metadata/datasource-summary-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { DatasourceSummary } from './datasource-summary.ts';

/**
 * Body of GET /analytics/coordinator/v1/datasources?simple (spec: Legacy metadata endpoints > Datasources).
 */
export type DatasourceSummaryList = DatasourceSummary[];
