// Generated from schemas/security/group-mapping.schema.json by scripts/gen-types.ts. Do not edit.
import type { Role } from './role.ts';

/**
 * An LDAP group mapping of a basic authorizer (GET .../groupMappings/{name}): members of groups matching groupPattern get the roles; with ?full the roles themselves.
 */
export interface GroupMapping {
  name: string;
  /**
   * A group DN, e.g. CN=analysts,OU=groups,DC=example,DC=com
   */
  groupPattern: string;
  roles: (string | Role)[];
  [k: string]: unknown;
}
