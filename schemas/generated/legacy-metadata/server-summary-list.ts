// Generated from schemas/legacy-metadata/server-summary-list.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of GET /analytics/coordinator/v1/servers?simple: host, type, currSize, maxSize, priority and tier of each server (spec: Servers).
 */
export type ServerSummaryList = {
  host: string;
  /**
   * For example historical or indexer-executor
   */
  type: string;
  currSize: number;
  maxSize: number;
  priority: number;
  tier: string | null;
  [k: string]: unknown;
}[];
