// Every wait ends within its step's budget, whatever the target does: the kit's own failure, naming what it waited for.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { openTarget } from './client.ts';
import { eventually } from './eventually.ts';
import { readKitConfig } from './target-config.ts';
import { GRACE_MS, giveUpAt, isOutOfTime, runningFor, withBudget } from './time-budget.ts';

let server: Server;
let url = '';

// A target that never answers one path and streams another forever.
before(async () => {
  server = createServer((request, response) => {
    if (request.url === '/stream') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => response.write('x'), 50);
      response.on('close', () => clearInterval(timer));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a nested budget never outlasts the one around it, and ends when its work does', async () => {
  const owner = {};
  await withBudget(1000, owner, async () => {
    assert.ok(runningFor(owner));
    const outer = giveUpAt(60_000);
    await withBudget(60_000, owner, async () => assert.ok(giveUpAt(60_000) <= outer));
    assert.ok(giveUpAt(60_000) <= Date.now() + 1000);
  });
  assert.equal(runningFor(owner), false);
  assert.ok(giveUpAt(5) <= Date.now() + 5, 'outside any step only the wait itself bounds it');
});

for (const [what, path] of [
  ['never answers', '/silent'],
  ['streams forever', '/stream'],
] as const)
  test(`a request to a target that ${what} fails within the budget and its grace, naming the request`, async () => {
    const target = await openTarget({ ...readKitConfig({}), targetUrl: url });
    const startedAt = Date.now();
    const error = await withBudget(200, {}, () => target.send('GET', path)).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    assert.ok(isOutOfTime(error), `the kit's own failure, not ${String(error)}`);
    assert.match(String(error), new RegExp(`GET ${path} within \\d+ ms`));
    assert.ok(Date.now() - startedAt < 200 + GRACE_MS, 'before Cucumber would time the step out');
  });

test('eventually stops polling when the budget ends, with the last check failure', async () => {
  const startedAt = Date.now();
  const failing = async () => assert.fail('still not there');
  await assert.rejects(
    withBudget(300, {}, () => eventually(failing, 60_000)),
    /still not there/,
  );
  assert.ok(Date.now() - startedAt < 1500);
});
