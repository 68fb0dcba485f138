// The set-up stage of scenarios about segments: the segments a load published, listed in sys.segments, whose IDs the
// scenario then acts on. Listings still short after the whole deadline are a LoadFailure in the target's own words, so
// kit/core/preconditions.ts can tell a target whose sys.segments never lists them from one scenario's bad luck (a
// server that listed none made every such scenario wait its deadline).
import assert from 'node:assert/strict';
import type { HttpResponse } from './client.ts';
import { eventually } from './eventually.ts';
import { answered } from './load-stages.ts';
import { LoadFailure } from './preconditions.ts';
import { type SegmentSummary, usedSegments } from './segments.ts';
import type { Sender } from './sender.ts';
import { giveUpAt } from './time-budget.ts';

/**
 * Waits until sys.segments lists exactly `count` used segments of the datasource (metadata tables may lag behind
 * publishing). A wait the step's budget cut short is this scenario's own, as the loader's.
 */
export async function awaitUsedSegments(
  sender: Sender,
  datasource: string,
  count: number,
  deadlineMs: number,
): Promise<SegmentSummary[]> {
  const cutShort = giveUpAt(deadlineMs) < Date.now() + deadlineMs;
  let last: { method: string; path: string; response: HttpResponse } | undefined;
  const recording: Sender = {
    request: async (method, path, ...rest) => {
      const response = await sender.request(method, path, ...rest);
      last = { method, path, response };
      return response;
    },
  };
  return eventually(async () => {
    const found = await usedSegments(recording, datasource);
    assert.equal(found.length, count, `sys.segments lists ${found.length} used segments of ${datasource}`);
    return found;
  }, deadlineMs).catch((error: unknown) => {
    if (last === undefined || cutShort) throw error;
    throw new LoadFailure(
      `the ${count} published segments were not all listed within ${deadlineMs} ms: ${answered(last.method, last.path, last.response)}`,
      false,
    );
  });
}
