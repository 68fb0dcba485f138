// Generated from schemas/legacy-metadata/tier-load-counts.schema.json by scripts/gen-types.ts. Do not edit.
import type { LoadCounts } from './load-counts.ts';

/**
 * Body of the ?full load status: tier → datasource → replicas left to load in that tier (spec: Segment loading).
 */
export interface TierLoadCounts {
  [k: string]: LoadCounts;
}
