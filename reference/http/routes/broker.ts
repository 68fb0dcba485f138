// The Broker's datasource information (spec: Legacy metadata endpoints > Broker datasource information).
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { candidatesOf, columnsByInterval, columnsOf, queryable } from '../../cluster/views/broker.ts';
import { byDatasource, inventoryOf } from '../../cluster/views/inventory.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Interval } from '../../time/iso.ts';
import { type LegacyQuery, legacyQuery } from '../legacy-request.ts';
import { readableBy } from '../readable.ts';
import { needs } from '../route-permission.ts';
import { slashInterval } from '../segment-request.ts';

const BROKER = '/analytics/v2/datasources';
/** analytics.query.segmentMetadata.defaultHistory: the real system's default, one week (§legacy-metadata.13). */
const DEFAULT_HISTORY_MS = 7 * 24 * 60 * 60 * 1000;

interface DatasourceParams {
  readonly datasource: string;
}

/** `numCandidates`: an integer; omitted or negative means every server. */
function numCandidatesOf(query: LegacyQuery): number {
  const text = query.value('numCandidates');
  if (text === undefined) return -1;
  if (!/^-?\d{1,9}$/.test(text))
    throw ApiError.of('invalidQueryParameter', {
      name: 'numCandidates',
      value: text,
      expected: 'an integer',
    });
  return Number(text);
}

export function brokerRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, historicals, config } = cluster;
  const servedOf = (datasource?: string) => queryable(inventoryOf(store, historicals, datasource).segments);
  const intervalOf = (query: LegacyQuery): Interval => {
    const now = config.now();
    const text = query.value('interval');
    return text === undefined
      ? { start: now - DEFAULT_HISTORY_MS, end: now }
      : slashInterval(text, 'interval');
  };

  app.get(BROKER, { config: needs.authenticated }, async (request) => {
    legacyQuery(request.query, []);
    return [...byDatasource(servedOf()).keys()].filter(readableBy(cluster, request));
  });

  // An unknown datasource has empty lists (or, with full, no interval), as in the real system.
  app.get<{ Params: DatasourceParams }>(
    `${BROKER}/:datasource`,
    { config: needs.datasource('READ') },
    async (request) => {
      const query = legacyQuery(request.query, ['interval', 'full']);
      const interval = intervalOf(query);
      const served = servedOf(request.params.datasource);
      return query.has('full') ? columnsByInterval(served, interval) : columnsOf(served, interval);
    },
  );

  // Deprecated (spec: Versioning, item 3), still answered.
  app.get<{ Params: DatasourceParams }>(
    `${BROKER}/:datasource/dimensions`,
    { config: needs.datasource('READ') },
    async (request) => {
      const interval = intervalOf(legacyQuery(request.query, ['interval']));
      return columnsOf(servedOf(request.params.datasource), interval).dimensions;
    },
  );
  app.get<{ Params: DatasourceParams }>(
    `${BROKER}/:datasource/metrics`,
    { config: needs.datasource('READ') },
    async (request) => {
      const interval = intervalOf(legacyQuery(request.query, ['interval']));
      return columnsOf(servedOf(request.params.datasource), interval).metrics;
    },
  );

  app.get<{ Params: DatasourceParams }>(
    `${BROKER}/:datasource/candidates`,
    { config: needs.datasource('READ') },
    async (request) => {
      const query = legacyQuery(request.query, ['intervals', 'numCandidates']);
      const text = query.value('intervals');
      if (text === undefined) throw ApiError.of('missingQueryParameter', { name: 'intervals' });
      const intervals = text.split(',').map((part) => slashInterval(part.trim(), 'intervals'));
      return candidatesOf(servedOf(request.params.datasource), intervals, numCandidatesOf(query));
    },
  );
}
