// Cluster-global state is saved before a @serial scenario and put back after it, skipping what the target lacks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse, Target } from './client.ts';
import { ABSENT, restore, snapshot } from './global-state.ts';

const answer = (status: number, body: unknown = ''): HttpResponse => ({
  status,
  headers: {},
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

/** A target holding `state` by GET path; a POST replaces it. A path it lacks answers `missing`. */
function fakeTarget(state: Record<string, unknown>, missing = 404): Target & { posts: string[] } {
  const posts: string[] = [];
  return {
    posts,
    async send(method, path, body) {
      const known = path.split('?')[0] ?? path;
      if (method === 'POST') {
        posts.push(path);
        if (!(known in state)) return answer(missing);
        state[known] = JSON.parse(body ?? 'null');
        return answer(200);
      }
      return known in state ? answer(200, state[known]) : answer(missing);
    },
    async close() {},
  };
}

const COORDINATOR = '/analytics/coordinator/v1/config';
const DEFAULT_RULES = '/analytics/coordinator/v1/rules/_default';

test('an endpoint the target lacks is saved as absent and never restored, on 404 and on 405', async () => {
  for (const missing of [404, 405]) {
    const state: Record<string, unknown> = { [COORDINATOR]: { maxSegmentsToMove: 5 }, [DEFAULT_RULES]: [] };
    const target = fakeTarget(state, missing);
    const saved = await snapshot(target);
    assert.equal(saved.overlord, ABSENT);
    assert.equal(saved.compactionSlots, ABSENT);
    assert.deepEqual(saved.coordinator, { maxSegmentsToMove: 5 });
    state[COORDINATOR] = { maxSegmentsToMove: 9 };
    await restore(target, saved);
    assert.deepEqual(target.posts, [COORDINATOR]);
    assert.deepEqual(state[COORDINATOR], { maxSegmentsToMove: 5 });
  }
});

test('any other refusal of a snapshot read is still the kit unable to protect the target', async () => {
  const target: Target = { send: async () => answer(500, 'boom'), close: async () => {} };
  await assert.rejects(snapshot(target), /Cannot snapshot \/analytics\/coordinator\/v1\/config: 500 boom/);
});
