// Basic security's configuration: one basic authenticator (credentials in the metadata store) and one basic authorizer.

export interface SecurityConfig {
  /** The basic authenticator's name (analytics.auth.authenticatorChain holds only it). */
  readonly authenticatorName: string;
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
