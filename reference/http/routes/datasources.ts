// The datasources the cluster serves (spec: Legacy metadata endpoints > Datasources); load status: load-status.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import {
  datasourceMetadataOf,
  intervalSegmentsOf,
  intervalSizesOf,
  intervalsOf,
  servedSegmentOf,
  serverViewOf,
  summaryOf,
  tiersOf,
} from '../../cluster/views/datasources.ts';
import { byDatasource, inventoryOf, type ServedSegment } from '../../cluster/views/inventory.ts';
import { dataSegmentOf } from '../../cluster/views/servers.ts';
import { contains } from '../../timeline/segment-id.ts';
import { legacyQuery, type Variant, variantOf } from '../legacy-request.ts';
import { readableBy } from '../readable.ts';
import { needs } from '../route-permission.ts';
import { pathInterval } from '../segment-request.ts';

const BASE = '/analytics/coordinator/v1/datasources';

interface DatasourceParams {
  readonly datasource: string;
}
interface IntervalParams extends DatasourceParams {
  readonly interval: string;
}

/** Intervals as a set, or with `simple` their bytes and counts, or with `full` their segments and servers. */
function intervalView(served: readonly ServedSegment[], variant: Variant) {
  if (variant === 'full') return intervalSegmentsOf(served);
  return variant === 'simple' ? intervalSizesOf(served) : intervalsOf(served);
}

export function datasourceRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, historicals } = cluster;
  const servedOf = (datasource: string) => inventoryOf(store, historicals, datasource).segments;
  // Nothing served: 204 with no body, as the real system answers (§legacy-metadata.11).
  const noContent = (reply: FastifyReply) => reply.code(204).send();

  app.get(BASE, { config: needs.authenticated }, async (request) => {
    const variant = variantOf(legacyQuery(request.query, ['simple', 'full']));
    const readable = readableBy(cluster, request);
    const all = byDatasource(inventoryOf(store, historicals).segments);
    const groups = new Map([...all].filter(([name]) => readable(name)));
    if (variant === 'plain') return [...groups.keys()];
    return [...groups].map(([name, served]) =>
      variant === 'simple'
        ? summaryOf(name, served)
        : datasourceMetadataOf(
            name,
            served.map((s) => s.segment),
          ),
    );
  });

  // Without full: the name and the simple properties (spec: "name and the properties above").
  app.get<{ Params: DatasourceParams }>(
    `${BASE}/:datasource`,
    { config: needs.datasource('READ') },
    async (request, reply) => {
      const full = legacyQuery(request.query, ['full']).has('full');
      const { datasource } = request.params;
      const served = servedOf(datasource);
      if (served.length === 0) return noContent(reply);
      return full
        ? datasourceMetadataOf(
            datasource,
            served.map((s) => s.segment),
          )
        : summaryOf(datasource, served);
    },
  );

  app.get<{ Params: DatasourceParams }>(
    `${BASE}/:datasource/intervals`,
    { config: needs.datasource('READ') },
    async (request, reply) => {
      const variant = variantOf(legacyQuery(request.query, ['simple', 'full']));
      const served = servedOf(request.params.datasource);
      return served.length === 0 ? noContent(reply) : intervalView(served, variant);
    },
  );

  // The segments the interval contains (start inclusive, end exclusive): the spec's "contained intervals".
  app.get<{ Params: IntervalParams }>(
    `${BASE}/:datasource/intervals/:interval`,
    { config: needs.datasource('READ') },
    async (request, reply) => {
      const variant = variantOf(legacyQuery(request.query, ['simple', 'full']));
      const interval = pathInterval(request.params.interval);
      const served = servedOf(request.params.datasource);
      if (served.length === 0) return noContent(reply);
      const inside = served.filter(({ segment }) => contains(interval, segment));
      return variant === 'plain' ? inside.map(({ segment }) => segment.id) : intervalView(inside, variant);
    },
  );

  // The timeline's segments only: a newer version hides the one it overshadows, even while a server still holds it.
  app.get<{ Params: IntervalParams }>(
    `${BASE}/:datasource/intervals/:interval/serverview`,
    { config: needs.datasource('READ') },
    async (request) => {
      legacyQuery(request.query, []);
      const interval = pathInterval(request.params.interval);
      const served = servedOf(request.params.datasource).filter(
        ({ segment }) => !segment.overshadowed && contains(interval, segment),
      );
      return serverViewOf(served);
    },
  );

  app.get<{ Params: DatasourceParams }>(
    `${BASE}/:datasource/segments`,
    { config: needs.datasource('READ') },
    async (request, reply) => {
      const full = legacyQuery(request.query, ['full']).has('full');
      const served = servedOf(request.params.datasource);
      if (served.length === 0) return noContent(reply);
      return served.map(({ segment }) => (full ? dataSegmentOf(segment) : segment.id));
    },
  );

  app.get<{ Params: DatasourceParams & { segmentId: string } }>(
    `${BASE}/:datasource/segments/:segmentId`,
    { config: needs.datasource('READ') },
    async (request, reply) => {
      legacyQuery(request.query, []);
      const found = servedOf(request.params.datasource).find(
        (s) => s.segment.id === request.params.segmentId,
      );
      return found ? servedSegmentOf(found) : noContent(reply);
    },
  );

  app.get<{ Params: DatasourceParams }>(
    `${BASE}/:datasource/tiers`,
    { config: needs.datasource('READ') },
    async (request) => {
      legacyQuery(request.query, []);
      return tiersOf(servedOf(request.params.datasource));
    },
  );
}
