// Who sent a request: the authenticated identity that owns what it creates (statements).
import type { FastifyRequest } from 'fastify';

/** The identity of every caller while no authenticator runs, as the real system reports it (facts §0.1). */
export const ALLOW_ALL = 'allowAll';

/** Without basic security (a later issue) nothing authenticates requests: everyone is `allowAll`. */
export function requestIdentity(_request: FastifyRequest): string {
  return ALLOW_ALL;
}
