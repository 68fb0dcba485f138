// Asynchronous SQL on deep storage (spec: Endpoints > statements): submit, status, results by page, cancel.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import type { ResultsParams } from '../../cluster/statements/results.ts';
import { STATEMENT_ANALYSIS, type StatementCaller } from '../../cluster/statements/statements.ts';
import { STATEMENT_ERROR_SHAPE, STATEMENT_SUBMIT_ERROR_SHAPE } from '../error-handler.ts';
import { requestIdentity } from '../identity.ts';
import { cutOffAfter } from '../read-timeout.ts';
import { needs } from '../route-permission.ts';
import { authorizedSubmission, mayDoAll } from '../sql-access.ts';
import { parseSqlRequest } from '../sql-request.ts';

interface StatementParams {
  readonly queryId: string;
}

const PATH = '/analytics/v2/sql/statements';

/** The caller, and whether its STATE READ / STATE WRITE let it act on other users' statements. */
function callerOf(cluster: ClusterContext, request: FastifyRequest): StatementCaller {
  const state = (action: 'READ' | 'WRITE') =>
    mayDoAll(cluster, request, [{ type: 'STATE', name: 'STATE', action }]);
  return { identity: requestIdentity(request), mayRead: state('READ'), mayCancel: state('WRITE') };
}

export function statementRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { statements } = cluster;

  // 400s on submit carry errorClass and host (the spec's submit error body); the other errors do not.
  app.post(PATH, { config: { ...STATEMENT_SUBMIT_ERROR_SHAPE, ...needs.authenticated } }, async (request) => {
    const { sql } = parseSqlRequest(request);
    const analyzed = authorizedSubmission(cluster, request, sql, STATEMENT_ANALYSIS);
    return statements.submit(sql, requestIdentity(request), analyzed);
  });

  app.get<{ Params: StatementParams }>(
    `${PATH}/:queryId`,
    { config: { ...STATEMENT_ERROR_SHAPE, ...needs.authenticated } },
    async (request) => statements.status(request.params.queryId, callerOf(cluster, request)),
  );

  // The rows stream from durable storage or the task report: large results never sit in memory whole.
  app.get<{ Params: StatementParams; Querystring: ResultsParams }>(
    `${PATH}/:queryId/results`,
    { config: { ...STATEMENT_ERROR_SHAPE, ...needs.authenticated } },
    async (request, reply) => {
      const startedAt = Date.now();
      const { page, resultFormat } = request.query;
      const params = {
        ...(page === undefined ? {} : { page }),
        ...(resultFormat === undefined ? {} : { resultFormat }),
      };
      const { contentType, body } = statements.results(
        request.params.queryId,
        callerOf(cluster, request),
        params,
      );
      if (body === undefined) return reply.code(200).send();
      // The Router's read timeout bounds a response without page (spec rule 5): past it, the body is cut off.
      const timeout = cluster.config.routerReadTimeout;
      if (page === undefined && timeout !== null)
        cutOffAfter(body, reply.raw, timeout - (Date.now() - startedAt));
      return reply.code(200).type(contentType).send(body);
    },
  );

  // 202 once the Overlord was asked to stop it; 200, changing nothing, when it has already ended.
  app.delete<{ Params: StatementParams }>(
    `${PATH}/:queryId`,
    { config: { ...STATEMENT_ERROR_SHAPE, ...needs.authenticated } },
    async (request, reply) => {
      const stopped = statements.cancel(request.params.queryId, callerOf(cluster, request));
      return reply.code(stopped ? 202 : 200).send();
    },
  );
}
