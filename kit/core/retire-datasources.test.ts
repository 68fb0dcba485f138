import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse } from './client.ts';
import type { PlainClient } from './probe-http.ts';
import { retireDatasources, retirementSummary } from './retire-datasources.ts';

const P = 'kit_run_1';

/** A target listing `used` datasources; DELETE answers 200, or `refuse`'s status for the names it gives. */
function target(
  used: unknown,
  refuse: Record<string, number> = {},
): { client: PlainClient; deleted: string[] } {
  const deleted: string[] = [];
  const answer = (status: number, body: unknown): HttpResponse => ({
    status,
    headers: {},
    text: JSON.stringify(body),
  });
  return {
    deleted,
    client: {
      async send(method, path) {
        // Lists what is still used: a DELETE answered 200 took it off.
        if (method === 'GET' && path === '/analytics/coordinator/v1/metadata/datasources')
          return answer(200, Array.isArray(used) ? used.filter((name) => !deleted.includes(name)) : used);
        const name = decodeURIComponent(path.slice('/analytics/coordinator/v1/datasources/'.length));
        assert.equal(method, 'DELETE');
        if (refuse[name] === undefined) deleted.push(name);
        return answer(refuse[name] ?? 200, { numChangedSegments: 1 });
      },
    },
  };
}

test("marks unused every used datasource of the run's prefix, and nothing else", async () => {
  const names = Array.from({ length: 9 }, (_, i) => `${P}_${i}`);
  const { client, deleted } = target([...names, 'theirs', 'kit_other_1', `${P}0_1`]);
  const retirement = await retireDatasources(client, [P], 5000);
  assert.deepEqual([...retirement.retired].sort(), [...names].sort());
  assert.deepEqual([...deleted].sort(), [...names].sort());
  assert.equal(
    retirementSummary(retirement),
    'datasources of the run marked unused: 9 (--keep-data leaves them)',
  );
});

test('a refused DELETE is named; a target that cannot list says so', async () => {
  const { client } = target([`${P}_1`, `${P}_2`], { [`${P}_2`]: 403 });
  const retirement = await retireDatasources(client, [P], 5000);
  assert.deepEqual(retirement.retired, [`${P}_1`]);
  assert.match(
    retirement.refused[0] ?? '',
    /kit_run_1_2: DELETE \/analytics\/coordinator\/v1\/datasources\/kit_run_1_2 answers 403/,
  );
  const unlisted = await retireDatasources(target({ not: 'a list' }).client, [P], 5000);
  assert.equal(unlisted.retired.length, 0);
  assert.match(
    retirementSummary(unlisted),
    /not marked unused: GET \/analytics\/coordinator\/v1\/metadata\/datasources answers 200/,
  );
});

test('it waits until the target no longer lists the retired datasources as used', async () => {
  let listings = 0;
  const client: PlainClient = {
    async send(method) {
      if (method === 'DELETE') return { status: 200, headers: {}, text: '{}' };
      listings++;
      // The first two listings (before the DELETE, and right after it) still show it used: a polled view.
      return { status: 200, headers: {}, text: JSON.stringify(listings <= 2 ? [`${P}_1`] : []) };
    },
  };
  const retirement = await retireDatasources(client, [P], 5000, 5000);
  assert.deepEqual(retirement.retired, [`${P}_1`]);
  assert.equal(listings, 3);
});

test('a target that fails the listing or hangs is no error: nothing is retired, and no request starts after the budget', async () => {
  const failing: PlainClient = { send: () => Promise.reject(new Error('socket hang up')) };
  const unlisted = await retireDatasources(failing, [P], 5000);
  assert.match(retirementSummary(unlisted), /not marked unused: GET .* failed: socket hang up/);
  let deletes = 0;
  const slow: PlainClient = {
    async send(method) {
      if (method === 'GET')
        return {
          status: 200,
          headers: {},
          text: JSON.stringify([`${P}_1`, `${P}_2`, `${P}_3`, `${P}_4`, `${P}_5`]),
        };
      deletes++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { status: 200, headers: {}, text: '{}' };
    },
  };
  const retirement = await retireDatasources(slow, [P], 100, 0);
  assert.equal(deletes, 4, 'only the first four DELETEs began within the budget');
  assert.equal(retirement.refused.length, 1);
  assert.match(retirement.refused[0] ?? '', /not tried, the retirement's time was up/);
});
