// Unit tests of the clock of time spent waiting on the target: overlapping requests count once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WaitClock } from './target-time.ts';

test('overlapping requests count once; a reset starts again', async () => {
  let now = 0;
  const clock = new WaitClock(() => now);
  let finishFirst: () => void = () => {};
  const first = clock.time(() => new Promise<void>((resolve) => (finishFirst = resolve)));
  now = 10;
  let finishSecond: () => void = () => {};
  const second = clock.time(() => new Promise<void>((resolve) => (finishSecond = resolve)));
  now = 30;
  finishFirst();
  await first;
  now = 50;
  finishSecond();
  await second;
  now = 80;
  assert.deepEqual(clock.read(), { targetMs: 50, requests: 2 });
  clock.reset();
  assert.deepEqual(clock.read(), { targetMs: 0, requests: 0 });
});
