// Other Overlord task APIs on query tasks (spec: SQL-based ingestion tasks, rule 5): a task's payload and task lists.
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from '../../cluster/context.ts';
import { listTasks, type TaskListParams, taskListQuery } from '../../cluster/overlord/tasks/task-list.ts';
import { taskPayload } from '../../cluster/overlord/tasks/task-payload.ts';
import { ApiError } from '../../errors/api-error.ts';

const BASE = '/analytics/indexer/v1';

export function taskListRoutes(app: FastifyInstance, cluster: ClusterContext): void {
  const { store } = cluster;
  const list = (params: TaskListParams) => listTasks(store.tasks.list(), taskListQuery(params));

  app.get<{ Params: { taskId: string } }>(`${BASE}/task/:taskId`, async (request) => {
    const task = store.tasks.get(request.params.taskId);
    if (!task) throw ApiError.of('taskNotFound', { taskId: request.params.taskId });
    return { task: task.id, payload: taskPayload(task) };
  });

  app.get<{ Querystring: TaskListParams }>(`${BASE}/tasks`, async (request) => list(request.query));

  // The shortcuts of the real Overlord: a state each; runningTasks takes `type`, completeTasks takes `n` as max.
  app.get<{ Querystring: { type?: string } }>(`${BASE}/runningTasks`, async (request) =>
    list({ state: 'running', ...(request.query.type === undefined ? {} : { type: request.query.type }) }),
  );
  app.get<{ Querystring: { n?: string } }>(`${BASE}/completeTasks`, async (request) =>
    list({ state: 'complete', ...(request.query.n === undefined ? {} : { max: request.query.n }) }),
  );
  app.get(`${BASE}/waitingTasks`, async () => list({ state: 'waiting' }));
  app.get(`${BASE}/pendingTasks`, async () => list({ state: 'pending' }));
}
