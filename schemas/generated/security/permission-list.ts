// Generated from schemas/security/permission-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { Permission } from './permission.ts';

/**
 * A role's permissions (GET .../roles/{role}/permissions).
 */
export type PermissionList = Permission[];
