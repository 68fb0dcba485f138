// How the real system labels its answers (facts §http.10): JSON is `application/json` with no charset parameter.
import type { FastifyInstance } from 'fastify';

/** Fastify writes `application/json; charset=utf-8`; Druid writes `application/json` (JSON is UTF-8 by definition). */
export function installPlainJsonMediaType(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && /^application\/json;\s*charset=utf-8$/i.test(type))
      reply.header('content-type', 'application/json');
    return payload;
  });
}
