// Coordinator dynamic configuration: GET, POST (merge) and history (spec: Endpoints > Coordinator dynamic configuration).
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import {
  COORDINATOR_CONFIG,
  currentCoordinatorConfig,
  updateCoordinatorConfig,
} from '../../cluster/coordinator/dynamic-config.ts';
import { auditInfoOf } from '../audit-info.ts';
import { auditHistory, type HistoryParams } from '../history.ts';
import { needs } from '../route-permission.ts';

export function coordinatorConfigRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, config } = cluster;

  app.get('/analytics/coordinator/v1/config', { config: needs.config('READ') }, async () =>
    currentCoordinatorConfig(store),
  );

  app.post('/analytics/coordinator/v1/config', { config: needs.config('WRITE') }, async (request, reply) => {
    updateCoordinatorConfig(store, request.body, auditInfoOf(request), config.now());
    return reply.code(200).send();
  });

  app.get<{ Querystring: HistoryParams }>(
    '/analytics/coordinator/v1/config/history',
    { config: needs.config('READ') },
    async (request) =>
      auditHistory(request.query, { type: COORDINATOR_CONFIG.name, key: COORDINATOR_CONFIG.name }, cluster),
  );
}
