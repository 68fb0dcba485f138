// The metadata store's basic-security interface (types only): credentials, authorizer users, roles, permissions.

/** A salted PBKDF2 hash of a password (base64), never the password itself. */
export interface Credentials {
  readonly salt: string;
  readonly hash: string;
  readonly iterations: number;
}

export type ResourceType =
  | 'DATASOURCE'
  | 'CONFIG'
  | 'STATE'
  | 'EXTERNAL'
  | 'SYSTEM_TABLE'
  | 'VIEW'
  | 'QUERY_CONTEXT';
export type Action = 'READ' | 'WRITE';

/** A role's permission: `resource.name` is a regular expression matched against the whole resource name. */
export interface Permission {
  readonly resource: { readonly name: string; readonly type: ResourceType };
  readonly action: Action;
}

/** An LDAP group mapping: members of groups whose DN matches `groupPattern` get `roles`. */
export interface GroupMapping {
  readonly name: string;
  readonly groupPattern: string;
  readonly roles: readonly string[];
}

export interface GroupMappingRepository {
  groupMappings(authorizer: string): GroupMapping[];
  /** undefined: no such group mapping. */
  groupMapping(authorizer: string, name: string): GroupMapping | undefined;
  /** Adds the mapping with its roles (the roles exist). */
  addGroupMapping(authorizer: string, mapping: GroupMapping): void;
  deleteGroupMapping(authorizer: string, name: string): void;
  assignToGroupMapping(authorizer: string, name: string, role: string): void;
  unassignFromGroupMapping(authorizer: string, name: string, role: string): void;
  /** The names of the group mappings that give the role. */
  groupMappingsOf(authorizer: string, role: string): string[];
}

export interface SecurityRepository extends GroupMappingRepository {
  authenticatorUsers(authenticator: string): string[];
  /** undefined: no such user; null: the user has no credentials yet. */
  credentials(authenticator: string, name: string): Credentials | null | undefined;
  addAuthenticatorUser(authenticator: string, name: string): void;
  deleteAuthenticatorUser(authenticator: string, name: string): void;
  setCredentials(authenticator: string, name: string, credentials: Credentials): void;
  authorizerUsers(authorizer: string): string[];
  hasAuthorizerUser(authorizer: string, name: string): boolean;
  addAuthorizerUser(authorizer: string, name: string): void;
  deleteAuthorizerUser(authorizer: string, name: string): void;
  roles(authorizer: string): string[];
  /** undefined: no such role. */
  permissions(authorizer: string, role: string): Permission[] | undefined;
  addRole(authorizer: string, name: string): void;
  deleteRole(authorizer: string, name: string): void;
  setPermissions(authorizer: string, role: string, permissions: readonly Permission[]): void;
  rolesOf(authorizer: string, user: string): string[];
  usersOf(authorizer: string, role: string): string[];
  assign(authorizer: string, user: string, role: string): void;
  unassign(authorizer: string, user: string, role: string): void;
}
