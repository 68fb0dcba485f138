// The permission each endpoint needs (facts §3 permission columns): GET reads, any other method writes.
import type { Action, ResourceType } from '../store/security-store.ts';

export interface ResourceAction {
  readonly type: ResourceType;
  readonly name: string;
  readonly action: Action;
}

/**
 * What the request hook checks: one resource action, or `authenticated` where the route itself decides (SQL checks
 * READ on every datasource a query reads, statements check ownership, task routes check the task's datasource).
 */
export type RouteAccess = ResourceAction | 'authenticated';

interface Rule {
  readonly pattern: RegExp;
  readonly access: (method: string, groups: string[], action: Action) => RouteAccess;
}

const C = '/analytics/coordinator/v1';
const O = '/analytics/indexer/v1';
const state = (action: Action): ResourceAction => ({ type: 'STATE', name: 'STATE', action });
const config = (action: Action): ResourceAction => ({ type: 'CONFIG', name: 'CONFIG', action });
const datasource = (name: string, action: Action): ResourceAction => ({ type: 'DATASOURCE', name, action });

// Lists filter to the datasources the caller may read (facts §0.1): any authenticated caller may ask.
const filteredList = (_m: string, _g: string[], action: Action): RouteAccess =>
  action === 'READ' ? 'authenticated' : state(action);

const RULES: readonly Rule[] = [
  { pattern: new RegExp(`^${C}/datasources$`), access: filteredList },
  { pattern: /^\/analytics\/v2\/datasources$/, access: filteredList },
  { pattern: new RegExp(`^${C}/metadata/(segments|datasources)$`), access: filteredList },
  { pattern: new RegExp(`^${C}/intervals(/[^/]+)?$`), access: filteredList },
  {
    pattern: new RegExp(`^${O}/(tasks|runningTasks|completeTasks|waitingTasks|pendingTasks)$`),
    access: filteredList,
  },
  {
    pattern: /^\/analytics-ext\/basic-security\//,
    access: (_m, _g, action) => ({ type: 'CONFIG', name: 'security', action }),
  },
  { pattern: /^\/analytics\/v2\/sql(\/.*)?$/, access: () => 'authenticated' },
  { pattern: new RegExp(`^${C}/compaction/compact$`), access: () => config('WRITE') },
  { pattern: new RegExp(`^${C}/compaction(/.*)?$`), access: () => state('READ') },
  { pattern: new RegExp(`^${C}/config(/.*)?$`), access: (_m, _g, action) => config(action) },
  { pattern: new RegExp(`^${O}/worker(/history)?$`), access: (_m, _g, action) => config(action) },
  { pattern: new RegExp(`^${O}/(workers|scaling)$`), access: () => state('READ') },
  { pattern: new RegExp(`^${C}/rules(/history)?$`), access: () => state('READ') },
  {
    pattern: new RegExp(`^${C}/rules/([^/]+)(/history)?$`),
    access: (_m, [name = ''], action) => datasource(name, action),
  },
  {
    pattern: new RegExp(`^${C}/datasources/([^/]+)(/.*)?$`),
    access: (_m, [name = ''], action) => datasource(name, action),
  },
  {
    pattern: new RegExp(`^${C}/metadata/datasources/([^/]+)(/.*)?$`),
    access: (_m, [name = ''], action) => datasource(name, action),
  },
  {
    pattern: /^\/analytics\/v2\/datasources\/([^/]+)(\/.*)?$/,
    access: (_m, [name = '']) => datasource(name, 'READ'),
  },
  // Task endpoints name their datasource only through the task: the task routes check it.
  { pattern: new RegExp(`^${O}/task/`), access: () => 'authenticated' },
];

/**
 * The access `method path` needs; what no rule names needs STATE (servers, load status, load queues). The
 * datasource, metadata, interval and task lists filter to readable datasources (facts §0.1).
 */
export function routeAccess(method: string, path: string): RouteAccess {
  const action: Action = method === 'GET' || method === 'HEAD' ? 'READ' : 'WRITE';
  for (const rule of RULES) {
    const match = rule.pattern.exec(path);
    if (match) return rule.access(method, match.slice(1).map(decodeSegment), action);
  }
  return state(action);
}

function decodeSegment(segment: string | undefined): string {
  if (segment === undefined) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
