// The multiStageQuery report through HTTP: status with workers and load status, stages, counters, errors, results.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { validateAgainst } from '../../../schemas/index.ts';
import { inlineCsv, openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer({ taskReportRows: 5 });
});
after(() => t.close());

const report = async (taskId: string) => {
  const response = await t.request('GET', `/analytics/indexer/v1/task/${taskId}/reports`);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(validateAgainst('tasks/task-report', response.json()).errors, []);
  return response.json().multiStageQuery.payload;
};

const TWO_ROWS = inlineCsv(
  ['2015-09-12T00:46:58.771Z,Alpha,36', '2015-09-12T01:02:03.004Z,Beta,17'],
  ['time', 'page', 'added:long'],
);

test('a finished INSERT reports its worker, load status, stages and counters', async () => {
  const id = await t.submit(
    `INSERT INTO "r1" SELECT TIME_PARSE("time") AS "__time", "page", "added" FROM ${TWO_ROWS} PARTITIONED BY DAY`,
  );
  assert.equal((await t.finished(id)).statusCode, 'SUCCESS');
  const { status, stages, counters } = await report(id);
  assert.equal(status.status, 'SUCCESS');
  assert.ok(status.durationMs >= 0 && typeof status.startTime === 'string');
  assert.deepEqual(Object.keys(status.workers), ['0']);
  const [worker] = status.workers['0'];
  assert.equal(worker.workerId, `${id}-worker0_0`);
  assert.equal(worker.status, 'SUCCESS');
  assert.ok(worker.durationMs >= 0);
  assert.equal(status.pendingTasks, 0);
  assert.equal(status.runningTasks, 1);
  assert.equal(status.errorReport, undefined);
  const { startTime: _at, duration: _took, ...load } = status.segmentLoadStatus;
  assert.deepEqual(load, {
    state: 'SUCCESS',
    totalSegments: 1,
    usedSegments: 1,
    precachedSegments: 1,
    onDemandSegments: 0,
    pendingSegments: 0,
    unknownSegments: 0,
  });

  assert.deepEqual(
    stages.map((s: Record<string, unknown>) => [
      s.stageNumber,
      s.phase,
      s.workerCount,
      s.partitionCount,
      s.sort,
    ]),
    [
      [0, 'RESULTS_COMPLETE', 1, 1, true],
      [1, 'RESULTS_COMPLETE', 1, 1, false],
    ],
  );
  const [read, generate] = stages;
  assert.equal(read.definition.input[0].type, 'external');
  assert.deepEqual(read.definition.input[0].signature[2], { name: 'added', type: 'LONG' });
  assert.equal(read.definition.broadcast, undefined);
  assert.deepEqual(read.definition.processor, { type: 'scan' });
  assert.deepEqual(read.definition.signature[0], { name: '__bucket', type: 'LONG' });
  assert.deepEqual(generate.definition.input, [{ type: 'stage', stage: 0 }]);
  assert.equal(generate.definition.processor.type, 'segmentGenerator');

  const stage0 = counters['0']['0'];
  assert.deepEqual(stage0.input0.rows, [2]);
  assert.deepEqual([stage0.input0.files, stage0.input0.totalFiles], [[1], [1]]);
  assert.ok(stage0.input0.bytes[0] > 0);
  assert.deepEqual(stage0.output, { type: 'channel', rows: [2] });
  assert.equal(stage0.sortProgress.progressDigest, 1);
  assert.deepEqual(counters['1']['0'].segmentGenerationProgress, {
    type: 'segmentGenerationProgress',
    rowsProcessed: 2,
    rowsPersisted: 2,
    rowsMerged: 2,
    rowsPushed: 2,
  });
});

test('a REPLACE that empties a day counts its tombstone as published, used and loaded on demand', async () => {
  const id = await t.submit(
    `INSERT INTO "r2" SELECT TIME_PARSE("time") AS "__time", "page" FROM ${inlineCsv(
      ['2015-09-12T00:00:00Z,a', '2015-09-13T00:00:00Z,b'],
      ['time', 'page'],
    )} PARTITIONED BY DAY`,
  );
  await t.finished(id);
  const replace = await t.submit(
    `REPLACE INTO "r2" OVERWRITE ALL SELECT TIME_PARSE("time") AS "__time", "page" FROM ${inlineCsv(
      ['2015-09-12T05:00:00Z,c'],
      ['time', 'page'],
    )} PARTITIONED BY DAY`,
  );
  assert.equal((await t.finished(replace)).statusCode, 'SUCCESS');
  const { status } = await report(replace);
  const { totalSegments, usedSegments, precachedSegments, onDemandSegments, pendingSegments } =
    status.segmentLoadStatus;
  assert.deepEqual(
    [totalSegments, usedSegments, precachedSegments, onDemandSegments, pendingSegments],
    [2, 2, 1, 1, 0],
  );
});

