// Automatic compaction: configurations, task slots, history, status and progress (spec: Endpoints > Automatic compaction).
import type { FastifyInstance } from 'fastify';
import { compactionStatuses, remainingSegmentSize } from '../../cluster/compaction/status.ts';
import {
  COMPACTION_AUDIT_TYPE,
  deleteCompactionConfig,
  globalCompactionConfig,
  historyElement,
  postCompactionConfig,
  setTaskSlots,
  type TaskSlotParams,
} from '../../cluster/compaction/stored-configs.ts';
import type { ClusterContext } from '../../cluster/context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { auditInfoOf } from '../audit-info.ts';
import { auditQueryOf, type HistoryParams } from '../history.ts';
import { needs } from '../route-permission.ts';

const CONFIG = '/analytics/coordinator/v1/config/compaction';
const COMPACTION = '/analytics/coordinator/v1/compaction';

interface DatasourceParams {
  readonly dataSource: string;
}

export function compactionRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, config, coordinator } = cluster;

  // 200 even for a datasource that does not exist; the duty looks at it right away.
  app.post(CONFIG, { config: needs.config('WRITE') }, async (request, reply) => {
    postCompactionConfig(store, request.body, auditInfoOf(request), config.now());
    coordinator.runSoon();
    return reply.code(200).send();
  });

  app.get(CONFIG, { config: needs.config('READ') }, async () => ({
    compactionConfigs: store.compaction.all().flatMap(({ config: stored }) => (stored ? [stored] : [])),
    ...globalCompactionConfig(store),
  }));

  app.get<{ Params: DatasourceParams }>(
    `${CONFIG}/:dataSource`,
    { config: needs.config('READ') },
    async (request) => {
      const { dataSource } = request.params;
      const stored = store.compaction.get(dataSource);
      if (!stored) throw ApiError.of('compactionConfigNotFound', { dataSource });
      return stored;
    },
  );

  app.get<{ Params: DatasourceParams; Querystring: HistoryParams }>(
    `${CONFIG}/:dataSource/history`,
    { config: needs.config('READ') },
    async (request) => {
      const scope = { type: COMPACTION_AUDIT_TYPE, key: request.params.dataSource };
      return store.audit.find(auditQueryOf(request.query, scope, cluster)).map(historyElement);
    },
  );

  // These take no body; clients that still declare JSON with an empty body are not refused.
  app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
    scoped.post<{ Querystring: TaskSlotParams }>(
      `${CONFIG}/taskslots`,
      { config: needs.config('WRITE') },
      async (request, reply) => {
        setTaskSlots(store, request.query, auditInfoOf(request), config.now());
        coordinator.runSoon();
        return reply.code(200).send();
      },
    );
    scoped.delete<{ Params: DatasourceParams }>(
      `${CONFIG}/:dataSource`,
      { config: needs.config('WRITE') },
      async (request, reply) => {
        const { dataSource } = request.params;
        if (!deleteCompactionConfig(store, dataSource, auditInfoOf(request), config.now()))
          throw ApiError.of('compactionConfigNotFound', { dataSource });
        return reply.code(200).send();
      },
    );
  });

  // Counts come from the segments as they are now, not from the duty's last run.
  // A dataSource without a status is a 404, as the real system answers (docs/facts/compaction.md §compaction.5).
  app.get<{ Querystring: { dataSource?: string } }>(
    `${COMPACTION}/status`,
    { config: needs.state('READ') },
    async (request) => {
      const { dataSource } = request.query;
      const latestStatus = compactionStatuses(store, dataSource);
      if (dataSource !== undefined && latestStatus.length === 0)
        throw ApiError.of('compactionNotEnabled', { dataSource });
      return { latestStatus };
    },
  );

  app.get<{ Querystring: { dataSource?: string } }>(
    `${COMPACTION}/progress`,
    { config: needs.state('READ') },
    async (request) => {
      const { dataSource } = request.query;
      if (dataSource === undefined || dataSource === '')
        throw ApiError.of('invalidInput', { detail: 'No DataSource specified' });
      const remaining = remainingSegmentSize(store, dataSource);
      if (remaining === undefined) throw ApiError.of('compactionNotEnabled', { dataSource });
      return { remainingSegmentSize: remaining };
    },
  );
}
