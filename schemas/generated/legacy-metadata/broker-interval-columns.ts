// Generated from schemas/legacy-metadata/broker-interval-columns.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';
import type { BrokerColumns } from './broker-columns.ts';

/**
 * Body of GET /analytics/v2/datasources/{dataSourceName}?full: each served interval with its dimensions and metrics (spec: Broker datasource information).
 */
export interface BrokerIntervalColumns {
  [k: string]: BrokerColumns;
}
