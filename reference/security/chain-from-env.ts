// The authenticator chain and role provider from environment variables, checked so a bad value stops the start.
import type { ChainedAuthenticator, SecurityConfig } from './security-config.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A configuration the server refuses to start with; the message says which variable and why. */
export class SecurityEnvError extends Error {}

/**
 * `ANALYTICS_AUTHENTICATOR_CHAIN`: a JSON array of the authenticators after `basic`, e.g.
 * `[{"name":"ldap","skipOnFailure":false,"credentialsValidator":{"type":"ldap","url":"ldap://…",…}}]` or
 * `[{"name":"kerberos","type":"kerberos","skipOnFailure":false,"serverPrincipal":"HTTP/_HOST@EXAMPLE.COM","serverKeytab":"/etc/…"}]`;
 * `ANALYTICS_BASIC_SKIP_ON_FAILURE=true`; `ANALYTICS_ROLE_PROVIDER=ldap`.
 */
export function chainFromEnv(env: Env): Partial<SecurityConfig> {
  const roleProvider = env.ANALYTICS_ROLE_PROVIDER;
  if (roleProvider !== undefined && roleProvider !== 'ldap' && roleProvider !== 'metadata')
    throw new SecurityEnvError('ANALYTICS_ROLE_PROVIDER must be ldap or metadata');
  return {
    skipOnFailure: env.ANALYTICS_BASIC_SKIP_ON_FAILURE === 'true',
    moreAuthenticators: parseChain(env.ANALYTICS_AUTHENTICATOR_CHAIN),
    ...(roleProvider === undefined ? {} : { roleProvider }),
  };
}

function parseChain(text: string | undefined): ChainedAuthenticator[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SecurityEnvError('ANALYTICS_AUTHENTICATOR_CHAIN is not JSON');
  }
  if (!Array.isArray(parsed))
    throw new SecurityEnvError('ANALYTICS_AUTHENTICATOR_CHAIN must be a JSON array');
  const names = new Set<string>(['basic']);
  return parsed.map((item: unknown, index) => {
    const where = `ANALYTICS_AUTHENTICATOR_CHAIN[${index}]`;
    const link = (item ?? {}) as Record<string, unknown>;
    const name = link.name;
    if (typeof name !== 'string' || name === '' || names.has(name))
      throw new SecurityEnvError(`${where}.name must be a name of its own (not basic, not repeated)`);
    names.add(name);
    if (link.skipOnFailure !== undefined && typeof link.skipOnFailure !== 'boolean')
      throw new SecurityEnvError(`${where}.skipOnFailure must be true or false`);
    const skipOnFailure = link.skipOnFailure === true;
    if (link.type === 'kerberos') return kerberosLink(where, name, skipOnFailure, link);
    if (link.type !== undefined && link.type !== 'basic')
      throw new SecurityEnvError(`${where}.type must be basic or kerberos`);
    return { name, skipOnFailure, credentialsValidator: validatorOf(where, link.credentialsValidator) };
  });
}

function kerberosLink(where: string, name: string, skipOnFailure: boolean, link: Record<string, unknown>) {
  const [serverPrincipal, serverKeytab] = [link.serverPrincipal, link.serverKeytab];
  if (typeof serverPrincipal !== 'string' || typeof serverKeytab !== 'string')
    throw new SecurityEnvError(`${where} of type kerberos needs serverPrincipal and serverKeytab strings`);
  const optional = (key: string) => {
    const value = link[key];
    if (value !== undefined && typeof value !== 'string')
      throw new SecurityEnvError(`${where}.${key} must be a string`);
    return value;
  };
  return {
    name,
    skipOnFailure,
    type: 'kerberos' as const,
    serverPrincipal,
    serverKeytab,
    authToLocal: optional('authToLocal'),
    cookieSignatureSecret: optional('cookieSignatureSecret'),
  };
}

const LDAP_FIELDS = ['url', 'bindUser', 'bindPassword', 'baseDn', 'userSearch', 'userAttribute'] as const;

function validatorOf(where: string, value: unknown) {
  if (value === undefined) return { type: 'metadata' as const };
  const validator = value as Record<string, unknown>;
  if (validator?.type === 'metadata') return { type: 'metadata' as const };
  if (validator?.type !== 'ldap')
    throw new SecurityEnvError(`${where}.credentialsValidator.type must be metadata or ldap`);
  for (const field of LDAP_FIELDS)
    if (typeof validator[field] !== 'string' || validator[field] === '')
      throw new SecurityEnvError(`${where}.credentialsValidator.${field} must be a non-empty string`);
  const duration = validator.credentialVerifyDurationMs;
  if (duration !== undefined && (typeof duration !== 'number' || duration < 0))
    throw new SecurityEnvError(
      `${where}.credentialsValidator.credentialVerifyDurationMs must be a number ≥ 0`,
    );
  const [url, bindUser, bindPassword, baseDn, userSearch, userAttribute] = LDAP_FIELDS.map(
    (field) => validator[field] as string,
  ) as [string, string, string, string, string, string];
  return {
    type: 'ldap' as const,
    url,
    bindUser,
    bindPassword,
    baseDn,
    userSearch,
    userAttribute,
    credentialVerifyDurationMs: duration as number | undefined,
  };
}
