// GET /analytics/indexer/v1/tasks and its shortcuts: task statuses by state, datasource, type and creation time.
import type { TaskStatus } from '../../../../../schemas/generated/tasks/task-status-response.ts';
import { ApiError } from '../../../../errors/api-error.ts';
import type { TaskRecord } from '../../../../store/store.ts';
import { type Interval, parseInterval } from '../../../../time/iso.ts';
import { taskStatusResponse } from './status.ts';

/** The states the list filters on, as the real Overlord names them (§tasks.9). */
const STATES = ['pending', 'waiting', 'running', 'complete'] as const;
export type TaskListState = (typeof STATES)[number];

/** The query string as it arrives. */
export interface TaskListParams {
  readonly state?: string;
  readonly datasource?: string;
  readonly createdTimeInterval?: string;
  readonly max?: string;
  readonly type?: string;
}

export interface TaskListQuery {
  readonly state?: TaskListState;
  readonly datasource?: string;
  readonly type?: string;
  /** Complete tasks only: created inside this interval (start inclusive, end exclusive). */
  readonly created?: Interval;
  /** Complete tasks only: at most this many, the newest. */
  readonly max?: number;
}

const invalid = (detail: string): ApiError => ApiError.of('invalidTaskQuery', { detail });

/** Checks the filters; a bad one is a 400. States are case-insensitive; intervals take `/` or `_`. */
export function taskListQuery(params: TaskListParams): TaskListQuery {
  const state = params.state?.toLowerCase();
  if (state !== undefined && !(STATES as readonly string[]).includes(state))
    throw invalid(`Invalid state : ${params.state}, valid values are: [${STATES.join(', ')}]`);
  let created: Interval | undefined;
  if (params.createdTimeInterval !== undefined) {
    const text = params.createdTimeInterval;
    created = parseInterval(text) ?? parseInterval(text, '_');
    if (!created) throw invalid(`createdTimeInterval must be an ISO 8601 interval, got [${text}]`);
  }
  if (params.max !== undefined && !/^\d+$/.test(params.max))
    throw invalid(`max must be a non-negative integer, got [${params.max}]`);
  return {
    ...(state === undefined ? {} : { state: state as TaskListState }),
    ...(params.datasource === undefined ? {} : { datasource: params.datasource }),
    ...(params.type === undefined ? {} : { type: params.type }),
    ...(created ? { created } : {}),
    ...(params.max === undefined ? {} : { max: Number(params.max) }),
  };
}

function stateOf(task: TaskRecord): TaskListState {
  if (task.status !== 'RUNNING') return 'complete';
  if (task.runnerStatus === 'RUNNING') return 'running';
  return task.runnerStatus === 'WAITING' ? 'waiting' : 'pending';
}

/**
 * Complete tasks first, newest first, then waiting, pending and running ones, oldest first, as the real Overlord
 * lists them. `tasks` is every task, newest first (the repository's order).
 */
export function listTasks(tasks: readonly TaskRecord[], query: TaskListQuery): TaskStatus[] {
  const matching = tasks.filter(
    (t) =>
      (query.datasource === undefined || t.datasource === query.datasource) &&
      (query.type === undefined || t.type === query.type),
  );
  const { created, max } = query;
  const complete = matching
    .filter((t) => stateOf(t) === 'complete')
    .filter((t) => !created || (t.createdTime >= created.start && t.createdTime < created.end))
    .slice(0, max ?? Number.POSITIVE_INFINITY);
  const active = (state: TaskListState) => matching.filter((t) => stateOf(t) === state).reverse();
  const chosen = query.state
    ? query.state === 'complete'
      ? complete
      : active(query.state)
    : [...complete, ...active('waiting'), ...active('pending'), ...active('running')];
  return chosen.map((task) => taskStatusResponse(task, true).status);
}
