// An in-process reference with basic security on, which the kit reaches as its admin (for @needs:security).
import { randomBytes } from 'node:crypto';
import type { ChainedAuthenticator, LoginThrottleLimits } from '../../reference/index.ts';
import { startReference, type Target } from './client.ts';

/** The admin password of secured references this run starts: random, so no report holds a usable one. */
export const ADMIN_PASSWORD = randomBytes(12).toString('base64url');

export const ADMIN = 'admin';

/**
 * The escalator's internal client: the user cluster processes authenticate as when they call each other. The
 * target names it (`<word>_system`, as Druid's `druid_system`, docs/facts/security.md §security.13); its password
 * is the escalator's.
 */
export interface Escalator {
  readonly internalClientPassword: string;
}

/** The internal client's name on a target of this service word. */
export const internalClientName = (serviceWord: string): string => `${serviceWord}_system`;

/** The authenticators after the first (`basic`, with `skipOnFailure` as given), in order; the authorizer's role provider. */
export interface SecureChain {
  readonly skipOnFailure: boolean;
  readonly more: readonly ChainedAuthenticator[];
  readonly roleProvider?: 'ldap' | 'metadata';
}

export async function startSecureReference(
  chain: SecureChain = { skipOnFailure: false, more: [] },
  escalator: Escalator = { internalClientPassword: `${ADMIN_PASSWORD}-internal` },
  loginThrottle?: LoginThrottleLimits,
): Promise<Target> {
  // Imported only when a reference is started: it needs node:sqlite (Node 22.5+), a remote run does not.
  const { securityConfig } = await import('../../reference/index.ts');
  return startReference(
    {
      security: securityConfig({
        initialAdminPassword: ADMIN_PASSWORD,
        initialInternalClientPassword: escalator.internalClientPassword,
        skipOnFailure: chain.skipOnFailure,
        moreAuthenticators: chain.more,
        roleProvider: chain.roleProvider,
        loginThrottle,
      }),
    },
    { user: ADMIN, password: ADMIN_PASSWORD },
  );
}

/**
 * Failed logins the shared secured reference tolerates: the scenarios of a worker add theirs up from one address, and
 * only a target of a scenario's own (login-throttling.feature, `@needs:server-properties`) checks the limits.
 */
const SHARED_THROTTLE: LoginThrottleLimits = {
  perUserAndAddress: 1_000_000,
  perAddress: 1_000_000,
  windowMs: 60_000,
};

let shared: Promise<Target> | undefined;
let sharedTarget: Target | undefined;

/**
 * In process, the `@needs:security` scenarios of a worker share one secured reference, as they share a remote target:
 * each removes the users and roles it made (steps/security.steps.ts). `wrap` puts the kit's layers around it once.
 */
export function sharedSecureReference(wrap: (target: Target) => Target): Promise<Target> {
  shared ??= startSecureReference(undefined, undefined, SHARED_THROTTLE).then((target) => {
    sharedTarget = wrap(target);
    return sharedTarget;
  });
  return shared;
}

export const isSharedSecureReference = (target: Target): boolean =>
  sharedTarget !== undefined && target === sharedTarget;

export async function closeSharedSecureReference(): Promise<void> {
  const started = shared;
  shared = undefined;
  sharedTarget = undefined;
  if (started) await (await started).close();
}
