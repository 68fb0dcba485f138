// The Router read timeout: a body still streaming when it elapses loses its connection; a finished one does not.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { cutOffAfter } from './read-timeout.ts';

const connection = () => {
  const state = { destroyed: false, destroy: () => {} };
  state.destroy = () => {
    state.destroyed = true;
  };
  return state;
};

test('a body that has not ended within the timeout has its connection destroyed', async () => {
  const body = new Readable({ read() {} });
  const response = connection();
  cutOffAfter(body, response, 5);
  await delay(30);
  assert.equal(response.destroyed, true);
  body.destroy();
});

test('a body that ends within the timeout keeps its connection', async () => {
  const body = Readable.from(['[', ']']);
  const response = connection();
  cutOffAfter(body, response, 20);
  body.resume();
  await once(body, 'close');
  await delay(40);
  assert.equal(response.destroyed, false);
});
