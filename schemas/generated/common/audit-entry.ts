// Generated from schemas/common/audit-entry.schema.json by scripts/gen-types.ts. Do not edit.
import type { Timestamp } from './timestamp.ts';

/**
 * One element of the rules, Coordinator-config and worker-config history endpoints (spec: Resources > Audit entry).
 */
export interface AuditEntry {
  /**
   * Datasource name for rules; coordinator.config; worker.config
   */
  key: string;
  /**
   * rules; coordinator.config; worker.config
   */
  type: string;
  auditInfo: {
    author: string;
    comment: string;
    ip: string;
    [k: string]: unknown;
  };
  /**
   * The changed configuration serialized as a JSON string
   */
  payload: string;
  auditTime: Timestamp;
  [k: string]: unknown;
}
