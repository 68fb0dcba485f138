// The process status paths every real service answers (§http.1): `/status`, `/status/health`, self-discovery, and the leaders.
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { COORDINATOR_HOST, OVERLORD_HOST } from '../../cluster/servers.ts';
import { REFERENCE_VERSION } from '../../version.ts';
import { needs } from '../route-permission.ts';

/** The modules `/status` lists, as the real system lists its loaded extensions (name, artifact, version). */
function modules(cluster: ClusterContext) {
  const own = (name: string, artifact: string) => ({ name, artifact, version: REFERENCE_VERSION });
  return [
    own('reference.sql.SqlModule', 'analytics-reference-sql'),
    own('reference.msq.MultiStageQueryModule', 'analytics-multi-stage-query'),
    ...(cluster.security === null
      ? []
      : [own('reference.security.basic.BasicSecurityModule', 'analytics-basic-security')]),
  ];
}

/** The real system's `memory` object, from this process's heap (bytes). */
function memory() {
  const usage = process.memoryUsage();
  return {
    maxMemory: getHeapStatistics().heap_size_limit,
    totalMemory: usage.heapTotal,
    freeMemory: usage.heapTotal - usage.heapUsed,
    usedMemory: usage.heapUsed,
    directMemory: usage.external + usage.arrayBuffers,
  };
}

export function statusRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  // STATE READ, as the real system's StateResourceFilter; `/status/health` is one of its unsecured paths.
  app.get('/status', { config: needs.state('READ') }, async () => ({
    version: REFERENCE_VERSION,
    modules: modules(cluster),
    memory: memory(),
  }));
  app.get('/status/health', { config: needs.open }, async (_request, reply) =>
    reply.type('application/json').send('true'),
  );
  app.get('/status/selfDiscovered/status', { config: needs.state('READ') }, async () => ({
    selfDiscovered: true,
  }));
  // The real system answers 200 with no body here (§http.1).
  app.get('/status/selfDiscovered', { config: needs.state('READ') }, async (_request, reply) =>
    reply.code(200).type('application/json').send(),
  );
  // One process plays every role, so it always leads (the real system's unsecured leader checks).
  for (const path of ['/analytics/coordinator/v1/isLeader', '/analytics/indexer/v1/isLeader'])
    app.get(path, { config: needs.open }, async () => ({ leader: true }));
  // The leader's URL as bare text in an application/json answer, as the real system writes it (§http.12).
  for (const [path, host] of [
    ['/analytics/coordinator/v1/leader', COORDINATOR_HOST],
    ['/analytics/indexer/v1/leader', OVERLORD_HOST],
  ] as const)
    app.get(path, { config: needs.state('READ') }, async (_request, reply) =>
      reply.type('application/json').send(`${cluster.config.tls === null ? 'http' : 'https'}://${host}`),
    );
}
