// Retention rules: POST / GET per datasource (and `_default`), GET all, and their history (spec: Endpoints > Retention rules).
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import {
  allRules,
  DEFAULT_RULES_KEY,
  RULES_AUDIT_TYPE,
  replaceRules,
  rulesOf,
} from '../../cluster/coordinator/rules.ts';
import { auditInfoOf } from '../audit-info.ts';
import { auditHistory, type HistoryParams } from '../history.ts';
import { needs } from '../route-permission.ts';

const RULES = '/analytics/coordinator/v1/rules';

interface DatasourceParams {
  readonly dataSource: string;
}

export function ruleRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, config, coordinator } = cluster;

  // Names are arbitrary text, `__proto__` included: Object.fromEntries defines each as an own property.
  app.get(RULES, { config: needs.state('READ') }, async () => Object.fromEntries(allRules(store)));

  // Any value of `full`, or none, appends the default rules (the real system only checks its presence).
  app.get<{ Params: DatasourceParams; Querystring: { full?: string } }>(
    `${RULES}/:dataSource`,
    { config: needs.datasource('READ', 'dataSource') },
    async (request) => {
      const { dataSource } = request.params;
      const own = rulesOf(store, dataSource);
      const full = request.query.full !== undefined && dataSource !== DEFAULT_RULES_KEY;
      return full ? [...own, ...rulesOf(store, DEFAULT_RULES_KEY)] : own;
    },
  );

  // 200 even for a datasource that does not exist; the duties apply the new rules right away.
  app.post<{ Params: DatasourceParams }>(
    `${RULES}/:dataSource`,
    { config: needs.datasource('WRITE', 'dataSource') },
    async (request, reply) => {
      replaceRules(store, request.params.dataSource, request.body, auditInfoOf(request), config.now());
      coordinator.runSoon();
      return reply.code(200).send();
    },
  );

  app.get<{ Querystring: HistoryParams }>(
    `${RULES}/history`,
    { config: needs.state('READ') },
    async (request) => auditHistory(request.query, { type: RULES_AUDIT_TYPE }, cluster),
  );

  app.get<{ Params: DatasourceParams; Querystring: HistoryParams }>(
    `${RULES}/:dataSource/history`,
    { config: needs.datasource('READ', 'dataSource') },
    async (request) =>
      auditHistory(request.query, { type: RULES_AUDIT_TYPE, key: request.params.dataSource }, cluster),
  );
}
