// Who sent a request: the authenticated identity that owns what it creates (statements).
import type { FastifyRequest } from 'fastify';

/** The identity of every caller while no authenticator runs, as the real system reports it (facts §0.1). */
export const ALLOW_ALL = 'allowAll';

const identities = new WeakMap<FastifyRequest, string>();

/** Called by the security hook once the request's credentials authenticate. */
export function setRequestIdentity(request: FastifyRequest, identity: string): void {
  identities.set(request, identity);
}

/** The authenticated identity; without basic security every caller is `allowAll`. */
export function requestIdentity(request: FastifyRequest): string {
  return identities.get(request) ?? ALLOW_ALL;
}
