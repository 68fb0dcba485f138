// A listed deviation stops a poll once the listed behaviour has shown for the settle time, and nothing else does.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { eventually } from './eventually.ts';
import { expectListedDeviation, settleMs, showsListedDeviation } from './listed-deviation.ts';

afterEach(() => expectListedDeviation(undefined));

const failing = (message: () => string) => async (): Promise<never> => {
  throw new assert.AssertionError({ message: message() });
};

test('a failure shows the listed behaviour only when its message contains the listed text', () => {
  assert.equal(showsListedDeviation(new Error('Expected status 200, got 404')), false);
  expectListedDeviation('got 404');
  assert.equal(showsListedDeviation(new Error('Expected status 200, got 404')), true);
  assert.equal(showsListedDeviation(new Error('Expected status 200, got 500')), false);
  expectListedDeviation('');
  assert.equal(showsListedDeviation(new Error('got 404')), false);
});

test("the settle time is an eighth of the deadline, at most 15 s, or the entry's own within the deadline", () => {
  assert.equal(settleMs(800), 100);
  assert.equal(settleMs(120000), 15000);
  expectListedDeviation('got 404', 45000);
  assert.equal(settleMs(120000), 45000);
  assert.equal(settleMs(20000), 20000);
  expectListedDeviation(undefined, 45000);
  assert.equal(settleMs(120000), 15000);
});

test('a poll showing the listed behaviour stops after the settle time, not at its deadline', async () => {
  expectListedDeviation('got 404');
  const started = Date.now();
  await assert.rejects(
    eventually(
      failing(() => 'Expected status 200, got 404'),
      8000,
    ),
    /got 404/,
  );
  const took = Date.now() - started;
  assert.ok(took >= settleMs(8000), `stopped after ${took} ms, before the settle time`);
  assert.ok(took < 4000, `took ${took} ms: the poll waited for its deadline`);
});

test('a poll whose failure is not the listed one waits out its deadline', async () => {
  expectListedDeviation('got 404');
  const started = Date.now();
  await assert.rejects(
    eventually(
      failing(() => 'Expected status 200, got 500'),
      1600,
    ),
    /got 500/,
  );
  assert.ok(Date.now() - started >= 1000, 'stopped long before its deadline');
});

test('the listed behaviour must show in every poll of the settle time: a different answer starts it again', async () => {
  expectListedDeviation('got 404');
  let polls = 0;
  // Alternating answers never show the listed behaviour for the settle time: the deadline ends the poll.
  const check = failing(() => (++polls % 2 === 0 ? 'got 404' : 'got 503'));
  const started = Date.now();
  await assert.rejects(eventually(check, 1600));
  assert.ok(Date.now() - started >= 1000, 'stopped long before its deadline');
});

test('a poll that comes to hold passes although its earlier answers showed the listed behaviour', async () => {
  expectListedDeviation('got 404');
  let polls = 0;
  const value = await eventually(async () => {
    polls += 1;
    if (polls < 3) throw new assert.AssertionError({ message: 'got 404' });
    return 'ok';
  }, 8000);
  assert.equal(value, 'ok');
});
