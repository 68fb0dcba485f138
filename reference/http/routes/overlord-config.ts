// Overlord dynamic configuration, its history, workers and scaling (spec: Endpoints > Overlord dynamic configuration).
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import {
  currentWorkerConfig,
  replaceWorkerConfig,
  WORKER_CONFIG,
} from '../../cluster/overlord/worker-config.ts';
import { auditInfoOf } from '../audit-info.ts';
import { auditHistory, type HistoryParams } from '../history.ts';
import { needs } from '../route-permission.ts';

export function overlordConfigRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, config, workers } = cluster;

  // Never set: 200 with an empty body, as the spec says.
  app.get('/analytics/indexer/v1/worker', { config: needs.config('READ') }, async (_request, reply) => {
    const current = currentWorkerConfig(store);
    return current === undefined ? reply.code(200).send() : current;
  });

  app.post('/analytics/indexer/v1/worker', { config: needs.config('WRITE') }, async (request, reply) => {
    replaceWorkerConfig(store, request.body, auditInfoOf(request), config.now());
    return reply.code(200).send();
  });

  app.get<{ Querystring: HistoryParams }>(
    '/analytics/indexer/v1/worker/history',
    { config: needs.config('READ') },
    async (request) =>
      auditHistory(request.query, { type: WORKER_CONFIG.name, key: WORKER_CONFIG.name }, cluster),
  );

  app.get('/analytics/indexer/v1/workers', { config: needs.state('READ') }, async () => workers.list());

  // No scaling events (no autoscaler, or nothing provisioned yet): 200 with an empty body.
  app.get('/analytics/indexer/v1/scaling', { config: needs.state('READ') }, async (_request, reply) => {
    const events = workers.scalingEvents();
    return events.length === 0 ? reply.code(200).send() : events;
  });
}