test('a failed task reports where and why, in its worker; it has no load status', async () => {
  const bad = `'${JSON.stringify({ type: 'inline', data: '{"time":"2015-09-12T00:00:00Z"}\n{not json' })}'`;
  const id = await t.submit(
    `INSERT INTO "r3" SELECT TIME_PARSE("time") AS "__time" FROM TABLE(EXTERN(${bad}, '{"type":"json"}', '[{"name":"time","type":"string"}]')) PARTITIONED BY DAY`,
  );
  const final = await t.finished(id);
  assert.match(String(final.errorMsg), /^CannotParseExternalData: /);
  const { status, stages } = await report(id);
  assert.equal(status.segmentLoadStatus, undefined);
  const { errorReport } = status;
  assert.equal(errorReport.taskId, `${id}-worker0_0`);
  assert.equal(errorReport.host, 'localhost');
  assert.equal(errorReport.stageNumber, 0);
  assert.equal(errorReport.error.errorCode, 'CannotParseExternalData');
  assert.match(errorReport.exceptionStackTrace, /^TaskError: CannotParseExternalData: Malformed JSON/);
  assert.doesNotMatch(errorReport.exceptionStackTrace, /task-[0-9a-f-]{36}/, 'no temporary paths');
  assert.equal(stages[0].phase, 'FAILED');
  assert.equal(stages[1].phase, undefined, 'the second stage never started');
  const worker = (await t.request('GET', `/analytics/indexer/v1/task/${id}-worker0_0/status`)).json().status;
  assert.deepEqual(
    [worker.type, worker.statusCode, worker.errorMsg],
    ['query_worker', 'FAILED', final.errorMsg],
  );
});

test('a SELECT keeps at most the configured number of rows and says it cut them; no load status', async () => {
  const rows = Array.from({ length: 7 }, (_, n) => `${n}`);
  const id = await t.submit(`SELECT "n" FROM ${inlineCsv(rows, ['n:long'])} ORDER BY "n"`);
  assert.equal((await t.finished(id)).statusCode, 'SUCCESS');
  const { results, status, stages } = await report(id);
  assert.deepEqual(results.results, [[0], [1], [2], [3], [4]]);
  assert.equal(results.resultsTruncated, true);
  assert.deepEqual(results.sqlTypeNames, ['BIGINT']);
  assert.equal(status.segmentLoadStatus, undefined);
  assert.deepEqual(
    stages.map((s: Record<string, unknown>) => s.phase),
    ['RESULTS_COMPLETE'],
  );
});

test('a join of two inputs reads the second as a broadcast input', async () => {
  const pages = inlineCsv(['Alpha,ann'], ['page', 'owner']);
  const id = await t.submit(
    `INSERT INTO "r4" SELECT TIME_PARSE(e."time") AS "__time", e."page", p."owner" FROM ${TWO_ROWS} AS e ` +
      `JOIN ${pages} AS p ON e."page" = p."page" PARTITIONED BY DAY`,
  );
  assert.equal((await t.finished(id)).statusCode, 'SUCCESS');
  const { stages } = await report(id);
  assert.equal(stages[0].definition.input.length, 2);
  assert.deepEqual(stages[0].definition.broadcast, [1]);
});

test('a task reading a datasource lists it as a table input', async () => {
  const id = await t.submit(`INSERT INTO "r5" SELECT "__time", "page" FROM "r1" PARTITIONED BY DAY`);
  assert.equal((await t.finished(id)).statusCode, 'SUCCESS');
  const { stages } = await report(id);
  assert.deepEqual(stages[0].definition.input, [
    {
      type: 'table',
      dataSource: 'r1',
      intervals: ['-146136543-09-08T08:23:32.096Z/146140482-04-24T15:36:27.903Z'],
    },
  ]);
});

test('maxNumTasks below 2 is refused at submit', async () => {
  const response = await t.request('POST', '/analytics/v2/sql/task', {
    query: `INSERT INTO "r6" SELECT TIME_PARSE("time") AS "__time" FROM ${TWO_ROWS} PARTITIONED BY DAY`,
    context: { maxNumTasks: 1 },
  });
  assert.equal(response.statusCode, 400);
});
