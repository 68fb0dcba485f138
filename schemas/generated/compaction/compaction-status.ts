// Generated from schemas/compaction/compaction-status.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of GET /analytics/coordinator/v1/compaction/status (spec: Resources > Compaction status object).
 */
export interface CompactionStatusResponse {
  latestStatus: CompactionStatus[];
  [k: string]: unknown;
}
/**
 * Awaiting counts cover eligible intervals and segments; skipped counts cover ineligible ones.
 *
 * This interface was referenced by `CompactionStatusResponse`'s JSON-Schema
 * via the `definition` "status".
 */
export interface CompactionStatus {
  dataSource: string;
  scheduleStatus: 'NOT_ENABLED' | 'RUNNING';
  bytesAwaitingCompaction: number;
  bytesCompacted: number;
  bytesSkipped: number;
  segmentCountAwaitingCompaction: number;
  segmentCountCompacted: number;
  segmentCountSkipped: number;
  intervalCountAwaitingCompaction: number;
  intervalCountCompacted: number;
  intervalCountSkipped: number;
  [k: string]: unknown;
}
