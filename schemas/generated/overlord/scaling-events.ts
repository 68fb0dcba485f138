// Generated from schemas/overlord/scaling-events.schema.json by scripts/gen-types.ts. Do not edit.
import type { Timestamp } from '../common/timestamp.ts';

/**
 * Response of GET /analytics/indexer/v1/scaling when there are events. The spec does not show the element shape; the real system answers timestamp, event and data.nodeIds.
 */
export type ScalingEvents = {
  timestamp: Timestamp;
  event: 'PROVISION' | 'TERMINATE';
  data: {
    nodeIds: string[];
    [k: string]: unknown;
  };
  [k: string]: unknown;
}[];
