// What the whole-datasource mark endpoints answer (§segments.1: Druid 33 live, 37 recorded).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inlineCsv, openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
  const days = inlineCsv(['2026-10-01T00:00:00Z,1', '2026-10-02T00:00:00Z,2'], ['t', 'id:long']);
  const query = `REPLACE INTO "marks" OVERWRITE ALL SELECT TIME_PARSE(t) AS __time, id FROM ${days} PARTITIONED BY DAY`;
  const status = await t.finished(await t.submit(query));
  assert.equal(status.statusCode, 'SUCCESS');
});
after(async () => t.close());

const mark = (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.server.app.inject({
    method,
    url: `/analytics/coordinator/v1/datasources/${url}`,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

test('markUnused answers the count and whether any segment changed', async () => {
  const first = await mark('POST', 'marks/markUnused', { interval: '2026-10-01/2026-10-02' });
  assert.deepEqual(first.json(), { numChangedSegments: 1, segmentStateChanged: true });
  const again = await mark('POST', 'marks/markUnused', { interval: '2026-10-01/2026-10-02' });
  assert.deepEqual(again.json(), { numChangedSegments: 0, segmentStateChanged: false });
});

test('DELETE of a datasource answers the count and whether any segment changed, also for an unknown one', async () => {
  assert.deepEqual((await mark('DELETE', 'marks')).json(), {
    numChangedSegments: 1,
    segmentStateChanged: true,
  });
  assert.deepEqual((await mark('DELETE', 'nothing_here')).json(), {
    numChangedSegments: 0,
    segmentStateChanged: false,
  });
});

test('markUsed keeps the answer the spec names', async () => {
  assert.deepEqual((await mark('POST', 'marks/markUsed', { interval: '2026-10-01/2026-10-03' })).json(), {
    numChangedSegments: 2,
  });
});
