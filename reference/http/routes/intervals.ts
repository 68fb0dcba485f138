// Intervals across datasources (spec: Legacy metadata endpoints > Intervals), from the segments the cluster serves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { intervalSizesOf } from '../../cluster/views/datasources.ts';
import { datasourceIntervalSizes, totalOf } from '../../cluster/views/intervals.ts';
import { inventoryOf } from '../../cluster/views/inventory.ts';
import { overlaps } from '../../timeline/segment-id.ts';
import { legacyQuery, variantOf } from '../legacy-request.ts';
import { readableBy } from '../readable.ts';
import { needs } from '../route-permission.ts';
import { pathInterval } from '../segment-request.ts';

const INTERVALS = '/analytics/coordinator/v1/intervals';

export function intervalRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, historicals } = cluster;
  // Only the datasources the caller may read (§security.2).
  const served = (request: FastifyRequest) => {
    const readable = readableBy(cluster, request);
    return inventoryOf(store, historicals).segments.filter(({ segment }) => readable(segment.datasource));
  };

  app.get(INTERVALS, { config: needs.authenticated }, async (request) => {
    legacyQuery(request.query, []);
    return datasourceIntervalSizes(served(request));
  });

  // The segments intersecting the interval, as the spec says for the plain and full forms; `simple`, where the spec is
  // silent, takes those the interval contains, as the real system does (docs/facts/legacy-metadata.md §legacy-metadata.9).
  app.get<{ Params: { interval: string } }>(
    `${INTERVALS}/:interval`,
    { config: needs.authenticated },
    async (request) => {
      const variant = variantOf(legacyQuery(request.query, ['simple', 'full']), 'simple');
      const interval = pathInterval(request.params.interval);
      const inside = (s: { start: number; end: number }) =>
        interval.start <= s.start && s.end <= interval.end;
      const selected = served(request).filter(({ segment }) =>
        variant === 'simple' ? inside(segment) : overlaps(segment, interval),
      );
      if (variant === 'full') return datasourceIntervalSizes(selected);
      return variant === 'simple' ? intervalSizesOf(selected) : totalOf(selected);
    },
  );
}
