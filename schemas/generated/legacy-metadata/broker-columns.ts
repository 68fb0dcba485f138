// Generated from schemas/legacy-metadata/broker-columns.schema.json by scripts/gen-types.ts. Do not edit.
import type { NameSet } from './name-set.ts';

/**
 * Body of GET /analytics/v2/datasources/{dataSourceName}: the dimensions and metrics of the datasource's segments served in the interval (spec: Broker datasource information).
 */
export interface BrokerColumns {
  dimensions: NameSet;
  metrics: NameSet;
  [k: string]: unknown;
}
