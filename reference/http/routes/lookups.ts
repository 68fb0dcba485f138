// The Coordinator's lookup configuration API (docs/facts/lookups.md §lookups.1): post tiers of lookups, read them back,
// delete one. The spec is silent on lookups; this follows the real system.
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { invalidLookupUpdate, Lookups, type LookupTiers } from '../../cluster/coordinator/lookups.ts';
import { ApiError } from '../../errors/api-error.ts';
import { needs } from '../route-permission.ts';

const BASE = '/analytics/coordinator/v1/lookups/config';

export function lookupRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const lookups = new Lookups(cluster.store.configs);
  /** Every tier, or the real system's 404 with an empty body while nothing was ever posted. */
  const configured = (): LookupTiers => {
    const tiers = lookups.tiers();
    if (tiers === undefined) throw ApiError.of('lookupNotFound', { detail: 'No lookups found' });
    return tiers;
  };

  // 202 with the body it took; `{}` starts an empty configuration (recorded 36 `-005-`, `-006-`).
  app.post(BASE, { config: needs.config('WRITE') }, async (request, reply) => {
    const invalid = invalidLookupUpdate(request.body ?? {});
    if (invalid !== undefined) throw ApiError.of('invalidInput', { detail: invalid });
    lookups.merge((request.body ?? {}) as LookupTiers);
    return reply.code(202).send(request.body ?? {});
  });
  app.get(BASE, { config: needs.config('READ') }, async () => Object.keys(configured()));
  app.get(`${BASE}/all`, { config: needs.config('READ') }, async () => configured());
  app.get<{ Params: { tier: string } }>(
    `${BASE}/:tier`,
    { config: needs.config('READ') },
    async (request) => {
      configured();
      const tier = lookups.tier(request.params.tier);
      if (tier === undefined) throw ApiError.of('lookupNotFound', { detail: 'No lookups found' });
      return Object.keys(tier);
    },
  );
  app.get<{ Params: { tier: string; name: string } }>(
    `${BASE}/:tier/:name`,
    { config: needs.config('READ') },
    async (request) => {
      configured();
      const spec = lookups.spec(request.params.tier, request.params.name);
      if (spec === undefined)
        throw ApiError.of('lookupNotFound', { detail: `lookup [${request.params.name}] not found` });
      return spec;
    },
  );
  app.delete<{ Params: { tier: string; name: string } }>(
    `${BASE}/:tier/:name`,
    { config: needs.config('WRITE') },
    async (request, reply) => {
      if (!lookups.remove(request.params.tier, request.params.name))
        throw ApiError.of('lookupNotFound', { detail: `lookup [${request.params.name}] not found` });
      return reply.code(202).send();
    },
  );
}
