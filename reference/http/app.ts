// Builds the HTTP application (Fastify, no socket): error handling, then one route module per API area.
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ClusterContext } from '../cluster/context.ts';
import { installErrorHandler } from './error-handler.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  installHttpHabits,
  installResponseCompression,
  MAX_BODY_BYTES,
  MAX_URI_LENGTH,
} from './http-habits.ts';
import { rememberJsonText } from './json-text.ts';
import { installPlainJsonMediaType } from './response-habits.ts';
import { recordRoutes } from './route-permission.ts';
import { unproxiedUrl } from './router-proxy.ts';
import { avaticaRoutes } from './routes/avatica.ts';
import { basicSecurityRoutes } from './routes/basic-security.ts';
import { brokerRoutes } from './routes/broker.ts';
import { compactionRoutes } from './routes/compaction.ts';
import { coordinatorConfigRoutes } from './routes/coordinator-config.ts';
import { datasourceRoutes } from './routes/datasources.ts';
import { intervalRoutes } from './routes/intervals.ts';
import { loadStatusRoutes } from './routes/load-status.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { metadataRoutes } from './routes/metadata.ts';
import { overlordConfigRoutes } from './routes/overlord-config.ts';
import { ruleRoutes } from './routes/rules.ts';
import { segmentMetadataRoutes } from './routes/segment-metadata.ts';
import { segmentRoutes } from './routes/segments.ts';
import { serverRoutes } from './routes/servers.ts';
import { sqlRoutes } from './routes/sql.ts';
import { statementRoutes } from './routes/statements.ts';
import { statusRoutes } from './routes/status.ts';
import { taskListRoutes } from './routes/task-lists.ts';
import { taskRoutes } from './routes/tasks.ts';
import { installSecurityHook } from './security-hook.ts';
import { installServiceWord, specUrl } from './service-word.ts';

export function buildApp(cluster: ClusterContext): FastifyInstance {
  const options = {
    // Request logs are at info level; unexpected errors are always logged.
    logger: { level: cluster.config.logRequests ? 'info' : 'error' },
    // A long path parameter (a datasource or segment ID) is the route's to judge; only the whole URI is bounded.
    // (The parser's own header limit, 16 KiB, bounds the URI before the router sees it.)
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8 * MAX_URI_LENGTH },
    bodyLimit: MAX_BODY_BYTES,
    clientErrorHandler,
    frameworkErrors,
    // Routes are written with the spec's word; a server configured with another one maps its paths first, after the
    // Router's management-proxy prefix is taken off (§http.12).
    rewriteUrl: (request: IncomingMessage) =>
      specUrl(cluster.config.serviceWord, unproxiedUrl(request.url ?? '/')),
  };
  const tls = cluster.config.tls;
  // With TLS the server speaks HTTPS only (the plaintext port is off); routes see the same instance API.
  const app =
    tls === null
      ? Fastify(options)
      : (Fastify({ ...options, https: { key: tls.key, cert: tls.cert } }) as unknown as FastifyInstance);
  installErrorHandler(app);
  installHttpHabits(app);
  acceptEmptyJsonBodies(app);
  // Before any route: the permission matrix test enumerates the routes and their declared permissions.
  recordRoutes(app);
  installServiceWord(app, cluster.config.serviceWord);
  installPlainJsonMediaType(app);
  installResponseCompression(app);
  if (cluster.security !== null) {
    installSecurityHook(app, cluster.security);
    basicSecurityRoutes(app, cluster.security, cluster.store.security);
  }
  for (const routes of [
    coordinatorConfigRoutes,
    overlordConfigRoutes,
    ruleRoutes,
    sqlRoutes,
    avaticaRoutes,
    statementRoutes,
    taskRoutes,
    taskListRoutes,
    segmentRoutes,
    segmentMetadataRoutes,
    loadStatusRoutes,
    metadataRoutes,
    datasourceRoutes,
    intervalRoutes,
    serverRoutes,
    brokerRoutes,
    compactionRoutes,
    statusRoutes,
    lookupRoutes,
  ])
    routes(app, cluster);
  return app;
}

/**
 * A POST with `Content-Type: application/json` and no body reaches the route with no body, as the real system's
 * routes that read none take it (§http.4); a route that needs a body refuses the missing one itself.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    // SQL parameters read long integers exactly from the text (json-text.ts).
    rememberJsonText(request, String(body));
    return json(request, String(body), done);
  });
}
