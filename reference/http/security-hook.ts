// Security on every request: 401 unless the authenticator chain accepts the credentials, 403 unless the matched route's declared permission is granted.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_REFUSAL, accessRefusal, SECURITY_API_REFUSAL } from '../security/access-refusal.ts';
import { isThrottled } from '../security/authenticator-chain.ts';
import type { BasicSecurity } from '../security/basic-security.ts';
import type { RouteAccess, RouteParams } from '../security/route-access.ts';
import { setRequestAuthentication } from './identity.ts';

const hostOf = (request: FastifyRequest): string => request.headers.host ?? 'localhost';

/** The real system's 401: a legacy error body and every authenticator's challenge (§security.4). */
function unauthorized(request: FastifyRequest, reply: FastifyReply, challenges: string[]): FastifyReply {
  return reply
    .code(401)
    .header('WWW-Authenticate', challenges.length === 1 ? challenges[0] : challenges)
    .type('application/json')
    .send({ error: 'Unauthorized request', errorMessage: null, errorClass: null, host: hostOf(request) });
}

/** The real system's 403: the access check's outcome (§security.8), as text on the security API (§security.21). */
const forbidden = (reply: FastifyReply, access?: RouteAccess) =>
  isSecurityApi(access)
    ? reply.code(403).type('text/plain').send(SECURITY_API_REFUSAL)
    : reply.code(403).type('application/json').send(accessRefusal(ACCESS_REFUSAL));

const isSecurityApi = (access: RouteAccess | undefined): boolean =>
  typeof access === 'object' && access.type === 'CONFIG' && access.name === 'security';

/**
 * The access of the route the router matched, from the parameters it decoded: what the handler will act on,
 * so a percent-encoded path cannot pick another rule. Undefined for unknown paths and undeclared routes.
 */
function matchedAccess(request: FastifyRequest): RouteAccess | undefined {
  if (request.is404) return undefined;
  return request.routeOptions.config.access?.(request.params as RouteParams);
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
    const access = matchedAccess(request);
    if (access === 'open') return;
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
    // An unknown path is the 404 it always was, but only after authentication; nothing falls back to a grant.
    if (request.is404) return;
    // Fail closed: a route registered without a declared permission is refused (the matrix test names it).
    if (access === undefined) {
      request.log.error({ url: request.routeOptions.url }, 'route without a declared permission');
      return forbidden(reply);
    }
    if (access === 'authenticated') return;
    if (!security.allows(authenticated.authentication, access.type, access.name, access.action))
      return forbidden(reply, access);
  });
}
