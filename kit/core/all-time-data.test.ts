// All-time data: which statements write it, and which interval totals another datasource's segments would change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allTimeTarget, assertNoOtherSegments, retireAllTimeData } from './all-time-data.ts';
import { PreconditionFailure } from './preconditions.ts';
import type { Sender } from './sender.ts';

test('an ingestion partitioned by ALL names the datasource it writes; other statements none', () => {
  assert.equal(allTimeTarget('INSERT INTO "a""b" SELECT 1 PARTITIONED BY ALL'), 'a"b');
  assert.equal(allTimeTarget('REPLACE INTO "t" OVERWRITE ALL SELECT 1\nPARTITIONED BY ALL TIME'), 't');
  assert.equal(allTimeTarget('INSERT INTO "t" SELECT 1 PARTITIONED BY DAY'), undefined);
  assert.equal(allTimeTarget('SELECT 1'), undefined);
});

const intervals = (body: unknown): Sender => ({
  request: async () => ({ status: 200, headers: {}, text: JSON.stringify(body) }),
});

test("the scenario's own datasources do not block it; another one over the year does, by name", async () => {
  const own = 'kit_a_1_7';
  await assertNoOtherSegments(
    intervals({ '2999-09-12/2999-09-13': { kit_a_1_7: {}, kit_a_1_7_b: {} } }),
    '2999',
    own,
  );
  await assert.rejects(
    assertNoOtherSegments(intervals({ '-146136543/146140482': { kit_a_1_71: { count: 1 } } }), '2999', own),
    (error: unknown) =>
      error instanceof PreconditionFailure &&
      /other datasources hold segments over 2999 .*kit_a_1_71/.test(error.message),
  );
});

test('retiring all-time data takes 200, and 204 from a Druid 27 that no longer serves it; another status fails', async () => {
  const answering = (markStatus: number): Sender => ({
    request: async (method) =>
      method === 'GET'
        ? { status: 200, headers: {}, text: '["seg_1"]' }
        : { status: markStatus, headers: {}, text: '' },
  });
  await retireAllTimeData(answering(200), 'ds');
  await retireAllTimeData(answering(204), 'ds');
  await assert.rejects(retireAllTimeData(answering(500), 'ds'), /answered 500/);
});
