// The segments a load published must show in sys.segments; a listing still short at the deadline is a set-up failure.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse } from './client.ts';
import { LoadFailure } from './preconditions.ts';
import { awaitUsedSegments } from './segment-listing.ts';
import type { Sender } from './sender.ts';

const answer = (body: unknown): HttpResponse => ({ status: 200, headers: {}, text: JSON.stringify(body) });
const target = (body: unknown): Sender => ({ request: async () => answer(body) });
// The kit observes in the object format (kit/core/observation-sql.ts).
const row = (segment_id: string, size: number) => ({ segment_id, size });

test('a listing that never has the segments fails the set-up, naming the request and the answer', async () => {
  const failure = await awaitUsedSegments(target([]), 'ds', 2, 150).catch((e) => e);
  assert.ok(failure instanceof LoadFailure && !failure.conclusive);
  assert.equal(
    failure.reason,
    'the 2 published segments were not all listed within 150 ms: POST /analytics/v2/sql answered 200 []',
  );
  const short = await awaitUsedSegments(target([row('ds_1', 10)]), 'ds', 2, 150).catch((e) => e);
  assert.ok(short instanceof LoadFailure);
});

test('a full listing gives the segments in order with their sizes', async () => {
  const found = await awaitUsedSegments(target([row('ds_1', 10), row('ds_2', 20)]), 'ds', 2, 150);
  assert.deepEqual(found, [
    { id: 'ds_1', size: 10 },
    { id: 'ds_2', size: 20 },
  ]);
});
