// Builds the HTTP application (Fastify, no socket): error handling, then one route module per API area.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ClusterContext } from '../cluster/context.ts';
import { installErrorHandler } from './error-handler.ts';
import { coordinatorConfigRoutes } from './routes/coordinator-config.ts';
import { overlordConfigRoutes } from './routes/overlord-config.ts';
import { ruleRoutes } from './routes/rules.ts';
import { segmentMetadataRoutes } from './routes/segment-metadata.ts';
import { segmentRoutes } from './routes/segments.ts';
import { sqlRoutes } from './routes/sql.ts';
import { taskListRoutes } from './routes/task-lists.ts';
import { taskRoutes } from './routes/tasks.ts';

export function buildApp(cluster: ClusterContext): FastifyInstance {
  const app = Fastify({
    // Request logs are at info level; unexpected errors are always logged.
    logger: { level: cluster.config.logRequests ? 'info' : 'error' },
    routerOptions: { ignoreTrailingSlash: true },
  });
  installErrorHandler(app);
  for (const routes of [
    coordinatorConfigRoutes,
    overlordConfigRoutes,
    ruleRoutes,
    sqlRoutes,
    taskRoutes,
    taskListRoutes,
    segmentRoutes,
    segmentMetadataRoutes,
  ])
    routes(app, cluster);
  return app;
}
