// Generated from schemas/compaction/compaction-config-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { CompactionConfig } from './compaction-config.ts';

/**
 * Body of GET /analytics/coordinator/v1/config/compaction (spec: Resources > Automatic compaction configuration, all-configurations response).
 */
export interface CompactionConfigList {
  compactionConfigs: CompactionConfig[];
  /**
   * Default 0.1
   */
  compactionTaskSlotRatio: number;
  /**
   * Default 2147483647
   */
  maxCompactionTaskSlots: number;
  /**
   * Default false
   */
  useAutoScaleSlots: boolean;
  [k: string]: unknown;
}
