// The servers of the cluster (spec: Legacy metadata endpoints > Servers): the Historicals, which serve segments.
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { inventoryOf } from '../../cluster/views/inventory.ts';
import { dataSegmentOf, serverSummaries } from '../../cluster/views/servers.ts';
import { legacyQuery, variantOf } from '../legacy-request.ts';
import { needs } from '../route-permission.ts';

const SERVERS = '/analytics/coordinator/v1/servers';

export function serverRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, historicals } = cluster;

  // Each simulated Historical has a port of its own, so each process appears once.
  app.get(SERVERS, { config: needs.state('READ') }, async (request) => {
    const variant = variantOf(legacyQuery(request.query, ['simple', 'full']));
    if (variant === 'plain') return historicals.list().map((server) => server.host);
    if (variant === 'simple') return serverSummaries(historicals.list());
    // full adds each server's segments, ID → metadata, as the real system does (§legacy-metadata.11).
    const { servers, segments } = inventoryOf(store, historicals);
    const byId = new Map(segments.map(({ segment }) => [segment.id, dataSegmentOf(segment)]));
    return serverSummaries(servers, (server) =>
      Object.fromEntries(server.segments.flatMap((id) => byId.get(id) ?? []).map((s) => [s.identifier, s])),
    );
  });
}
