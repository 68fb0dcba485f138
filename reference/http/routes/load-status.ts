// Segment load status and load queues (spec: Legacy metadata endpoints > Segment loading, and by datasource).
import type { FastifyInstance } from 'fastify';
import type { DataSegment } from '../../../schemas/generated/legacy-metadata/data-segment.ts';
import type { ClusterContext } from '../../cluster/context.ts';
import {
  type LoadQueue,
  loadPercentages,
  loadQueues,
  replicasLeftByTier,
  segmentsToLoad,
  unloadedCounts,
} from '../../cluster/coordinator/load-status.ts';
import { dataSegmentOf } from '../../cluster/views/servers.ts';
import type { SegmentRecord } from '../../store/store.ts';
import { clusterViewOf, legacyQuery, requiredBoolean, type Variant, variantOf } from '../legacy-request.ts';
import { needs } from '../route-permission.ts';

const COORDINATOR = '/analytics/coordinator/v1';
/** The default interval of the by-datasource load status (spec: Limits). */
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

const sizeOf = (segments: readonly SegmentRecord[]) => segments.reduce((sum, s) => sum + s.size, 0);

/** A queue as each variant shows it: IDs, counts and bytes (`simple`), or segment metadata (`full`). */
function queueBody(queue: LoadQueue, variant: Variant) {
  const { toLoad, toDrop } = queue;
  if (variant === 'simple')
    return {
      segmentsToLoad: toLoad.length,
      segmentsToDrop: toDrop.length,
      segmentsToLoadSize: sizeOf(toLoad),
      segmentsToDropSize: sizeOf(toDrop),
    };
  const show = (s: SegmentRecord): DataSegment | string => (variant === 'full' ? dataSegmentOf(s) : s.id);
  return { segmentsToLoad: toLoad.map(show), segmentsToDrop: toDrop.map(show) };
}

export function loadStatusRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, historicals, config } = cluster;
  const status = (segments: readonly SegmentRecord[], variant: Variant, clusterView: boolean) =>
    variant === 'full'
      ? replicasLeftByTier(segments, historicals, clusterView)
      : variant === 'simple'
        ? unloadedCounts(segments, historicals)
        : loadPercentages(segments, historicals);

  app.get(`${COORDINATOR}/loadstatus`, { config: needs.state('READ') }, async (request) => {
    const query = legacyQuery(request.query, ['simple', 'full', 'computeUsingClusterView']);
    const variant = variantOf(query, 'simple');
    return status(segmentsToLoad(store), variant, clusterViewOf(query, variant));
  });

  app.get(`${COORDINATOR}/loadqueue`, { config: needs.state('READ') }, async (request) => {
    const variant = variantOf(legacyQuery(request.query, ['simple', 'full']), 'simple');
    return Object.fromEntries([...loadQueues(historicals)].map(([host, q]) => [host, queueBody(q, variant)]));
  });

  // 204 when no used segment matches, an unknown datasource included (spec: Errors, item 6; §legacy-metadata.11).
  app.get<{ Params: { datasource: string } }>(
    `${COORDINATOR}/datasources/:datasource/loadstatus`,
    { config: needs.datasource('READ') },
    async (request, reply) => {
      const query = legacyQuery(request.query, [
        'forceMetadataRefresh',
        'interval',
        'simple',
        'full',
        'computeUsingClusterView',
      ]);
      // Required, but either value reads the store itself: the reference keeps no metadata cache to refresh.
      requiredBoolean(query, 'forceMetadataRefresh');
      const variant = variantOf(query, 'simple');
      const clusterView = clusterViewOf(query, variant);
      const now = config.now();
      const interval = query.interval('interval') ?? { start: now - TWO_WEEKS_MS, end: now };
      const segments = segmentsToLoad(store, request.params.datasource, interval);
      if (segments.length === 0) return reply.code(204).send();
      return status(segments, variant, clusterView);
    },
  );
}
