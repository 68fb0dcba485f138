// Other Overlord task APIs on query tasks: the task payload, task lists with their filters, worker tasks and slots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { validateAgainst } from '../../../schemas/index.ts';
import { inlineCsv, openTestServer, slowInsert, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
let done: string;
before(async () => {
  t = await openTestServer();
  done = await t.submit(
    `INSERT INTO "l1" SELECT TIME_PARSE("time") AS "__time", "page" FROM ${inlineCsv(['2015-09-12T00:00:00Z,a'], ['time', 'page'])} PARTITIONED BY DAY`,
  );
  await t.finished(done);
});
after(() => t.close());

const get = (url: string) => t.request('GET', `/analytics/indexer/v1${url}`);
const ids = async (url: string): Promise<string[]> => {
  const response = await get(url);
  assert.equal(response.statusCode, 200, url);
  return response.json().map((s: { id: string }) => s.id);
};

/** Polls the report until the slow task's worker runs. */
async function running(taskId: string): Promise<void> {
  // Up to 120 s: a hang guard (a task starts late on a heavily loaded machine).
  for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
    const report = (await get(`/task/${taskId}/reports`)).json();
    if (report.multiStageQuery?.payload.status.workers?.['0']?.[0]?.status === 'RUNNING') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail(`${taskId} did not start`);
}

test('GET of a controller task answers its payload; of a worker task, the worker; of no task, 404', async () => {
  const controller = (await get(`/task/${done}`)).json();
  assert.equal(controller.task, done);
  assert.deepEqual(
    [controller.payload.type, controller.payload.id, controller.payload.dataSource],
    ['query_controller', done, 'l1'],
  );
  assert.match(controller.payload.sqlQuery, /^INSERT INTO "l1"/);
  assert.equal(controller.payload.sqlQueryContext.sqlQueryId, done.replace(/^query-/, ''));
  const worker = (await get(`/task/${done}-worker0_0`)).json().payload;
  assert.deepEqual(
    [worker.type, worker.controllerTaskId, worker.workerNumber, worker.retry],
    ['query_worker', done, 0, 0],
  );
  const missing = await get('/task/query-nope');
  assert.equal(missing.statusCode, 404);
  assert.equal(typeof missing.json().error, 'string');
});

test('a worker task has a status of its own and no report', async () => {
  const status = await get(`/task/${done}-worker0_0/status`);
  assert.deepEqual(validateAgainst('tasks/task-status-response', status.json()).errors, []);
  const { type, groupId, statusCode, dataSource } = status.json().status;
  assert.deepEqual([type, groupId, statusCode, dataSource], ['query_worker', done, 'SUCCESS', 'l1']);
  const report = await get(`/task/${done}-worker0_0/reports`);
  assert.equal(report.statusCode, 404);
  assert.equal(typeof report.json().error, 'string');
});

test('the task list has complete tasks with every status field, filtered by datasource, type, time and max', async () => {
  const all = await get('/tasks');
  for (const status of all.json())
    assert.deepEqual(validateAgainst('tasks/task-status-response', { task: status.id, status }).errors, []);
  assert.deepEqual(await ids('/tasks?datasource=l1&type=query_controller'), [done]);
  assert.deepEqual(
    (await ids('/tasks?state=COMPLETE&datasource=l1')).sort(),
    [done, `${done}-worker0_0`].sort(),
  );
  assert.equal((await ids('/tasks?state=complete&max=1')).length, 1);
  assert.equal((await ids('/completeTasks?n=1')).length, 1);
  assert.deepEqual(await ids('/tasks?datasource=l1&createdTimeInterval=2000-01-01_2001-01-01'), []);
  assert.equal((await ids('/tasks?datasource=l1&createdTimeInterval=2000-01-01/3000-01-01')).length, 2);
  assert.deepEqual(await ids('/waitingTasks'), []);
  for (const bad of ['state=done', 'max=-1', 'max=x', 'createdTimeInterval=yesterday']) {
    const response = await get(`/tasks?${bad}`);
    assert.equal(response.statusCode, 400, bad);
    assert.equal(typeof response.json().error, 'string', bad);
  }
});

test('a running task and its worker hold slots and are listed as running until shut down', async () => {
  const slow = await t.submit(slowInsert('l2'));
  await running(slow);
  const worker = `${slow}-worker0_0`;
  assert.deepEqual((await ids('/runningTasks')).sort(), [slow, worker].sort());
  assert.deepEqual(await ids('/tasks?state=running&type=query_worker'), [worker]);
  const [node] = (await get('/workers')).json();
  assert.equal(node.currCapacityUsed, 2);
  assert.deepEqual([...node.runningTasks].sort(), [slow, worker].sort());

  const report = (await get(`/task/${slow}/reports`)).json().multiStageQuery.payload;
  assert.equal(report.status.runningTasks, 2);
  assert.equal(report.status.workers['0'][0].durationMs, -1);
  assert.equal(report.stages[0].phase, 'READING_INPUT');
  assert.equal(report.stages[1].phase, undefined, 'the generator stage waits for its input');

  const shutdown = await t.request('POST', `/analytics/indexer/v1/task/${slow}/shutdown`);
  assert.deepEqual(shutdown.json(), { task: slow });
  const stopped = await get(`/task/${worker}/status`);
  assert.deepEqual(
    [stopped.json().status.statusCode, stopped.json().status.errorMsg],
    ['FAILED', 'Shutdown request from user'],
  );
  await t.finished(slow);
  for (let i = 0; i < 100 && (await get('/workers')).json()[0].currCapacityUsed > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal((await get('/workers')).json()[0].currCapacityUsed, 0);
});

test('shutting down a worker task fails its controller with WorkerFailed', async () => {
  const slow = await t.submit(slowInsert('l3'));
  await running(slow);
  const shutdown = await t.request('POST', `/analytics/indexer/v1/task/${slow}-worker0_0/shutdown`);
  assert.equal(shutdown.statusCode, 200);
  const controller = await t.finished(slow);
  assert.equal(controller.statusCode, 'FAILED');
  assert.match(String(controller.errorMsg), /^WorkerFailed: Worker task failed: \[.*-worker0_0\]/);
  const report = (await get(`/task/${slow}/reports`)).json().multiStageQuery.payload;
  assert.equal(report.status.errorReport.error.errorCode, 'WorkerFailed');
});
