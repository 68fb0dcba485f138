// SQL under basic security: READ on every datasource a query reads, WRITE on the one it ingests into, EXTERNAL for EXTERN.
import type { FastifyRequest } from 'fastify';
import type { ClusterContext } from '../cluster/context.ts';
import { ApiError } from '../errors/api-error.ts';
import type { ResourceAction } from '../security/route-access.ts';
import type { AnalyzedRequest, AnalyzeOptions } from '../sql/engine.ts';
import type { SqlRequest } from '../sql/engine-types.ts';
import type { StatementAccess } from '../sql/statement-access.ts';
import { requestAuthentication } from './identity.ts';

const read = (name: string): ResourceAction => ({ type: 'DATASOURCE', name, action: 'READ' });

/** Metadata tables about servers rather than datasources: they need STATE READ even when the others filter. */
const SERVER_TABLES = ['sys.servers', 'sys.server_segments'];

/**
 * What a statement needs, from its analysis. With `filtered` the metadata tables of datasources show only readable
 * rows (synchronous SQL); without it (tasks, statements, which run later, outside the caller's request) reading
 * them, or a lookup, needs STATE READ: a refusal rather than a leak. Synchronous SQL refuses an INSERT or REPLACE
 * for its engine before any permission (recorded 36 `-138-`, §security.21): it needs nothing there.
 */
export function accessNeeds(access: StatementAccess, filtered: boolean): ResourceAction[] {
  if (filtered && access.writes !== undefined) return [];
  const needs = access.datasources.map(read);
  if (access.writes !== undefined) needs.push({ type: 'DATASOURCE', name: access.writes, action: 'WRITE' });
  if (access.external) needs.push({ type: 'EXTERNAL', name: 'EXTERNAL', action: 'READ' });
  const needsState = access.metadataTables.some((table) => !filtered || SERVER_TABLES.includes(table));
  if (needsState) needs.push({ type: 'STATE', name: 'STATE', action: 'READ' });
  return needs;
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

/** Throws the 403 of the SQL endpoints unless the caller is granted all the statement needs; returns what it needs. */
export function authorizeAccess(
  cluster: ClusterContext,
  request: FastifyRequest,
  access: StatementAccess,
  filtered: boolean,
): ResourceAction[] {
  if (cluster.security === null) return [];
  const needs = accessNeeds(access, filtered);
  const denied = needs.filter((need) => !mayDoAll(cluster, request, [need]));
  if (denied.length === 0) return needs;
  // Readable datasources but not the servers' table: the refusal names the servers (§security.6, §security.21).
  const onlyServers = filtered && denied.every((need) => need.type === 'STATE');
  throw ApiError.of(onlyServers ? 'serversForbidden' : 'forbidden');
}

/**
 * A task's or a statement's SQL analyzed once and authorized (the 403 when the caller lacks a need); the analysis
 * goes on to validate and queue it. Undefined when it does not analyze: submitting it then reports why, to anyone,
 * after the checks that come first.
 */
export function authorizedSubmission(
  cluster: ClusterContext,
  request: FastifyRequest,
  sql: SqlRequest,
  choice: AnalyzeOptions,
): AnalyzedRequest | undefined {
  let analyzed: AnalyzedRequest;
  try {
    analyzed = cluster.sql.analyze(sql, choice);
  } catch {
    return undefined;
  }
  authorizeAccess(cluster, request, analyzed.access, false);
  return analyzed;
}
