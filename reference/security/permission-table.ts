// The permission matrix's expectations: what the real system requires on each route, written down independently of the route declarations.
// Sources: apache/druid docs/operations/security-user-auth.md (CONFIG, STATE tables; GET reads, POST and DELETE
// write), its resource filters (DatasourceResourceFilter, RulesResourceFilter, TaskResourceFilter,
// StateResourceFilter, ConfigResourceFilter, BasicSecurityResourceFilter) and the unsecured paths of its Jetty
// initializers (`/status/health`, `/druid/coordinator/v1/isLeader`, `/druid/indexer/v1/isLeader`).

/**
 * `open`: no credentials; `authenticated`: any authenticated caller passes the route (the handler filters or
 * decides); otherwise a resource and action. DATASOURCE means the route's datasource, or its task's.
 */
export type Requirement =
  | 'open'
  | 'authenticated'
  | 'STATE READ'
  | 'CONFIG READ'
  | 'CONFIG WRITE'
  | 'security READ'
  | 'security WRITE'
  | 'DATASOURCE READ'
  | 'DATASOURCE WRITE';

export interface Expectation {
  readonly requirement: Requirement;
  /** A route the real system has and this server does not serve yet: checked as soon as it is registered. */
  readonly pending?: true;
}

const C = '/analytics/coordinator/v1';
const O = '/analytics/indexer/v1';
const S = '/analytics-ext/basic-security';
const AUTHN = `${S}/authentication/db/:authn`;
const AUTHZ = `${S}/authorization/db/:authz`;

const is = (requirement: Requirement): Expectation => ({ requirement });
const pending = (requirement: Requirement): Expectation => ({ requirement, pending: true });

