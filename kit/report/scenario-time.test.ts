// Unit tests of where a run spends its time: a scenario's time split by the target's share, and the slowest listed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIXTURE_MEDIA_TYPE } from '../core/fixtures.ts';
import { TIMING_MEDIA_TYPE } from '../core/target-time.ts';
import type { Attempt } from './envelopes.ts';
import { describeRunTime, runTime, scenarioTiming } from './scenario-time.ts';

const attempt = (attachments: [string, string][], startedAt?: number, finishedAt?: number): Attempt => ({
  number: 0,
  testCaseId: 't',
  steps: [],
  finished: true,
  willBeRetried: false,
  startedAt,
  finishedAt,
  attachments: attachments.map(([mediaType, body]) => ({
    mediaType,
    body,
    contentEncoding: 'IDENTITY' as never,
  })),
});

test('a scenario: its duration, the target share, the shared datasources it read; nothing when unrecorded', () => {
  const timed = attempt(
    [
      [TIMING_MEDIA_TYPE, '{"targetMs":700,"requests":5}'],
      [FIXTURE_MEDIA_TYPE, '{"name":"kit_a_shared_1","rows":3,"loadedHere":false,"loadMs":90}'],
      [FIXTURE_MEDIA_TYPE, 'not json'],
    ],
    1000,
    2000,
  );
  assert.deepEqual(scenarioTiming(timed), {
    time: { totalMs: 1000, targetMs: 700 },
    fixtures: ['kit_a_shared_1'],
  });
  assert.deepEqual(scenarioTiming(attempt([[TIMING_MEDIA_TYPE, '{"targetMs":"x"}']])), {});
});

test('the run: sums, the target share, the slowest first', () => {
  const s = (name: string, totalMs: number, targetMs: number, fixtures?: string[]) => ({
    name,
    uri: 'features/a.feature',
    time: { totalMs, targetMs },
    ...(fixtures ? { fixtures } : {}),
  });
  const time = runTime(
    [s('a', 100, 50, ['f1']), s('b', 300, 200, ['f1']), s('c', 200, 0), { name: 'd', uri: 'x' }],
    2,
  );
  assert.equal(time.scenarios, 3);
  assert.equal(time.totalMs, 600);
  assert.equal(time.kitMs, 350);
  assert.deepEqual(
    time.slowest.map((x) => x.name),
    ['b', 'c'],
  );
  assert.equal(time.sharedReaders, 2);
  assert.equal(time.sharedDatasources, 1);
  assert.match(
    describeRunTime(time),
    /^time: 0\.6 s in 3 scenarios, 42 % waiting on the target, 58 % between requests .*; 2 read 1 shared/,
  );
});
