// The failed-login throttle: per (user, address) and per address, within a sliding window, with the wait to announce.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SecurityEnvError } from './chain-from-env.ts';
import { type Admission, LoginThrottle } from './login-throttle.ts';
import { throttleFromEnv } from './throttle-from-env.ts';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const fail = (admission: Admission): void => {
  assert.ok(admission.admitted, 'the check was refused');
  admission.done(false);
};

test('a user guessed from one address is refused after the limit until failures leave the window', () => {
  const time = clock();
  const throttle = new LoginThrottle({ perUserAndAddress: 3, perAddress: 100, windowMs: 60_000 }, time.now);
  fail(throttle.admit('admin', 'A'));
  time.advance(10_000);
  fail(throttle.admit('admin', 'A'));
  fail(throttle.admit('admin', 'A'));
  const refused = throttle.admit('admin', 'A');
  assert.deepEqual(refused, { admitted: false, retryAfterSeconds: 50 });
  // The same user from elsewhere, and another user from the same address, are not refused.
  assert.ok(throttle.admit('admin', 'B').admitted);
  assert.ok(throttle.admit('alice', 'A').admitted);
  time.advance(50_000);
  assert.ok(throttle.admit('admin', 'A').admitted, 'the oldest failure left the window');
});

test('an address is refused after its own limit, whatever the users; a success clears only the pair', () => {
  const time = clock();
  const throttle = new LoginThrottle({ perUserAndAddress: 2, perAddress: 3, windowMs: 60_000 }, time.now);
  fail(throttle.admit('a', 'A'));
  const success = throttle.admit('a', 'A');
  assert.ok(success.admitted);
  success.done(true);
  fail(throttle.admit('a', 'A'));
  fail(throttle.admit('b', 'A'));
  assert.equal(throttle.admit('c', 'A').admitted, false);
  assert.ok(throttle.admit('c', 'B').admitted);
});

test('checks still running count, so a burst sent at once is cut at the limit', () => {
  const throttle = new LoginThrottle({ perUserAndAddress: 2, perAddress: 10, windowMs: 60_000 });
  const first = throttle.admit('admin', 'A');
  const second = throttle.admit('admin', 'A');
  const third = throttle.admit('admin', 'A');
  assert.ok(first.admitted && second.admitted);
  assert.deepEqual(third, { admitted: false, retryAfterSeconds: 1 });
  first.done(true);
  assert.ok(throttle.admit('admin', 'A').admitted);
});

test('the environment sets the limits; a bad value names its variable', () => {
  const { loginThrottle } = throttleFromEnv({
    ANALYTICS_AUTH_MAX_FAILURES_PER_USER: '5',
    ANALYTICS_AUTH_FAILURE_WINDOW_MS: '30000',
  });
  assert.deepEqual(loginThrottle, { perUserAndAddress: 5, windowMs: 30_000 });
  assert.deepEqual(throttleFromEnv({}).loginThrottle, {});
  assert.throws(
    () => throttleFromEnv({ ANALYTICS_AUTH_MAX_FAILURES_PER_ADDRESS: '-1' }),
    (error: unknown) =>
      error instanceof SecurityEnvError &&
      error.message.startsWith('ANALYTICS_AUTH_MAX_FAILURES_PER_ADDRESS'),
  );
});
