// Security's configuration: the authenticator chain (basic with metadata or LDAP credentials, Kerberos), one basic authorizer.
import type { KerberosAuthenticatorConfig } from './kerberos/kerberos-authenticator.ts';
import type { ThrottleLimits } from './login-throttle.ts';

/** Where a basic authenticator checks passwords: its own users in the metadata store, or an LDAP directory. */
export type CredentialsValidator = { readonly type: 'metadata' } | LdapCredentialsValidator;

/** The real system's `credentialsValidator.type=ldap`: search the user, then bind as it with the password. */
export interface LdapCredentialsValidator {
  readonly type: 'ldap';
  /** `ldap://host:port` of the directory. */
  readonly url: string;
  /** The DN and password the validator binds as to search for users. */
  readonly bindUser: string;
  readonly bindPassword: string;
  /** Where the user search starts. */
  readonly baseDn: string;
  /** The search filter, `%s` standing for the (escaped) user name, e.g. `(&(uid=%s)(objectClass=person))`. */
  readonly userSearch: string;
  /** The attribute that holds the user name: the identity of an authenticated request. */
  readonly userAttribute: string;
  /** How long a verified password is trusted before the directory is asked again (default 600 000 ms). */
  readonly credentialVerifyDurationMs?: number | undefined;
}

/** One authenticator of analytics.auth.authenticatorChain: basic (the default) or Kerberos. */
export type ChainedAuthenticator = BasicAuthenticatorConfig | KerberosChainedAuthenticator;

interface ChainLink {
  readonly name: string;
  /** When it does not verify the credentials, the next authenticator tries them (spec: Authentication). */
  readonly skipOnFailure: boolean;
}

/** A basic authenticator: HTTP Basic credentials checked by its credentials validator. */
export interface BasicAuthenticatorConfig extends ChainLink {
  readonly type?: 'basic' | undefined;
  /** Default: the metadata store. */
  readonly credentialsValidator?: CredentialsValidator | undefined;
}

/** The real system's `type: kerberos` authenticator: SPNEGO checked with a keytab, then a signed cookie. */
export interface KerberosChainedAuthenticator extends ChainLink, KerberosAuthenticatorConfig {
  readonly type: 'kerberos';
}

export interface SecurityConfig {
  /** The first basic authenticator's name: the admin and internal client users live in it. */
  readonly authenticatorName: string;
  /** The authenticators after the first, in chain order; the first's skipOnFailure is `skipOnFailure`. */
  readonly moreAuthenticators?: readonly ChainedAuthenticator[] | undefined;
  /** The first authenticator's skipOnFailure (default false). */
  readonly skipOnFailure?: boolean | undefined;
  /** The basic authorizer's name, the authenticator's authorizerName. */
  readonly authorizerName: string;
  /** `ldap` adds the roles of the group mappings that match an LDAP user's groups to its own (default `metadata`). */
  readonly roleProvider?: 'metadata' | 'ldap' | undefined;
  /** Creates user `admin` with this password when it has none yet. */
  readonly initialAdminPassword?: string | undefined;
  /** Creates the internal client user (internalUserName) with this password when it has none yet. */
  readonly initialInternalClientPassword?: string | undefined;
  /** Failed-login throttling (default 10 per user and address, 50 per address, per minute). */
  readonly loginThrottle?: Partial<ThrottleLimits> | undefined;
}

export const ADMIN_USER = 'admin';

/**
 * The internal client user, named by the service word as the real system names it `druid_system` whatever its
 * escalator says (§security.13): the escalator works only when its internalClientUsername is this name.
 */
export const internalUserName = (serviceWord: string): string => `${serviceWord}_system`;

export function securityConfig(overrides: Partial<SecurityConfig> = {}): SecurityConfig {
  return {
    authenticatorName: 'basic',
    authorizerName: 'basic',
    ...overrides,
  };
}

/** The authenticator chain in order: the first authenticator, then the others. */
export function authenticatorChain(config: SecurityConfig): ChainedAuthenticator[] {
  const first = { name: config.authenticatorName, skipOnFailure: config.skipOnFailure ?? false };
  return [first, ...(config.moreAuthenticators ?? [])];
}

/** The basic authenticators of the chain: the ones with users, credentials and a load status. */
export function basicAuthenticators(config: SecurityConfig): BasicAuthenticatorConfig[] {
  return authenticatorChain(config).filter(
    (link): link is BasicAuthenticatorConfig => link.type !== 'kerberos',
  );
}
