// Route options that declare a route's permission beside it: `{ config: needs.state('READ') }`, checked on the matched route.
import type { FastifyInstance } from 'fastify';
import {
  type AccessRule,
  config,
  datasource,
  type RouteAccess,
  securityResource,
  state,
} from '../security/route-access.ts';
import type { Action } from '../store/security-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's permission; a matched route without one is refused (security-hook.ts). */
    access?: AccessRule;
  }
}

interface AccessOption {
  readonly access: AccessRule;
}

const always = (access: RouteAccess): AccessOption => ({ access: () => access });

/** The route config fragments each route module spreads into its options. */
export const needs = {
  /** No credentials at all: the real system's unsecured paths (`/status/health`). */
  open: always('open'),
  /** Any authenticated caller; the handler decides or filters what it shows. */
  authenticated: always('authenticated'),
  state: (action: Action): AccessOption => always(state(action)),
  config: (action: Action): AccessOption => always(config(action)),
  security: (action: Action): AccessOption => always(securityResource(action)),
  /** The datasource the named path parameter holds, decoded as the handler sees it. */
  datasource: (action: Action, param = 'datasource'): AccessOption => ({
    access: (params) => datasource(params[param] ?? '', action),
  }),
  /** A rule of the route's own (a task's datasource, which only the task store knows). */
  rule: (access: AccessRule): AccessOption => ({ access }),
};

/** A registered route and its declared permission (undefined: none, which the security hook refuses). */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: AccessRule | undefined;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Records every route registered from now on, so the permission matrix can enumerate them all. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access: route.config?.access });
  });
}

/** The routes registered on the app since recordRoutes, each with its declared permission. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}
