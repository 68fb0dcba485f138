// The group-mapping operations of the basic-security API (§security.5): LDAP group patterns and the roles they give.
import type { GroupMapping, SecurityRepository } from '../store/security-store.ts';
import { invalid, validName } from './security-admin.ts';

/** Longest group pattern accepted: a DN, not a document. */
const MAX_PATTERN = 1024;

export class GroupMappingAdmin {
  constructor(private readonly repository: SecurityRepository) {}

  private mapping(authz: string, name: string): GroupMapping {
    const mapping = this.repository.groupMapping(authz, name);
    if (mapping === undefined) throw invalid(`Group mapping [${name}] does not exist.`);
    return mapping;
  }

  private role(authz: string, role: string): void {
    if (this.repository.permissions(authz, role) === undefined)
      throw invalid(`Role [${role}] does not exist.`);
  }

  names(authz: string): string[] {
    return this.repository.groupMappings(authz).map((mapping) => mapping.name);
  }

  /** `full`: the roles with their permissions, as the role view shows them. */
  view(authz: string, name: string, full: boolean): unknown {
    const mapping = this.mapping(authz, name);
    if (!full) return mapping;
    const roles = mapping.roles.map((role) => ({
      name: role,
      permissions: this.repository.permissions(authz, role) ?? [],
    }));
    return { ...mapping, roles };
  }

  /** Body `{"name": "<the path's name>", "groupPattern": "CN=...", "roles": ["existing role", ...]}`. */
  create(authz: string, name: string, body: unknown): void {
    validName('Group mapping', name);
    const { name: named, groupPattern, roles } = (body ?? {}) as Record<string, unknown>;
    if (named !== undefined && named !== name)
      throw invalid(`The body's name [${String(named)}] is not the path's group mapping name [${name}].`);
    if (typeof groupPattern !== 'string' || groupPattern.trim() === '' || groupPattern.length > MAX_PATTERN)
      throw invalid(
        `groupPattern must be a group DN pattern of 1-${MAX_PATTERN} characters, such as "CN=analysts,OU=groups,DC=example,DC=com".`,
      );
    if (roles !== undefined && (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string')))
      throw invalid('roles must be an array of role names.');
    if (this.repository.groupMapping(authz, name) !== undefined)
      throw invalid(`Group mapping [${name}] already exists.`);
    const roleNames = (roles ?? []) as string[];
    for (const role of roleNames) this.role(authz, role);
    this.repository.addGroupMapping(authz, { name, groupPattern, roles: roleNames });
  }

  delete(authz: string, name: string): void {
    this.mapping(authz, name);
    this.repository.deleteGroupMapping(authz, name);
  }

  assign(authz: string, name: string, role: string): void {
    const mapping = this.mapping(authz, name);
    this.role(authz, role);
    if (mapping.roles.includes(role)) throw invalid(`Group mapping [${name}] already has role [${role}].`);
    this.repository.assignToGroupMapping(authz, name, role);
  }

  unassign(authz: string, name: string, role: string): void {
    const mapping = this.mapping(authz, name);
    this.role(authz, role);
    if (!mapping.roles.includes(role)) throw invalid(`Group mapping [${name}] does not have role [${role}].`);
    this.repository.unassignFromGroupMapping(authz, name, role);
  }
}
