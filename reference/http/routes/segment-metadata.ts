// A segment's metadata by ID (spec: Legacy metadata endpoints > Metadata store; Errors, item 5): used, unused or gone.
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { legacyQuery } from '../legacy-request.ts';
import { needs } from '../route-permission.ts';

interface Params {
  readonly datasource: string;
  readonly segmentId: string;
}

export function segmentMetadataRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store } = cluster;

  // 404 when unknown, or unused without includeUnused=true; the body is the DataSegment JSON (§legacy-metadata.10).
  app.get<{ Params: Params }>(
    '/analytics/coordinator/v1/metadata/datasources/:datasource/segments/:segmentId',
    { config: needs.datasource('READ') },
    async (request) => {
      const { datasource, segmentId } = request.params;
      const query = legacyQuery(request.query, ['includeUnused']);
      const includeUnused = query.value('includeUnused')?.toLowerCase() === 'true';
      const segment = store.segments.get(segmentId);
      if (!segment || segment.datasource !== datasource || !(segment.used || includeUnused))
        throw ApiError.of('segmentNotFound', { segmentId, datasource });
      return segment.payload;
    },
  );
}
