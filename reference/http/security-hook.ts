// Security on every request: 401 unless the authenticator chain accepts the credentials, 403 unless the route's permission is granted.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isThrottled } from '../security/authenticator-chain.ts';
import type { BasicSecurity } from '../security/basic-security.ts';
import { routeAccess } from '../security/route-access.ts';
import { setRequestAuthentication } from './identity.ts';

const hostOf = (request: FastifyRequest): string => request.headers.host ?? 'localhost';

/** The real system's 401: a legacy error body and every authenticator's challenge (facts §0.1). */
function unauthorized(request: FastifyRequest, reply: FastifyReply, challenges: string[]): FastifyReply {
  return reply
    .code(401)
    .header('WWW-Authenticate', challenges.length === 1 ? challenges[0] : challenges)
    .type('application/json')
    .send({ error: 'Unauthorized request', errorMessage: null, errorClass: null, host: hostOf(request) });
}

/** Too many failed logins: the same legacy body, and when to try again. */
function throttled(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .type('application/json')
    .send({
      error: 'Too many failed authentication attempts',
      errorMessage: `Too many failed authentication attempts from this address; retry after ${retryAfterSeconds} s`,
      errorClass: null,
      host: hostOf(request),
    });
}

export function installSecurityHook(app: FastifyInstance, security: BasicSecurity): void {
  const challenges = [...new Set(security.chain.challenges())];
  app.addHook('onRequest', async (request, reply) => {
    const authenticated = await security.chain.authenticate({
      authorization: request.headers.authorization,
      cookie: request.headers.cookie,
      host: hostOf(request).replace(/:\d+$/, ''),
      address: request.ip,
    });
    if (isThrottled(authenticated)) return throttled(request, reply, authenticated.retryAfterSeconds);
    if (authenticated === undefined) return unauthorized(request, reply, challenges);
    setRequestAuthentication(request, authenticated.authentication);
    for (const [name, value] of Object.entries(authenticated.responseHeaders)) reply.header(name, value);
    const path = request.url.split('?')[0] ?? '';
    const access = routeAccess(request.method, path);
    if (access === 'authenticated') return;
    if (!security.allows(authenticated.authentication, access.type, access.name, access.action))
      return reply.code(403).type('application/json').send({ error: 'Unauthorized' });
  });
}
