// Generated from schemas/overlord/worker-node.schema.json by scripts/gen-types.ts. Do not edit.
import type { Timestamp } from '../common/timestamp.ts';

/**
 * One element of GET /analytics/indexer/v1/workers (spec: Resources > Worker node object). Element shapes of availabilityGroups and runningTasks are not shown; the real system answers strings.
 */
export interface WorkerNode {
  worker: {
    scheme: 'http' | 'https';
    host: string;
    ip: string;
    capacity: number;
    version: string;
    category: string;
    [k: string]: unknown;
  };
  currCapacityUsed: number;
  currParallelIndexCapacityUsed: number;
  availabilityGroups: unknown[];
  runningTasks: unknown[];
  lastCompletedTaskTime: Timestamp;
  blacklistedUntil: null | Timestamp;
  [k: string]: unknown;
}
