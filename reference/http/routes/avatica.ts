// JDBC through Avatica (docs/facts/avatica.md): POST /<word>/v2/sql/avatica/ speaks Avatica's JSON protocol, the
// one Druid's Broker and Router serve to the Calcite Avatica remote driver.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AvaticaConnection } from '../../avatica/connections.ts';
import { errors } from '../../avatica/errors.ts';
import type { AvaticaClient, AvaticaGate } from '../../avatica/execution.ts';
import { DEFAULT_AVATICA_LIMITS } from '../../avatica/limits.ts';
import { AvaticaService } from '../../avatica/service.ts';
import type { ClusterContext } from '../../cluster/context.ts';
import type { Authentication } from '../../security/authentication.ts';
import { isThrottled } from '../../security/authenticator-chain.ts';
import { ALLOW_ALL } from '../identity.ts';
import { needs } from '../route-permission.ts';
import { accessNeeds } from '../sql-access.ts';

const EVERYONE: Authentication = { identity: ALLOW_ALL, groups: [] };

/**
 * Security as Druid applies it to JDBC (§avatica.10): the HTTP request carries no credentials; the connection's
 * `user` and `password` properties authenticate each statement, and the statement needs READ on what it reads.
 */
function gateOf(cluster: ClusterContext): AvaticaGate {
  const security = cluster.security;
  if (security === null)
    return { authenticate: async () => EVERYONE, authorize: () => undefined, visible: () => () => true };
  return {
    async authenticate(connection: AvaticaConnection, client: AvaticaClient) {
      if (connection.user === undefined || connection.password === undefined) throw errors.unauthorized();
      const token = Buffer.from(`${connection.user}:${connection.password}`).toString('base64');
      const outcome = await security.chain.authenticate({
        authorization: `Basic ${token}`,
        host: client.host,
        address: client.address,
      });
      if (outcome === undefined || isThrottled(outcome)) throw errors.unauthorized();
      return outcome.authentication;
    },
    authorize(who, analyzed) {
      const denied = accessNeeds(analyzed.access, true).some(
        ({ type, name, action }) => !security.allows(who, type, name, action),
      );
      if (denied) throw errors.unauthorized();
    },
    visible: (who) => (name) => security.allows(who, 'DATASOURCE', name, 'READ'),
  };
}

/** `host:port` as Druid's rpcMetadata names the server that answered. */
const serverAddress = (request: FastifyRequest): string => request.headers.host ?? 'localhost';

export function avaticaRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const service = new AvaticaService({
    sql: cluster.sql,
    limits: cluster.config.avatica ?? DEFAULT_AVATICA_LIMITS,
    queryBounds: cluster.config.queryBounds,
    gate: gateOf(cluster),
  });
  // Closing the server closes every connection: their queries stop.
  app.addHook('preClose', async () => service.close());
  app.register(async (scope) => {
    // The driver sends its JSON as application/octet-stream; any body is read as text and parsed here, so a body
    // that is not JSON gets Avatica's error response rather than the API's 400.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/analytics/v2/sql/avatica', { config: needs.open }, async (request, reply) => {
      const client = { address: request.ip, host: serverAddress(request).replace(/:\d+$/, '') };
      const answer = await service.handle(String(request.body ?? ''), serverAddress(request), client);
      if (answer.unexpected !== undefined)
        request.log.error({ err: answer.unexpected }, 'Avatica request failed');
      return reply
        .code(answer.status)
        .type('application/json;charset=utf-8')
        .send(JSON.stringify(answer.body));
    });
  });
}
