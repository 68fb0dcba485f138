// Other Overlord task APIs on query tasks (spec: SQL-based ingestion tasks, rule 5): a task's payload and task lists.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import {
  listTasks,
  type TaskListParams,
  taskListQuery,
} from '../../cluster/overlord/tasks/views/task-list.ts';
import { taskPayload } from '../../cluster/overlord/tasks/views/task-payload.ts';
import { ApiError } from '../../errors/api-error.ts';
import { readableBy } from '../readable.ts';
import { needs } from '../route-permission.ts';
import { taskDatasource } from '../task-access.ts';

const BASE = '/analytics/indexer/v1';
// Lists show only the tasks of readable datasources: any authenticated caller may ask.
const LISTED = { config: needs.authenticated };

export function taskListRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store } = cluster;
  // Only the tasks of datasources the caller may read (§security.2), before `max` counts them.
  const list = (request: FastifyRequest, params: TaskListParams) => {
    const readable = readableBy(cluster, request);
    const tasks = store.tasks.list().filter((task) => readable(task.datasource));
    return listTasks(tasks, taskListQuery(params));
  };

  app.get<{ Params: { taskId: string } }>(
    `${BASE}/task/:taskId`,
    taskDatasource(cluster, 'READ'),
    async (request) => {
      const task = store.tasks.get(request.params.taskId);
      if (!task) throw ApiError.of('taskNotFound', { taskId: request.params.taskId });
      return { task: task.id, payload: taskPayload(task) };
    },
  );

  app.get<{ Querystring: TaskListParams }>(`${BASE}/tasks`, LISTED, async (request) =>
    list(request, request.query),
  );

  // The shortcuts of the real Overlord: a state each; runningTasks takes `type`, completeTasks takes `n` as max.
  app.get<{ Querystring: { type?: string } }>(`${BASE}/runningTasks`, LISTED, async (request) =>
    list(request, {
      state: 'running',
      ...(request.query.type === undefined ? {} : { type: request.query.type }),
    }),
  );
  app.get<{ Querystring: { n?: string } }>(`${BASE}/completeTasks`, LISTED, async (request) =>
    list(request, { state: 'complete', ...(request.query.n === undefined ? {} : { max: request.query.n }) }),
  );
  app.get(`${BASE}/waitingTasks`, LISTED, async (request) => list(request, { state: 'waiting' }));
  app.get(`${BASE}/pendingTasks`, LISTED, async (request) => list(request, { state: 'pending' }));
}
