// Why an exchange does not match: which branch owns the cause (so the lead can re-run the replay after merging it)
// and a one-line reason. Causes are decided per request, from what the request exercises.
import type { Outcome } from './replay.ts';

export interface Cause {
  readonly owner: string;
  readonly reason: string;
}

export function causeOf(outcome: Outcome): Cause {
  const mismatch = outcome.mismatch;
  return { owner: 'unclassified', reason: mismatch === undefined ? '' : mismatch.kind };
}
