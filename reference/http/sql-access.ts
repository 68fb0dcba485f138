// SQL under basic security: READ on every datasource a query reads, WRITE on the one it ingests into, EXTERNAL for EXTERN.
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ClusterContext } from '../cluster/context.ts';
import { ApiError } from '../errors/api-error.ts';
import { newExternScope, TEMP_DIR, withExternScope } from '../ingest/scope.ts';
import type { ResourceAction } from '../security/route-access.ts';
import type { SqlRequest } from '../sql/engine-types.ts';
import { requestAuthentication } from './identity.ts';

const read = (name: string): ResourceAction => ({ type: 'DATASOURCE', name, action: 'READ' });

/** Metadata tables about servers rather than datasources: they need STATE READ even when the others filter. */
const SERVER_TABLES = ['sys.servers', 'sys.server_segments'];

/**
 * What the query needs; [] when it does not analyze (running it then reports why, to anyone). With `filtered`
 * the metadata tables of datasources show only readable rows (synchronous SQL); without it (tasks, statements,
 * which run later, outside the caller's request) reading them needs STATE READ: a refusal rather than a leak.
 * Synchronous SQL refuses an INSERT or REPLACE for its engine before any permission (recorded 36 `-138-`,
 * §security.21): it needs nothing here.
 */
export async function queryNeeds(
  cluster: ClusterContext,
  sql: SqlRequest,
  filtered = false,
): Promise<ResourceAction[]> {
  const scope = newExternScope(join(cluster.config.dataDir, TEMP_DIR, 'authorization'), 0);
  try {
    const access = await withExternScope(scope, async () => cluster.sql.accessOf(sql));
    if (filtered && access.writes !== undefined) return [];
    const needs = scope.tables.map(read);
    if (access.writes !== undefined) needs.push({ type: 'DATASOURCE', name: access.writes, action: 'WRITE' });
    if (access.external) needs.push({ type: 'EXTERNAL', name: 'EXTERNAL', action: 'READ' });
    const needsState = scope.systemTables.some((table) => !filtered || SERVER_TABLES.includes(table));
    if (needsState) needs.push({ type: 'STATE', name: 'STATE', action: 'READ' });
    return needs;
  } catch {
    return [];
  }
}

/** Whether the caller is granted every one of the resource actions (always, without security). */
export function mayDoAll(
  cluster: ClusterContext,
  request: FastifyRequest,
  needs: readonly ResourceAction[],
): boolean {
  const security = cluster.security;
  if (security === null) return true;
  const caller = requestAuthentication(request);
  return needs.every(({ type, name, action }) => security.allows(caller, type, name, action));
}

/** Throws the 403 of the SQL endpoints unless the caller is granted all the query needs; returns what it needs. */
export async function authorizeQuery(
  cluster: ClusterContext,
  request: FastifyRequest,
  sql: SqlRequest,
  filtered = false,
): Promise<ResourceAction[]> {
  if (cluster.security === null) return [];
  const needs = await queryNeeds(cluster, sql, filtered);
  const denied = needs.filter((need) => !mayDoAll(cluster, request, [need]));
  if (denied.length === 0) return needs;
  // Readable datasources but not the servers' table: the refusal names the servers (§security.6, §security.21).
  const onlyServers = filtered && denied.every((need) => need.type === 'STATE');
  throw ApiError.of(onlyServers ? 'serversForbidden' : 'forbidden');
}
