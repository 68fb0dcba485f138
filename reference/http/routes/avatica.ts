// JDBC through Avatica (docs/facts/avatica.md): POST /<word>/v2/sql/avatica/ speaks Avatica's JSON protocol and
// /<word>/v2/sql/avatica-protobuf/ its protobuf one, as Druid's Broker and Router serve them to the Avatica driver.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AvaticaConnection } from '../../avatica/connections.ts';
import { errors } from '../../avatica/errors.ts';
import type { AvaticaClient, AvaticaGate } from '../../avatica/execution.ts';
import { DEFAULT_AVATICA_LIMITS } from '../../avatica/limits.ts';
import { jsonRequestOf } from '../../avatica/protobuf/requests.ts';
import { protobufResponseOf } from '../../avatica/protobuf/responses.ts';
import { type AvaticaAnswer, AvaticaService } from '../../avatica/service.ts';
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
  const clientOf = (request: FastifyRequest) => ({
    address: request.ip,
    host: serverAddress(request).replace(/:\d+$/, ''),
  });
  const logUnexpected = (request: FastifyRequest, answer: AvaticaAnswer): void => {
    if (answer.unexpected !== undefined)
      request.log.error({ err: answer.unexpected }, 'Avatica request failed');
  };
  app.register(async (scope) => {
    // The driver sends its JSON as application/octet-stream; any body is read as text and parsed here, so a body
    // that is not JSON gets Avatica's error response rather than the API's 400.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/analytics/v2/sql/avatica', { config: needs.open }, async (request, reply) => {
      const answer = await service.handle(
        String(request.body ?? ''),
        serverAddress(request),
        clientOf(request),
      );
      logUnexpected(request, answer);
      return reply
        .code(answer.status)
        .type('application/json;charset=utf-8')
        .send(JSON.stringify(answer.body));
    });
  });
  app.register(async (scope) => {
    // The protobuf serialization (`;serialization=protobuf`): the same service, read and written as protobuf.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/analytics/v2/sql/avatica-protobuf', { config: needs.open }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const read = () => jsonRequestOf(body);
      const answer = await service.handleRequest(read, serverAddress(request), clientOf(request));
      logUnexpected(request, answer);
      // A body that is not protobuf gets the API's 400 in JSON: no driver sends one, nor reads a 400 (§avatica.2).
      if (answer.status === 400)
        return reply.code(400).type('application/json').send(JSON.stringify(answer.body));
      return reply
        .code(answer.status)
        .type('application/octet-stream;charset=utf-8')
        .send(Buffer.from(protobufResponseOf(answer.body)));
    });
  });
}
