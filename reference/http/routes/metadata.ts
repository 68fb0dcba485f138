// The metadata store's segments and datasources (spec: Legacy metadata endpoints > Metadata store); by ID: segment-metadata.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { datasourceMetadataOf } from '../../cluster/views/datasources.ts';
import {
  datasourceInformation,
  datasourceNames,
  segmentWithStatus,
  usedSegments,
} from '../../cluster/views/metadata.ts';
import { dataSegmentOf } from '../../cluster/views/servers.ts';
import { ApiError } from '../../errors/api-error.ts';
import { overlaps } from '../../timeline/segment-id.ts';
import { intervalListOf, jsonBodyOf, legacyQuery, stringListOf } from '../legacy-request.ts';
import { readableBy } from '../readable.ts';
import { needs } from '../route-permission.ts';

const METADATA = '/analytics/coordinator/v1/metadata';

interface DatasourceParams {
  readonly datasource: string;
}

export function metadataRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, historicals } = cluster;
  const replicationFactor = (id: string) => historicals.replicationFactor(id);
  /** A datasource's used segments; 404 when it has none (unknown, or every segment unused). */
  const usedOf = (datasource: string) => {
    const used = usedSegments(store, [datasource]);
    if (used.length === 0) throw ApiError.of('datasourceNotFound', { datasource });
    return used;
  };

  app.get(`${METADATA}/segments`, { config: needs.authenticated }, async (request) => {
    const query = legacyQuery(request.query, [
      'datasources',
      'includeOvershadowedStatus',
      'includeRealtimeSegments',
    ]);
    const withStatus = query.has('includeOvershadowedStatus');
    const realtime = query.has('includeRealtimeSegments');
    // The real system refuses includeRealtimeSegments alone (§legacy-metadata.12).
    if (realtime && !withStatus)
      throw ApiError.of('dependentQueryParameter', {
        name: 'includeRealtimeSegments',
        needs: 'includeOvershadowedStatus',
      });
    const readable = readableBy(cluster, request);
    const segments = usedSegments(
      store,
      query.has('datasources') ? query.values('datasources') : undefined,
    ).filter((segment) => readable(segment.datasource));
    if (!withStatus) return segments.map(dataSegmentOf);
    return segments.map((segment) => segmentWithStatus(segment, replicationFactor, realtime));
  });

  // includeDisabled is the older name of includeUnused; either wins over full (§legacy-metadata.12).
  app.get(`${METADATA}/datasources`, { config: needs.authenticated }, async (request) => {
    const query = legacyQuery(request.query, ['includeUnused', 'includeDisabled', 'full']);
    const includeUnused = query.has('includeUnused') || query.has('includeDisabled');
    const readable = readableBy(cluster, request);
    const names = datasourceNames(store, includeUnused).filter((name) => readable(name));
    if (includeUnused || !query.has('full')) return names;
    return names.map((name) => datasourceMetadataOf(name, usedSegments(store, [name])));
  });

  app.get<{ Params: DatasourceParams }>(
    `${METADATA}/datasources/:datasource`,
    { config: needs.datasource('READ') },
    async (request) => {
      legacyQuery(request.query, []);
      const { datasource } = request.params;
      return datasourceMetadataOf(datasource, usedOf(datasource));
    },
  );

  // The spec sends the interval filter as the body of a GET; the real system takes it by POST: both are answered.
  const segmentsOf = async (request: FastifyRequest<{ Params: DatasourceParams }>) => {
    const query = legacyQuery(request.query, ['full']);
    const body = await jsonBodyOf(request);
    // A GET body that is not an array of intervals is ignored, as the real system ignores GET bodies
    // (docs/facts/legacy-metadata.md §legacy-metadata.5); a POSTed one is still refused.
    const intervals =
      body === undefined
        ? undefined
        : request.method === 'GET'
          ? intervalsOrUndefined(body)
          : intervalListOf(body);
    const used = usedOf(request.params.datasource);
    const selected = intervals ? used.filter((s) => intervals.some((i) => overlaps(s, i))) : used;
    return query.has('full') ? selected.map(dataSegmentOf) : selected.map((segment) => segment.id);
  };
  app.get<{ Params: DatasourceParams }>(
    `${METADATA}/datasources/:datasource/segments`,
    { config: needs.datasource('READ') },
    segmentsOf,
  );
  // WRITE although it only reads: the real system's datasource filter makes every POST a write.
  app.post<{ Params: DatasourceParams }>(
    `${METADATA}/datasources/:datasource/segments`,
    { config: needs.datasource('WRITE') },
    segmentsOf,
  );

  // The body names the datasources (the spec does not show it; the real system's is an array of names).
  // Only the readable ones answer, as the real system filters its result (any authenticated caller may ask).
  app.post(`${METADATA}/dataSourceInformation`, { config: needs.authenticated }, async (request) => {
    legacyQuery(request.query, []);
    const readable = readableBy(cluster, request);
    const names = stringListOf(request.body, 'datasource names').filter((name) => readable(name));
    return datasourceInformation(store, names);
  });
}

function intervalsOrUndefined(body: unknown) {
  try {
    return intervalListOf(body);
  } catch {
    return undefined;
  }
}
