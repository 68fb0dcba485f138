// Worker counts are bounded: a configuration over the limit is a 400 naming it and stores nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';
import { MAX_WORKERS } from './worker-config.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(() => t.close());

const config = (minNumWorkers: number, maxNumWorkers: number) => ({
  selectStrategy: { type: 'fillCapacity' },
  autoScaler: { type: 'ec2', minNumWorkers, maxNumWorkers, envConfig: {} },
});

test('minNumWorkers or maxNumWorkers over the limit is a 400 naming it; at the limit it is taken', async () => {
  for (const [min, max] of [
    [3_000_000, 3_000_000],
    [0, MAX_WORKERS + 1],
  ] as const) {
    const response = await t.request('POST', '/analytics/indexer/v1/worker', config(min, max));
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.json().error, new RegExp(`at most ${MAX_WORKERS}`));
  }
  assert.equal((await t.request('GET', '/analytics/indexer/v1/worker')).body, '');
  const taken = await t.request('POST', '/analytics/indexer/v1/worker', config(0, MAX_WORKERS));
  assert.equal(taken.statusCode, 200, taken.body);
});
