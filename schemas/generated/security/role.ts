// Generated from schemas/security/role.schema.json by scripts/gen-types.ts. Do not edit.
import type { PermissionList } from './permission-list.ts';

/**
 * An authorizer role (GET .../roles/{role}); with ?full also the users and group mappings that hold it.
 */
export interface Role {
  name: string;
  permissions: PermissionList;
  users?: string[] | null;
  groups?: string[] | null;
  [k: string]: unknown;
}
