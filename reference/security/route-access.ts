// The vocabulary of route permissions: each route declares one, beside itself, as a function of its decoded parameters.
import type { Action, ResourceType } from '../store/security-store.ts';

export interface ResourceAction {
  readonly type: ResourceType;
  readonly name: string;
  readonly action: Action;
}

/**
 * What the security hook checks once the router has matched a route: one resource action; `authenticated` where
 * the handler decides or filters (SQL checks every datasource a query reads, statements their owner, lists filter
 * to readable datasources); `open` where the real system asks for no credentials at all (its unsecured paths).
 */
export type RouteAccess = ResourceAction | 'authenticated' | 'open';

/** The path parameters of the matched route, as the router decoded them (the names the handler sees). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A route's declared permission: decided on the same decoded parameters the handler receives. */
export type AccessRule = (params: RouteParams) => RouteAccess;

export const state = (action: Action): ResourceAction => ({ type: 'STATE', name: 'STATE', action });
export const config = (action: Action): ResourceAction => ({ type: 'CONFIG', name: 'CONFIG', action });
/** The basic-security endpoints: the CONFIG resource named `security` (not the `CONFIG` one). */
export const securityResource = (action: Action): ResourceAction => ({
  type: 'CONFIG',
  name: 'security',
  action,
});
export const datasource = (name: string, action: Action): ResourceAction => ({
  type: 'DATASOURCE',
  name,
  action,
});
