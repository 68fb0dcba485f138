// Basic security's configuration: a chain of basic authenticators (credentials in the metadata store), one basic authorizer.

/** One basic authenticator of analytics.auth.authenticatorChain. */
export interface ChainedAuthenticator {
  readonly name: string;
  /** When its store does not verify the credentials, the next authenticator tries them (spec: Authentication). */
  readonly skipOnFailure: boolean;
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
  /** Creates user `admin` with this password when it has none yet. */
  readonly initialAdminPassword?: string | undefined;
  /** Creates the internal client user with this password when it has none yet. */
  readonly initialInternalClientPassword?: string | undefined;
  /** The escalator's internalClientUsername. */
  readonly internalClientUsername: string;
}

export const ADMIN_USER = 'admin';

export function securityConfig(overrides: Partial<SecurityConfig> = {}): SecurityConfig {
  return {
    authenticatorName: 'basic',
    authorizerName: 'basic',
    internalClientUsername: 'analytics_system',
    ...overrides,
  };
}

/** The authenticator chain in order: the first authenticator, then the others. */
export function authenticatorChain(config: SecurityConfig): ChainedAuthenticator[] {
  const first = { name: config.authenticatorName, skipOnFailure: config.skipOnFailure ?? false };
  return [first, ...(config.moreAuthenticators ?? [])];
}
