// Security at work: the authenticator chain says who a request comes from, the basic authorizer what it may do.
import type { Action, Permission, ResourceType, SecurityRepository } from '../store/security-store.ts';
import type { Authentication, Authenticator } from './authentication.ts';
import { AuthenticatorChain } from './authenticator-chain.ts';
import { KerberosLink } from './kerberos-link.ts';
import { groupMatches } from './ldap/group-pattern.ts';
import { LdapAuthenticator } from './ldap/ldap-authenticator.ts';
import { DEFAULT_THROTTLE, LoginThrottle } from './login-throttle.ts';
import { MetadataAuthenticator } from './metadata-authenticator.ts';
import { hashPasswordAtStart } from './passwords.ts';
import { wholeMatch } from './permission-pattern.ts';
import {
  ADMIN_USER,
  authenticatorChain,
  type ChainedAuthenticator,
  internalUserName,
  type SecurityConfig,
} from './security-config.ts';

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

export class BasicSecurity {
  readonly chain: AuthenticatorChain;

  constructor(
    readonly config: SecurityConfig,
    private readonly repository: SecurityRepository,
    /** The server's service word: the internal client user is `<word>_system`. */
    private readonly serviceWord = 'analytics',
  ) {
    const throttle = new LoginThrottle({ ...DEFAULT_THROTTLE, ...config.loginThrottle });
    this.chain = new AuthenticatorChain(
      authenticatorChain(config).map((link) => this.authenticator(link)),
      throttle,
    );
    this.bootstrap();
  }

  private authenticator(link: ChainedAuthenticator): Authenticator {
    if (link.type === 'kerberos') return new KerberosLink(link);
    const validator = link.credentialsValidator;
    if (validator?.type === 'ldap') return new LdapAuthenticator(link.name, link.skipOnFailure, validator);
    return new MetadataAuthenticator(link.name, link.skipOnFailure, this.repository);
  }

  /** The admin and internal client users: always in the authorizer, in the authenticator once given a password. */
  private bootstrap(): void {
    const { authenticatorName: authn, authorizerName: authz } = this.config;
    const initial: [string, string | undefined][] = [
      [ADMIN_USER, this.config.initialAdminPassword],
      [internalUserName(this.serviceWord), this.config.initialInternalClientPassword],
    ];
    for (const [user, password] of initial) {
      if (password !== undefined && this.repository.credentials(authn, user) === undefined) {
        this.repository.addAuthenticatorUser(authn, user);
        this.repository.setCredentials(authn, user, hashPasswordAtStart(password));
      }
      if (!this.repository.hasAuthorizerUser(authz, user)) this.repository.addAuthorizerUser(authz, user);
      if (this.repository.permissions(authz, user) === undefined) {
        this.repository.addRole(authz, user);
        this.repository.setPermissions(authz, user, EVERYTHING);
      }
      if (!this.repository.rolesOf(authz, user).includes(user)) this.repository.assign(authz, user, user);
    }
  }

  /** Forgets verified credentials: after any change to users or passwords. */
  credentialsChanged(): void {
    this.chain.credentialsChanged();
  }

  /** The roles of an authenticated caller: its own, and with the LDAP role provider those of its groups' mappings. */
  rolesOf(who: Authentication): string[] {
    const authz = this.config.authorizerName;
    const roles = new Set(this.repository.rolesOf(authz, who.identity));
    if (this.config.roleProvider === 'ldap' && who.groups.length > 0)
      for (const mapping of this.repository.groupMappings(authz))
        if (who.groups.some((group) => groupMatches(mapping.groupPattern, group)))
          for (const role of mapping.roles) roles.add(role);
    return [...roles];
  }

  /** Whether the caller's roles grant `action` on the resource (names are whole-name regular expressions). */
  allows(who: Authentication, type: ResourceType, name: string, action: Action): boolean {
    const authz = this.config.authorizerName;
    return this.rolesOf(who).some((role) =>
      (this.repository.permissions(authz, role) ?? []).some(
        (permission) =>
          permission.action === action &&
          permission.resource.type === type &&
          wholeMatch(permission.resource.name, name),
      ),
    );
  }
}
