// The basic-security API's operations (§security.5): users, credentials, roles, assignments and permissions.
import { ApiError } from '../errors/api-error.ts';
import type { Permission, SecurityRepository } from '../store/security-store.ts';
import type { BasicSecurity } from './basic-security.ts';
import { RESOURCE_TYPES } from './basic-security.ts';
import { hashPassword } from './passwords.ts';
import { patternRefusal } from './permission-pattern.ts';
import { basicAuthenticators } from './security-config.ts';

export const invalid = (detail: string): ApiError => ApiError.of('securityInvalid', { detail });

/** Longest user, role and password accepted. */
const MAX_NAME = 256;
const MAX_PASSWORD = 1024;

export class SecurityAdmin {
  constructor(
    private readonly security: BasicSecurity,
    private readonly repository: SecurityRepository,
  ) {}

  authenticator(name: string): string {
    if (!basicAuthenticators(this.security.config).some((authenticator) => authenticator.name === name))
      throw invalid(`Basic authenticator with name [${name}] does not exist.`);
    return name;
  }

  authorizer(name: string): string {
    if (name !== this.security.config.authorizerName)
      throw invalid(`Basic authorizer with name [${name}] does not exist.`);
    return name;
  }

  private authnUser(authn: string, user: string): void {
    if (this.repository.credentials(authn, user) === undefined)
      throw invalid(`User [${user}] does not exist.`);
  }

  private authzUser(authz: string, user: string): void {
    if (!this.repository.hasAuthorizerUser(authz, user)) throw invalid(`User [${user}] does not exist.`);
  }

  private role(authz: string, role: string): Permission[] {
    const permissions = this.repository.permissions(authz, role);
    if (permissions === undefined) throw invalid(`Role [${role}] does not exist.`);
    return permissions;
  }

  authnUserView(authn: string, user: string): unknown {
    const credentials = this.repository.credentials(authn, user);
    if (credentials === undefined) throw invalid(`User [${user}] does not exist.`);
    return { name: user, credentials };
  }

  createAuthnUser(authn: string, user: string): void {
    validName('User', user);
    if (this.repository.credentials(authn, user) !== undefined)
      throw invalid(`User [${user}] already exists.`);
    this.repository.addAuthenticatorUser(authn, user);
  }

  deleteAuthnUser(authn: string, user: string): void {
    this.authnUser(authn, user);
    this.repository.deleteAuthenticatorUser(authn, user);
    this.security.credentialsChanged();
  }

  async setPassword(authn: string, user: string, body: unknown): Promise<void> {
    this.authnUser(authn, user);
    const password = (body as { password?: unknown } | null)?.password;
    if (typeof password !== 'string' || password === '')
      throw invalid('The body must be {"password": "<a non-empty string>"}.');
    if (password.length > MAX_PASSWORD)
      throw invalid(`A password may have at most ${MAX_PASSWORD} characters.`);
    const credentials = await hashPassword(password);
    // The user may have been deleted while the password was hashed.
    this.authnUser(authn, user);
    this.repository.setCredentials(authn, user, credentials);
    this.security.credentialsChanged();
  }

  authzUserView(authz: string, user: string, full: boolean): unknown {
    this.authzUser(authz, user);
    const roles = this.repository.rolesOf(authz, user);
    if (!full) return { name: user, roles };
    return { name: user, roles: roles.map((role) => ({ name: role, permissions: this.role(authz, role) })) };
  }

  createAuthzUser(authz: string, user: string): void {
    validName('User', user);
    if (this.repository.hasAuthorizerUser(authz, user)) throw invalid(`User [${user}] already exists.`);
    this.repository.addAuthorizerUser(authz, user);
  }

  deleteAuthzUser(authz: string, user: string): void {
    this.authzUser(authz, user);
    this.repository.deleteAuthorizerUser(authz, user);
  }

  roleView(authz: string, role: string, full: boolean): unknown {
    const permissions = this.role(authz, role);
    return full
      ? {
          name: role,
          users: this.repository.usersOf(authz, role),
          groups: this.repository.groupMappingsOf(authz, role),
          permissions,
        }
      : { name: role, permissions };
  }

  permissionsOf(authz: string, role: string): Permission[] {
    return this.role(authz, role);
  }

  createRole(authz: string, role: string): void {
    validName('Role', role);
    if (this.repository.permissions(authz, role) !== undefined)
      throw invalid(`Role [${role}] already exists.`);
    this.repository.addRole(authz, role);
  }

  deleteRole(authz: string, role: string): void {
    this.role(authz, role);
    this.repository.deleteRole(authz, role);
  }

  assign(authz: string, user: string, role: string): void {
    this.authzUser(authz, user);
    this.role(authz, role);
    if (this.repository.rolesOf(authz, user).includes(role))
      throw invalid(`User [${user}] already has role [${role}].`);
    this.repository.assign(authz, user, role);
  }

  unassign(authz: string, user: string, role: string): void {
    this.authzUser(authz, user);
    this.role(authz, role);
    if (!this.repository.rolesOf(authz, user).includes(role))
      throw invalid(`User [${user}] does not have role [${role}].`);
    this.repository.unassign(authz, user, role);
  }

  setPermissions(authz: string, role: string, body: unknown): void {
    this.role(authz, role);
    this.repository.setPermissions(authz, role, parsePermissions(body));
  }
}

const forbiddenInName = (char: string): boolean => char === '/' || char === '\\' || char.charCodeAt(0) < 0x20;

export function validName(kind: string, name: string): void {
  if (name === '' || name.length > MAX_NAME || [...name].some(forbiddenInName))
    throw invalid(
      `${kind} name [${name.slice(0, 64)}] is invalid: 1-${MAX_NAME} characters, no / \\ or control characters.`,
    );
}

/** `[{resource: {name, type}, action}]` with known types and actions, and names that the linear-time matcher runs (permission-pattern.ts). */
export function parsePermissions(body: unknown): Permission[] {
  if (!Array.isArray(body)) throw invalid('The body must be an array of {resource: {name, type}, action}.');
  return body.map((item: unknown, index) => {
    const { resource, action } = (item ?? {}) as {
      resource?: { name?: unknown; type?: unknown };
      action?: unknown;
    };
    const where = `Permission [${index}]`;
    if (typeof resource?.name !== 'string') throw invalid(`${where}: resource.name must be a string.`);
    if (!RESOURCE_TYPES.includes(resource.type as Permission['resource']['type']))
      throw invalid(`${where}: resource.type must be one of ${RESOURCE_TYPES.join(', ')}.`);
    if (action !== 'READ' && action !== 'WRITE') throw invalid(`${where}: action must be READ or WRITE.`);
    const refusal = patternRefusal(resource.name);
    // A pattern the linear-time matcher cannot run is refused: no backtracking engine ever runs one (issue 30).
    if (refusal !== undefined)
      throw invalid(`${where}: resource.name [${resource.name}] is not accepted as a pattern: ${refusal}.`);
    return {
      resource: { name: resource.name, type: resource.type as Permission['resource']['type'] },
      action,
    };
  });
}
