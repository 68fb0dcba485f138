// A lab cluster with basic security (pure): the druid-basic-security extension with a metadata authenticator, the
// basic authorizer and the escalator, as Druid's "Basic Security" documentation lays them out (docs/facts/security.md
// §security.7), and the credentials the kit reads back from the written configuration.
import { UsageError } from './args.ts';
import { VERSIONS, type Version } from './plan.ts';

export const SECURITY_EXTENSION = 'druid-basic-security';

/** Versions whose druid-basic-security jar is on Maven Central's mirror here (33.0.0's is not). */
export const SECURE_VERSIONS: readonly Version[] = ['27'];

/** One name for the authenticator and the authorizer: the kit's features and the reference call both `basic`. */
export const SECURITY_NAME = 'basic';

/**
 * A lab's credentials: fixed (not secret) so that a restart on the same metadata store still matches them — Druid
 * applies the initial passwords only when it first creates its security tables. The cluster is a local test lab.
 */
export const LAB_CREDENTIALS = {
  adminUser: 'admin',
  adminPassword: 'lab-admin-password',
  internalClientUser: 'druid_system',
  internalClientPassword: 'lab-internal-client-password',
} as const;

export function checkSecureVersion(version: Version): void {
  if (!SECURE_VERSIONS.includes(version))
    throw new UsageError(
      `--secure needs ${SECURITY_EXTENSION} ${VERSIONS[version].druid}, which Maven Central's mirror does not serve: ` +
        `only --version ${SECURE_VERSIONS.join('|')} can run with security`,
    );
}

/** The common runtime properties that turn security on; everything else in the cluster is unchanged. */
export function securityProperties(): Readonly<Record<string, string | boolean>> {
  const authenticator = `druid.auth.authenticator.${SECURITY_NAME}`;
  const authorizer = `druid.auth.authorizer.${SECURITY_NAME}`;
  return {
    'druid.extensions.loadList': JSON.stringify([SECURITY_EXTENSION]),
    'druid.auth.authenticatorChain': JSON.stringify([SECURITY_NAME]),
    [`${authenticator}.type`]: 'basic',
    [`${authenticator}.initialAdminPassword`]: LAB_CREDENTIALS.adminPassword,
    [`${authenticator}.initialInternalClientPassword`]: LAB_CREDENTIALS.internalClientPassword,
    [`${authenticator}.credentialsValidator.type`]: 'metadata',
    [`${authenticator}.skipOnFailure`]: false,
    [`${authenticator}.authorizerName`]: SECURITY_NAME,
    'druid.auth.authorizers': JSON.stringify([SECURITY_NAME]),
    [`${authorizer}.type`]: 'basic',
    'druid.escalator.type': 'basic',
    'druid.escalator.internalClientUsername': LAB_CREDENTIALS.internalClientUser,
    'druid.escalator.internalClientPassword': LAB_CREDENTIALS.internalClientPassword,
    'druid.escalator.authorizerName': SECURITY_NAME,
  };
}

/** The kit's login on a cluster, read from its common runtime properties; undefined when security is off. */
export function kitCredentials(commonProperties: string): { user: string; password: string } | undefined {
  const key = `druid.auth.authenticator.${SECURITY_NAME}.initialAdminPassword=`;
  const line = commonProperties.split('\n').find((text) => text.startsWith(key));
  return line === undefined
    ? undefined
    : { user: LAB_CREDENTIALS.adminUser, password: line.slice(key.length) };
}
