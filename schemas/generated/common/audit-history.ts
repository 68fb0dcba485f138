// Generated from schemas/common/audit-history.schema.json by scripts/gen-types.ts. Do not edit.
import type { AuditEntry } from './audit-entry.ts';

/**
 * Response of every history endpoint that answers audit entries.
 */
export type AuditHistory = AuditEntry[];
