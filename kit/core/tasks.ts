// SQL-based ingestion tasks through the public API: submit, await the end, await a running slow task, shut down.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import type { HttpResponse } from './client.ts';
import { eventually } from './eventually.ts';
import { retryUnavailable } from './ingest-slots.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';
import { type Json, normalizedReport, reportPayload, workerTasks } from './task-report.ts';

export const TASK_SUBMIT_PATH = '/analytics/v2/sql/task';
const TASK_PATH = '/analytics/indexer/v1/task';

export const taskPath = (taskId: string, action: 'status' | 'reports' | 'shutdown'): string =>
  `${TASK_PATH}/${encodeURIComponent(taskId)}/${action}`;

export interface TaskEnd {
  readonly status: 'SUCCESS' | 'FAILED';
  readonly errorMsg: unknown;
}

/**
 * Statuses of an accepted submit: 202, which real Druid answers (docs/facts/ingestion.md, docs/facts/tasks.md §tasks.1), and 200.
 * The scenarios that check the submit response judge its status themselves.
 */
export const SUBMIT_ACCEPTED = [200, 202] as const;

const accepted = (status: number): boolean => (SUBMIT_ACCEPTED as readonly number[]).includes(status);

/** The taskId of an accepted submit response, else undefined (the scenario's Then steps judge the response). */
export function submittedTaskId(response: HttpResponse): string | undefined {
  if (!accepted(response.status)) return undefined;
  try {
    const { taskId } = JSON.parse(response.text) as { taskId?: unknown };
    return typeof taskId === 'string' && taskId !== '' ? taskId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Submits a task request body; the submit must be accepted (200 or 202) with a taskId. A 503 (a Broker not ready
 * yet) is sent again within deadlineMs (0: sent once).
 */
export async function submitTask(sender: Sender, body: string, deadlineMs = 0): Promise<string> {
  const response = await retryUnavailable(() => sender.request('POST', TASK_SUBMIT_PATH, body), deadlineMs);
  assert.ok(
    accepted(response.status),
    `The task submit answered ${response.status}, expected one of ${SUBMIT_ACCEPTED.join(', ')}: ${response.text.slice(0, 500)}`,
  );
  const taskId = submittedTaskId(response);
  assert.ok(taskId, `No taskId in: ${response.text.slice(0, 500)}`);
  return taskId;
}

/** The task's `status.status` (and errorMsg) from its status endpoint, which must answer 200. */
async function taskStatus(sender: Sender, taskId: string): Promise<{ status: unknown; errorMsg: unknown }> {
  const response = await sender.request('GET', taskPath(taskId, 'status'));
  assertStatus(response, 200);
  const status = (jsonBody(response) as { status?: { status?: unknown; errorMsg?: unknown } }).status;
  return { status: status?.status, errorMsg: status?.errorMsg };
}

/** Polls the status until the task has ended (SUCCESS or FAILED); an AssertionError once the deadline passes. */
export function awaitTaskEnd(sender: Sender, taskId: string, deadlineMs: number): Promise<TaskEnd> {
  return eventually(async () => {
    const { status, errorMsg } = await taskStatus(sender, taskId);
    assert.ok(
      status === 'SUCCESS' || status === 'FAILED',
      `Task ${taskId} has not ended within ${deadlineMs} ms: its status is ${JSON.stringify(status)}`,
    );
    return { status, errorMsg };
  }, deadlineMs);
}

/** Polls the status until the task reports the given final status; a different final status fails at once. */
export async function assertTaskEndsWith(
  sender: Sender,
  taskId: string,
  expected: string,
  deadlineMs: number,
): Promise<void> {
  const end = await awaitTaskEnd(sender, taskId, deadlineMs);
  assert.equal(
    end.status,
    expected,
    `Task ${taskId} ended ${end.status} (errorMsg: ${JSON.stringify(end.errorMsg)}), expected ${expected}`,
  );
}

/**
 * Polls until the task runs: its status is RUNNING, and its report (which may answer 404 while the task starts,
 * spec "SQL-based ingestion tasks" rule 4) is RUNNING and lists a worker task that is RUNNING.
 */
export function awaitRunning(sender: Sender, taskId: string, deadlineMs: number): Promise<void> {
  return eventually(async () => {
    const { status } = await taskStatus(sender, taskId);
    assert.equal(status, 'RUNNING', `Task ${taskId} is not running: its status is ${JSON.stringify(status)}`);
    const response = await sender.request('GET', taskPath(taskId, 'reports'));
    assertStatus(response, 200);
    const payload = reportPayload(normalizedReport(jsonBody(response)));
    assert.equal((payload.status as { status?: unknown } | undefined)?.status, 'RUNNING', 'Report status');
    const running = hasWorkersField(payload)
      ? workerTasks(payload).some((worker) => worker.status === 'RUNNING')
      : await workerRunningInTaskList(sender, taskId);
    assert.ok(running, `No worker task of task ${taskId} is running yet`);
  }, deadlineMs);
}

/** Whether the report has `payload.status.workers` at all (Druid 27's has not: docs/facts/tasks.md §tasks.6). */
function hasWorkersField(payload: Json): boolean {
  return typeof payload.status === 'object' && payload.status !== null && 'workers' in payload.status;
}

interface ListedTask {
  readonly id?: unknown;
  readonly groupId?: unknown;
  readonly type?: unknown;
  readonly status?: unknown;
}

/** The controller's worker tasks as the Overlord lists them: `query_worker` tasks whose groupId is its ID (rule 5). */
async function listedWorkerTasks(sender: Sender, taskId: string, query = ''): Promise<ListedTask[]> {
  const list = await sender.request('GET', `/analytics/indexer/v1/tasks${query}`);
  assertStatus(list, 200);
  return (jsonBody(list) as ListedTask[]).filter(
    (task) => task.groupId === taskId && task.type === 'query_worker',
  );
}

/** A worker task of the controller that the Overlord lists as running. */
async function workerRunningInTaskList(sender: Sender, taskId: string): Promise<boolean> {
  const running = await listedWorkerTasks(sender, taskId, '?state=running');
  return running.some((task) => task.status === 'RUNNING');
}

/** Shuts the task down if it still runs and waits until it has ended; false when it did not end in time. */
export async function stopTask(sender: Sender, taskId: string, deadlineMs: number): Promise<boolean> {
  const { status } = await taskStatus(sender, taskId).catch(() => ({ status: undefined }));
  if (status !== 'RUNNING') return true;
  await sender.request('POST', taskPath(taskId, 'shutdown'));
  return awaitTaskEnd(sender, taskId, deadlineMs).then(
    () => true,
    () => false,
  );
}

/** The first `workerId` the task's report lists under `payload.status.workers`. */
export async function firstWorkerTaskId(sender: Sender, taskId: string): Promise<string> {
  const response = await sender.request('GET', taskPath(taskId, 'reports'));
  assertStatus(response, 200);
  const [worker] = workerTasks(reportPayload(normalizedReport(jsonBody(response))));
  if (typeof worker?.workerId === 'string') return worker.workerId;
  // Druid 27's report has no `workers` (docs/facts/tasks.md §tasks.6): the Overlord's task list names the
  // controller's worker tasks, `query_worker` tasks whose groupId is the controller's ID (spec: rule 5).
  const listed = (await listedWorkerTasks(sender, taskId)).find((task) => typeof task.id === 'string');
  assert.ok(
    listed,
    `Neither the report nor the task list names a worker task of ${taskId}: ${response.text.slice(0, 500)}`,
  );
  return listed.id as string;
}
