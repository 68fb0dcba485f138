// The one answer to "may this caller read datasource X": what list endpoints and SQL metadata tables filter by.
import type { FastifyRequest } from 'fastify';
import type { ClusterContext } from '../cluster/context.ts';
import type { DatasourceFilter } from '../sql/catalog/visibility.ts';
import { requestAuthentication } from './identity.ts';

/** Every datasource without security; with it, those the caller's roles grant DATASOURCE READ on (§security.2). */
export function readableBy(cluster: ClusterContext, request: FastifyRequest): DatasourceFilter {
  const security = cluster.security;
  if (security === null) return () => true;
  const caller = requestAuthentication(request);
  const known = new Map<string, boolean>();
  return (name) => {
    let readable = known.get(name);
    if (readable === undefined) {
      readable = security.allows(caller, 'DATASOURCE', name, 'READ');
      known.set(name, readable);
    }
    return readable;
  };
}
