// SQL-based ingestion tasks: submit, status, report and shutdown (spec: Endpoints > SQL-based ingestion tasks).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { taskStatusResponse } from '../../cluster/overlord/tasks/views/status.ts';
import { ApiError } from '../../errors/api-error.ts';
import { SqlError } from '../../sql/errors.ts';
import { TASK_SUBMIT_ERROR_SHAPE } from '../error-handler.ts';
import { needs } from '../route-permission.ts';
import { authorizedSubmission } from '../sql-access.ts';
import { parseSqlRequest } from '../sql-request.ts';
import { taskDatasource } from '../task-access.ts';

interface TaskParams {
  readonly taskId: string;
}

export function taskRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store, tasks } = cluster;

  // docs/facts/tasks.md §tasks.1: 202 with the controller task's ID; the SQL is validated before the task is queued.
  // A refusal is a task that failed at once (§tasks.2): `{taskId, state: FAILED, error}` with the unified error.
  app.post(
    '/analytics/v2/sql/task',
    { config: { ...TASK_SUBMIT_ERROR_SHAPE, ...needs.authenticated } },
    async (request, reply) => {
      const { sql } = parseSqlRequest(request);
      try {
        // Tasks may read EXTERN. The analysis that authorizes the SQL validates the task and names its inputs.
        const analyzed = authorizedSubmission(cluster, request, sql, { allowExternal: true });
        const taskId =
          analyzed === undefined
            ? await tasks.submit(sql)
            : await tasks.submit(sql, { sql: cluster.sql.reusing(analyzed) }, analyzed.access.datasources);
        return reply.code(202).send({ taskId, state: 'RUNNING' });
      } catch (error) {
        // A text that begins with no statement at all (DDL, BEGIN…) is refused as a query, with its IDs, not as a task
        // (recorded 36 `-038-`, §sql.60); one that breaks off later is a failed task (§tasks.2).
        if (error instanceof SqlError && error.reported.notAStatement === true) {
          const given = sql.context.sqlQueryId;
          const queryId = typeof given === 'string' && given !== '' ? given : randomUUID();
          reply.header('X-Analytics-SQL-Query-Id', queryId).header('X-Analytics-Query-Id', queryId);
        }
        throw error;
      }
    },
  );

  app.get<{ Params: TaskParams }>(
    '/analytics/indexer/v1/task/:taskId/status',
    taskDatasource(cluster, 'READ'),
    async (request) => {
      const task = store.tasks.get(request.params.taskId);
      if (!task) throw ApiError.of('taskNotFound', { taskId: request.params.taskId });
      return taskStatusResponse(task);
    },
  );

  app.get<{ Params: TaskParams }>(
    '/analytics/indexer/v1/task/:taskId/reports',
    taskDatasource(cluster, 'READ'),
    async (request) => {
      const report = tasks.report(request.params.taskId);
      if (!report) throw ApiError.of('taskReportNotFound', { taskId: request.params.taskId });
      return report;
    },
  );

  // The shutdown request has no body; clients that still declare JSON with an empty body are not refused.
  app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
    // A completed task is a no-op that still answers 200 (§tasks.4).
    scoped.post<{ Params: TaskParams }>(
      '/analytics/indexer/v1/task/:taskId/shutdown',
      taskDatasource(cluster, 'WRITE'),
      async (request) => {
        const { taskId } = request.params;
        if (!tasks.shutdown(taskId)) throw ApiError.of('taskNotFound', { taskId });
        return { task: taskId };
      },
    );
  });
}