/** `METHOD url` as the router declares it (HEAD is GET's: it reads). */
export const EXPECTED: Readonly<Record<string, Expectation>> = {
  // Unsecured paths of the real system; STATE covers the rest of /status.
  'GET /status/health': is('open'),
  'GET /status': is('STATE READ'),
  'GET /status/properties': pending('STATE READ'),
  'GET /status/selfDiscovered': is('STATE READ'),
  'GET /status/selfDiscovered/status': is('STATE READ'),
  [`GET ${C}/isLeader`]: is('open'),
  [`GET ${O}/isLeader`]: is('open'),
  // The leaders' URLs: the Coordinator's and the Overlord's resources behind StateResourceFilter.
  [`GET ${C}/leader`]: is('STATE READ'),
  [`GET ${O}/leader`]: is('STATE READ'),
  // The lookup configuration: LookupCoordinatorResource behind ConfigResourceFilter.
  [`POST ${C}/lookups/config`]: is('CONFIG WRITE'),
  [`GET ${C}/lookups/config`]: is('CONFIG READ'),
  [`GET ${C}/lookups/config/all`]: is('CONFIG READ'),
  [`GET ${C}/lookups/config/:tier`]: is('CONFIG READ'),
  [`GET ${C}/lookups/config/:tier/:name`]: is('CONFIG READ'),
  [`DELETE ${C}/lookups/config/:tier/:name`]: is('CONFIG WRITE'),

  // Basic security: the CONFIG resource named `security`.
  [`GET ${S}/authentication/loadStatus`]: is('security READ'),
  [`GET ${S}/authorization/loadStatus`]: is('security READ'),
  [`POST ${S}/authentication/refreshAll`]: is('security WRITE'),
  [`POST ${S}/authorization/refreshAll`]: is('security WRITE'),
  [`GET ${AUTHN}/users`]: is('security READ'),
  [`GET ${AUTHN}/users/:user`]: is('security READ'),
  [`POST ${AUTHN}/users/:user`]: is('security WRITE'),
  [`DELETE ${AUTHN}/users/:user`]: is('security WRITE'),
  [`POST ${AUTHN}/users/:user/credentials`]: is('security WRITE'),
  [`GET ${AUTHZ}/users`]: is('security READ'),
  [`GET ${AUTHZ}/users/:user`]: is('security READ'),
  [`POST ${AUTHZ}/users/:user`]: is('security WRITE'),
  [`DELETE ${AUTHZ}/users/:user`]: is('security WRITE'),
  [`POST ${AUTHZ}/users/:user/roles/:role`]: is('security WRITE'),
  [`DELETE ${AUTHZ}/users/:user/roles/:role`]: is('security WRITE'),
  [`GET ${AUTHZ}/roles`]: is('security READ'),
  [`GET ${AUTHZ}/roles/:role`]: is('security READ'),
  [`POST ${AUTHZ}/roles/:role`]: is('security WRITE'),
  [`DELETE ${AUTHZ}/roles/:role`]: is('security WRITE'),
  [`GET ${AUTHZ}/roles/:role/permissions`]: is('security READ'),
  [`POST ${AUTHZ}/roles/:role/permissions`]: is('security WRITE'),
  [`GET ${AUTHZ}/groupMappings`]: is('security READ'),
  [`GET ${AUTHZ}/groupMappings/:mapping`]: is('security READ'),
  [`POST ${AUTHZ}/groupMappings/:mapping`]: is('security WRITE'),
  [`DELETE ${AUTHZ}/groupMappings/:mapping`]: is('security WRITE'),
  [`POST ${AUTHZ}/groupMappings/:mapping/roles/:role`]: is('security WRITE'),
  [`DELETE ${AUTHZ}/groupMappings/:mapping/roles/:role`]: is('security WRITE'),

  // Dynamic configurations and compaction configurations: CONFIG.
  [`GET ${C}/config`]: is('CONFIG READ'),
  [`POST ${C}/config`]: is('CONFIG WRITE'),
  [`GET ${C}/config/history`]: is('CONFIG READ'),
  [`GET ${O}/worker`]: is('CONFIG READ'),
  [`POST ${O}/worker`]: is('CONFIG WRITE'),
  [`GET ${O}/worker/history`]: is('CONFIG READ'),
  [`POST ${C}/config/compaction`]: is('CONFIG WRITE'),
  [`GET ${C}/config/compaction`]: is('CONFIG READ'),
  [`GET ${C}/config/compaction/:dataSource`]: is('CONFIG READ'),
  [`GET ${C}/config/compaction/:dataSource/history`]: is('CONFIG READ'),
  [`POST ${C}/config/compaction/taskslots`]: is('CONFIG WRITE'),
  [`DELETE ${C}/config/compaction/:dataSource`]: is('CONFIG WRITE'),

  // Cluster state: STATE.
  [`GET ${O}/workers`]: is('STATE READ'),
  [`GET ${O}/scaling`]: is('STATE READ'),
  [`GET ${C}/rules`]: is('STATE READ'),
  [`GET ${C}/rules/history`]: is('STATE READ'),
  [`GET ${C}/loadstatus`]: is('STATE READ'),
  [`GET ${C}/loadqueue`]: is('STATE READ'),
  [`GET ${C}/servers`]: is('STATE READ'),
  [`GET ${C}/compaction/status`]: is('STATE READ'),
  [`GET ${C}/compaction/progress`]: is('STATE READ'),

  // One datasource's rules: the datasource.
  [`GET ${C}/rules/:dataSource`]: is('DATASOURCE READ'),
  [`POST ${C}/rules/:dataSource`]: is('DATASOURCE WRITE'),
  [`GET ${C}/rules/:dataSource/history`]: is('DATASOURCE READ'),

  // SQL, statements and task submission: the handler checks what the query reads and writes.
  'POST /analytics/v2/sql': is('authenticated'),
  'DELETE /analytics/v2/sql/:sqlQueryId': is('authenticated'),
  // JDBC: Druid's Avatica handler sits before the security filters; the connection's properties authenticate.
  'POST /analytics/v2/sql/avatica': is('open'),
  'POST /analytics/v2/sql/avatica-protobuf': is('open'),
  'POST /analytics/v2/sql/statements': is('authenticated'),
  'GET /analytics/v2/sql/statements/:queryId': is('authenticated'),
  'GET /analytics/v2/sql/statements/:queryId/results': is('authenticated'),
  'DELETE /analytics/v2/sql/statements/:queryId': is('authenticated'),
  'POST /analytics/v2/sql/task': is('authenticated'),

  // One task: its datasource (TaskResourceFilter). Lists filter to readable datasources.
  [`GET ${O}/task/:taskId`]: is('DATASOURCE READ'),
  [`GET ${O}/task/:taskId/status`]: is('DATASOURCE READ'),
  [`GET ${O}/task/:taskId/reports`]: is('DATASOURCE READ'),
  [`GET ${O}/task/:taskId/log`]: pending('DATASOURCE READ'),
  [`POST ${O}/task/:taskId/shutdown`]: is('DATASOURCE WRITE'),
  [`GET ${O}/tasks`]: is('authenticated'),
  [`GET ${O}/runningTasks`]: is('authenticated'),
  [`GET ${O}/completeTasks`]: is('authenticated'),
  [`GET ${O}/waitingTasks`]: is('authenticated'),
  [`GET ${O}/pendingTasks`]: is('authenticated'),

  // Metadata and legacy lists filter; one datasource's resources need it.
  [`GET ${C}/metadata/segments`]: is('authenticated'),
  [`GET ${C}/metadata/datasources`]: is('authenticated'),
  [`POST ${C}/metadata/dataSourceInformation`]: is('authenticated'),
  [`GET ${C}/metadata/datasources/:datasource`]: is('DATASOURCE READ'),
  [`GET ${C}/metadata/datasources/:datasource/segments`]: is('DATASOURCE READ'),
  // The real system's DatasourceResourceFilter makes any POST a WRITE, this read-only one included.
  [`POST ${C}/metadata/datasources/:datasource/segments`]: is('DATASOURCE WRITE'),
  [`GET ${C}/metadata/datasources/:datasource/segments/:segmentId`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources`]: is('authenticated'),
  [`GET ${C}/datasources/:datasource`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources/:datasource/loadstatus`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources/:datasource/intervals`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources/:datasource/intervals/:interval`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources/:datasource/intervals/:interval/serverview`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources/:datasource/segments`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources/:datasource/segments/:segmentId`]: is('DATASOURCE READ'),
  [`GET ${C}/datasources/:datasource/tiers`]: is('DATASOURCE READ'),
  [`GET ${C}/intervals`]: is('authenticated'),
  [`GET ${C}/intervals/:interval`]: is('authenticated'),
  'GET /analytics/v2/datasources': is('authenticated'),
  'GET /analytics/v2/datasources/:datasource': is('DATASOURCE READ'),
  'GET /analytics/v2/datasources/:datasource/dimensions': is('DATASOURCE READ'),
  'GET /analytics/v2/datasources/:datasource/metrics': is('DATASOURCE READ'),
  'GET /analytics/v2/datasources/:datasource/candidates': is('DATASOURCE READ'),

  // Segment management: WRITE on the datasource.
  [`DELETE ${C}/datasources/:datasource/segments/:segmentId`]: is('DATASOURCE WRITE'),
  [`POST ${C}/datasources/:datasource/segments/:segmentId`]: is('DATASOURCE WRITE'),
  [`POST ${C}/datasources/:datasource/markUnused`]: is('DATASOURCE WRITE'),
  [`POST ${C}/datasources/:datasource/markUsed`]: is('DATASOURCE WRITE'),
  [`DELETE ${C}/datasources/:datasource`]: is('DATASOURCE WRITE'),
  [`POST ${C}/datasources/:datasource`]: is('DATASOURCE WRITE'),
  [`DELETE ${C}/datasources/:datasource/intervals/:interval`]: is('DATASOURCE WRITE'),
};
