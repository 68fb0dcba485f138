// Basic security on every request: 401 unless the credentials authenticate, 403 unless the route's permission is granted.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BasicSecurity } from '../security/basic-security.ts';
import { routeAccess } from '../security/route-access.ts';
import { setRequestIdentity } from './identity.ts';

const hostOf = (request: FastifyRequest): string => request.headers.host ?? 'localhost';

/** The real system's 401: a legacy error body and a Basic challenge (facts §0.1). */
function unauthorized(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('WWW-Authenticate', 'Basic realm="analytics"')
    .type('application/json')
    .send({ error: 'Unauthorized request', errorMessage: null, errorClass: null, host: hostOf(request) });
}

export function installSecurityHook(app: FastifyInstance, security: BasicSecurity): void {
  app.addHook('onRequest', async (request, reply) => {
    const identity = security.authenticate(request.headers.authorization);
    if (identity === undefined) return unauthorized(request, reply);
    setRequestIdentity(request, identity);
    const path = request.url.split('?')[0] ?? '';
    const access = routeAccess(request.method, path);
    if (access === 'authenticated') return;
    if (!security.allows(identity, access.type, access.name, access.action))
      return reply.code(403).type('application/json').send({ error: 'Unauthorized' });
  });
}
