// Generated from schemas/compaction/compaction-history.schema.json by scripts/gen-types.ts. Do not edit.
import type { Timestamp } from '../common/timestamp.ts';
import type { CompactionConfig } from './compaction-config.ts';

/**
 * Body of GET /analytics/coordinator/v1/config/compaction/:dataSource/history (spec: Resources > Audit entry, compaction history element). A null compactionConfig records a deletion (§compaction.1).
 */
export type CompactionHistory = CompactionHistoryEntry[];

export interface CompactionHistoryEntry {
  globalConfig: CompactionGlobalConfig;
  compactionConfig: null | CompactionConfig;
  auditInfo: {
    author: string;
    comment: string;
    ip: string;
    [k: string]: unknown;
  };
  auditTime: Timestamp;
  [k: string]: unknown;
}
/**
 * The three cluster-wide compaction fields
 */
export interface CompactionGlobalConfig {
  compactionTaskSlotRatio: number;
  maxCompactionTaskSlots: number;
  useAutoScaleSlots: boolean;
  [k: string]: unknown;
}
