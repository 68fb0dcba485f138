// Requests a scenario starts without awaiting them (slow queries to cancel), kept per scenario under a key.
import { setTimeout as delay } from 'node:timers/promises';
import type { HttpResponse } from './client.ts';
import { giveUpAt } from './time-budget.ts';

/** How a background request ended: with a response, or with a broken connection or other error. */
export type Outcome = { readonly response: HttpResponse } | { readonly error: unknown };

export interface Background {
  readonly outcome: Promise<Outcome>;
  /** When the kit started it (ms since the epoch). */
  readonly startedAt: number;
  /** Whether the outcome is known yet. */
  readonly settled: () => boolean;
}

const byScenario = new WeakMap<object, Map<string, Background[]>>();

/** Starts tracking a request already under way; it never rejects, its failure becomes an Outcome. */
export function startInBackground(scenario: object, key: string, request: Promise<HttpResponse>): Background {
  const startedAt = Date.now();
  let done = false;
  const outcome = request.then(
    (response): Outcome => ({ response }),
    (error: unknown): Outcome => ({ error }),
  );
  void outcome.then(() => {
    done = true;
  });
  const background = { outcome, startedAt, settled: () => done };
  const requests = byScenario.get(scenario) ?? new Map<string, Background[]>();
  byScenario.set(scenario, requests);
  requests.set(key, [...(requests.get(key) ?? []), background]);
  return background;
}

export function backgroundsOf(scenario: object, key: string): readonly Background[] {
  return byScenario.get(scenario)?.get(key) ?? [];
}

export function anyRunning(scenario: object, key: string): boolean {
  return backgroundsOf(scenario, key).some((background) => !background.settled());
}

/** The outcome if the request ends within the time given (and the step's budget), else undefined (it keeps running). */
export async function outcomeWithin(background: Background, ms: number): Promise<Outcome | undefined> {
  const timer = new AbortController();
  const wait = Math.max(0, giveUpAt(ms) - Date.now());
  const timeout = delay(wait, undefined, { signal: timer.signal }).catch(() => undefined);
  try {
    return await Promise.race([background.outcome, timeout]);
  } finally {
    timer.abort();
  }
}
