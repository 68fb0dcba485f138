// Synchronous SQL (spec: Endpoints > Synchronous SQL): POST a query in five result formats, DELETE to cancel.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { ResourceAction } from '../../security/route-access.ts';
import { withVisibleDatasources } from '../../sql/catalog/visibility.ts';
import { SqlError } from '../../sql/errors.ts';
import { queryTimeoutMs } from '../../sql/query-bounds.ts';
import { resultWriter } from '../../sql/results/format.ts';
import { RunningQueries } from '../../sql/running-queries.ts';
import { SQL_ERROR_SHAPE } from '../error-handler.ts';
import { readableBy } from '../readable.ts';
import { needs } from '../route-permission.ts';
import { authorizeAccess, mayDoAll } from '../sql-access.ts';
import { checkQueryId, parseSqlRequest } from '../sql-request.ts';
import { streamResult } from '../streamed-result.ts';

/**
 * What the real system leaves out of an error's headers (facts §http.11): a query that does not parse has not reached
 * the point where the header flag is sent; a refused caller gets no query headers at all.
 */
function withoutQueryHeaders(reply: FastifyReply, error: unknown): unknown {
  if (error instanceof SqlError && error.kind === 'parse')
    reply.removeHeader('X-Analytics-SQL-Header-Included');
  if (error instanceof ApiError && error.status === 403)
    for (const name of [
      'X-Analytics-SQL-Query-Id',
      'X-Analytics-Query-Id',
      'X-Analytics-SQL-Header-Included',
    ])
      reply.removeHeader(name);
  return error;
}

/** The request's context with the text's SET statements over it; a text that does not parse is refused here. */
function contextWithSettings(
  cluster: ClusterContext,
  sql: Parameters<ClusterContext['sql']['contextOf']>[0],
  reply: FastifyReply,
): Record<string, unknown> {
  try {
    return cluster.sql.contextOf(sql);
  } catch (error) {
    // Refused while the text is read (a parse error, a statement list the grammar refuses): the IDs but no header flag.
    reply.removeHeader('X-Analytics-SQL-Header-Included');
    throw withoutQueryHeaders(reply, error);
  }
}

export function sqlRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const running = new RunningQueries();
  // The datasources each running query reads: cancelling it needs READ on all of them (spec: Authentication 7).
  const readsOf = new Map<string, ResourceAction[]>();
  // Closing the server stops the queries still running, so nothing outlives it.
  app.addHook('preClose', async () => running.cancelAll());

  // Raw SQL bodies: text/plain is built in; form bodies hold URL-encoded SQL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, decodeURIComponent(String(body).replace(/\+/g, ' ')));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.post(
    '/analytics/v2/sql',
    { config: { ...SQL_ERROR_SHAPE, ...needs.authenticated } },
    async (request, reply) => {
      const { sql: asked, format } = parseSqlRequest(request);
      // The query's IDs and the header flag go out with its errors too, parse errors included (facts §http.11).
      const announce = (context: Readonly<Record<string, unknown>>): string => {
        checkQueryId(context);
        const given = context.sqlQueryId;
        const id = typeof given === 'string' && given !== '' ? given : randomUUID();
        reply.header('X-Analytics-SQL-Query-Id', id);
        reply.header('X-Analytics-Query-Id', id);
        if (format.header) reply.header('X-Analytics-SQL-Header-Included', 'yes');
        return id;
      };
      const askedId = announce(asked.context);
      // SET statements before the query override its context, timeout and query ID too (docs/facts/sql.md §sql.32).
      const sql = { ...asked, context: contextWithSettings(cluster, asked, reply) };
      const queryId = sql.context.sqlQueryId === asked.context.sqlQueryId ? askedId : announce(sql.context);
      const timeoutMs = queryTimeoutMs(sql.context, cluster.config.queryBounds);
      const asRun = { ...sql, context: { ...sql.context, sqlQueryId: queryId } };
      const controller = new AbortController();
      // context.timeout (or the server's default) interrupts the query: 504 `Query timeout` (docs/facts/sql.md §sql.7).
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      let finish = (): void => {};
      // Closing the connection early cancels the work nobody will read.
      const onClose = () => {
        if (!reply.raw.writableEnded) controller.abort();
      };
      const cleanUp = () => {
        clearTimeout(timer);
        reply.raw.off('close', onClose);
        finish();
        if (!running.isRunning(queryId)) readsOf.delete(queryId);
      };
      let streaming: Promise<void> | undefined;
      try {
        // Metadata tables show only the datasources the caller may read (§security.2). The query is analyzed once:
        // that analysis names what it reads, which the caller must be granted, and then runs.
        const answer = await withVisibleDatasources(readableBy(cluster, request), async () => {
          const analyzed = cluster.sql.analyze(asRun);
          const needs = authorizeAccess(cluster, request, analyzed.access, true);
          finish = running.start(queryId, controller);
          readsOf.set(queryId, [...(readsOf.get(queryId) ?? []), ...needs]);
          reply.raw.once('close', onClose);
          const runnable = await cluster.sql.prepareRun(analyzed);
          const writer = resultWriter(runnable.head, format);
          reply.type(writer.contentType);
          // Rows are written as they come: the answer never sits whole in memory (docs/design.md, Bounds on a query).
          return streamResult(
            (onRows) => runnable.rows(onRows, controller.signal),
            writer,
            cluster.config.queryBounds.maxResultBytes,
          );
        });
        if ('whole' in answer) return reply.code(200).send(answer.whole);
        // Committed: a failure from here on cuts the body off, and only the log can tell why.
        streaming = answer.finished.catch((error: unknown) =>
          request.log.error(
            {
              queryId,
              reason: timedOut ? 'timeout' : error instanceof Error ? error.message : String(error),
            },
            'query failed after its answer began: the answer was cut off',
          ),
        );
        return reply.code(200).send(answer.stream);
      } catch (error) {
        withoutQueryHeaders(reply, error);
        if (timedOut)
          // Druid 36's wording (recorded `-102-`; docs/facts/sql.md §sql.61).
          throw new SqlError('timeout', `Query [${queryId}] timed out!`);
        // A cancelled query ends as Druid 36 and 37 end it: a run-time failure, `Sequence canceled` (§sql.64).
        if (error instanceof SqlError && error.kind === 'cancelled')
          throw new SqlError('runtime', 'Sequence canceled');
        throw error;
      } finally {
        if (streaming) void streaming.finally(cleanUp);
        else cleanUp();
      }
    },
  );

  app.delete<{ Params: { sqlQueryId: string } }>(
    '/analytics/v2/sql/:sqlQueryId',
    { config: { ...SQL_ERROR_SHAPE, ...needs.authenticated } },
    async (request, reply) => {
      const reads = readsOf.get(request.params.sqlQueryId);
      // The real system answers a caller without READ on the query's datasources with an empty 403 (§security.6).
      if (reads !== undefined && !mayDoAll(cluster, request, reads)) return reply.code(403).send();
      if (!running.cancel(request.params.sqlQueryId))
        throw ApiError.of('sqlQueryNotFound', { id: request.params.sqlQueryId });
      // An empty body that still says application/json, as Druid 36 and 37 answer (§sql.64).
      return reply.code(202).type('application/json').send();
    },
  );
}
