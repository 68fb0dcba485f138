// Basic security at work: who a request comes from (Basic credentials) and what that identity may do (roles).
import { createHash } from 'node:crypto';
import type { Action, Permission, ResourceType, SecurityRepository } from '../store/security-store.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { ADMIN_USER, authenticatorChain, type SecurityConfig } from './security-config.ts';

export const RESOURCE_TYPES: readonly ResourceType[] = [
  'DATASOURCE',
  'CONFIG',
  'STATE',
  'EXTERNAL',
  'SYSTEM_TABLE',
  'VIEW',
  'QUERY_CONTEXT',
];

const EVERYTHING: Permission[] = RESOURCE_TYPES.flatMap((type) =>
  (['READ', 'WRITE'] as const).map((action) => ({ resource: { type, name: '.*' }, action })),
);

/** Credentials longer than this are refused without hashing them. */
const MAX_HEADER = 4096;

export class BasicSecurity {
  /** Digests of Authorization headers already verified, so each request does not pay for PBKDF2 again. */
  private readonly verified = new Map<string, string>();

  constructor(
    readonly config: SecurityConfig,
    private readonly repository: SecurityRepository,
  ) {
    this.bootstrap();
  }

  /** The admin and internal client users: always in the authorizer, in the authenticator once given a password. */
  private bootstrap(): void {
    const { authenticatorName: authn, authorizerName: authz } = this.config;
    const initial: [string, string | undefined][] = [
      [ADMIN_USER, this.config.initialAdminPassword],
      [this.config.internalClientUsername, this.config.initialInternalClientPassword],
    ];
    for (const [user, password] of initial) {
      if (password !== undefined && this.repository.credentials(authn, user) === undefined) {
        this.repository.addAuthenticatorUser(authn, user);
        this.repository.setCredentials(authn, user, hashPassword(password));
      }
      if (!this.repository.hasAuthorizerUser(authz, user)) this.repository.addAuthorizerUser(authz, user);
      if (this.repository.permissions(authz, user) === undefined) {
        this.repository.addRole(authz, user);
        this.repository.setPermissions(authz, user, EVERYTHING);
      }
      if (!this.repository.rolesOf(authz, user).includes(user)) this.repository.assign(authz, user, user);
    }
  }

  /** The identity an Authorization header proves, or undefined (missing, malformed or wrong credentials). */
  authenticate(header: string | undefined): string | undefined {
    if (header === undefined || header.length > MAX_HEADER) return undefined;
    const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
    if (match?.[1] === undefined) return undefined;
    const digest = createHash('sha256').update(header).digest('base64');
    const known = this.verified.get(digest);
    if (known !== undefined) return known;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    const [user, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
    // The chain in order: a failure ends it unless that authenticator has skipOnFailure (spec: Authentication).
    for (const authenticator of authenticatorChain(this.config)) {
      const credentials = this.repository.credentials(authenticator.name, user);
      if (credentials != null && passwordMatches(password, credentials)) {
        this.verified.set(digest, user);
        return user;
      }
      if (!authenticator.skipOnFailure) return undefined;
    }
    return undefined;
  }

  /** Forgets verified credentials: after any change to users or passwords. */
  credentialsChanged(): void {
    this.verified.clear();
  }

  /** Whether the identity's roles grant `action` on the resource (names are whole-name regular expressions). */
  allows(identity: string, type: ResourceType, name: string, action: Action): boolean {
    const authz = this.config.authorizerName;
    return this.repository
      .rolesOf(authz, identity)
      .some((role) =>
        (this.repository.permissions(authz, role) ?? []).some(
          (permission) =>
            permission.action === action &&
            permission.resource.type === type &&
            wholeMatch(permission.resource.name, name),
        ),
      );
  }
}

function wholeMatch(pattern: string, name: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(name);
  } catch {
    return false;
  }
}
