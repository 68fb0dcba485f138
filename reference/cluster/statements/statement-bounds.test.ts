// Statement results are bounded (issue 30, item 5): a READ-only user's statement once put a gigabyte into the
// metadata store, and every status answer carried 512 MB. The status carries a sample of at most 1 MiB, the task
// report at most 16 MiB of rows, durable pages at most the configured bytes.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';
import { REPORT_RESULT_MAX_BYTES } from '../overlord/tasks/reports/report.ts';
import { resultsDir } from './durable-storage.ts';
import { SAMPLE_MAX_BYTES } from './status.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer({ statementMaxResultBytes: 50_000 });
});
after(() => t.close());

/** `count` rows of `width` characters each, made by the engine. */
const wide = (count: number, width: number) =>
  `SELECT "n", REPEAT('x', ${width}) AS "s" FROM TABLE(EXTERN('{"type":"inline","data":"` +
  `${Array.from({ length: count }, (_, n) => n).join('\\n')}"}', '{"type":"csv","columns":["n"]}', ` +
  `'[{"name":"n","type":"long"}]'))`;

async function statement(query: string, context: Record<string, unknown> = {}) {
  const submitted = await t.request('POST', '/analytics/v2/sql/statements', {
    query,
    context: { executionMode: 'ASYNC', ...context },
  });
  assert.equal(submitted.statusCode, 200, submitted.body);
  const queryId = submitted.json().queryId as string;
  for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
    const status = await t.request('GET', `/analytics/v2/sql/statements/${queryId}`);
    const { state } = status.json();
    if (state === 'SUCCESS' || state === 'FAILED') return { queryId, status };
    await delay(20);
  }
  return assert.fail(`statement ${queryId} did not end`);
}

test('a status carries a bounded sample of a large result, never the result', async () => {
  // 200 rows of 100,000 characters: 20 MB of rows.
  const { queryId, status } = await statement(wide(200, 100_000));
  const body = status.json();
  assert.equal(body.state, 'SUCCESS', status.body);
  assert.ok(status.body.length < SAMPLE_MAX_BYTES + 100_000, `status of ${status.body.length} bytes`);
  const sample = body.result.sampleRecords as unknown[][];
  assert.ok(sample.length > 0 && sample.length < 200, `${sample.length} sample rows`);
  // The report keeps what fits in its byte limit, and says it cut the rest.
  const report = (await t.request('GET', `/analytics/indexer/v1/task/${queryId}/reports`)).json();
  const results = report.multiStageQuery.payload.results;
  assert.equal(results.resultsTruncated, true);
  assert.ok(JSON.stringify(results.results).length <= REPORT_RESULT_MAX_BYTES);
  assert.ok(results.results.length >= sample.length);
});

test('a small result is sampled whole', async () => {
  const { status } = await statement(wide(3, 10));
  assert.equal(status.json().result.sampleRecords.length, 3);
});

test('durable pages past the statement limit fail the statement and are removed', async () => {
  const { queryId, status } = await statement(wide(100, 1000), { selectDestination: 'durableStorage' });
  const body = status.json();
  assert.equal(body.state, 'FAILED', status.body);
  assert.equal(body.errorDetails.errorCode, 'ResultTooLarge');
  assert.match(body.errorDetails.errorMessage, /larger than the limit of 50000 bytes/);
  assert.equal(existsSync(resultsDir(t.dataDir, queryId)), false);
  const small = await statement(wide(5, 10), { selectDestination: 'durableStorage' });
  assert.equal(small.status.json().state, 'SUCCESS');
});
