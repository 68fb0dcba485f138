// Who sent a request: the authenticated identity that owns what it creates (statements) and whose roles apply.
import type { FastifyRequest } from 'fastify';
import type { Authentication } from '../security/authentication.ts';

/** The identity of every caller while no authenticator runs, as the real system reports it (§security.3). */
export const ALLOW_ALL = 'allowAll';

const UNSECURED: Authentication = { identity: ALLOW_ALL, groups: [] };

const authentications = new WeakMap<FastifyRequest, Authentication>();

/** Called by the security hook once the request's credentials authenticate. */
export function setRequestAuthentication(request: FastifyRequest, authentication: Authentication): void {
  authentications.set(request, authentication);
}

/** The caller as the authenticator chain proved it; without security every caller is `allowAll`. */
export function requestAuthentication(request: FastifyRequest): Authentication {
  return authentications.get(request) ?? UNSECURED;
}

/** The authenticated identity's name. */
export function requestIdentity(request: FastifyRequest): string {
  return requestAuthentication(request).identity;
}
