// Bounds the kit's own ingestion tasks by the target's task slots, and retries the loader's requests a Broker not
// yet ready refuses with 503 (docs/facts/ingestion.md).
import { setTimeout as delay } from 'node:timers/promises';
import type { HttpResponse } from './client.ts';
import type { SlotPool } from './shared-slots.ts';
import { giveUpAt as budgetEnd } from './time-budget.ts';

/** Slots a loader task holds: an SQL task runs a controller and (by default) one worker; a native one runs alone. */
export const SLOT_COST = { sql: 2, native: 1 } as const;

/** The sum of `worker.capacity` in a `/indexer/v1/workers` answer, or undefined when it lists none. */
export function workerCapacity(body: unknown): number | undefined {
  if (!Array.isArray(body)) return undefined;
  const capacities = body.map((entry) => (entry as { worker?: { capacity?: unknown } })?.worker?.capacity);
  const total = capacities.reduce<number>((sum, c) => sum + (typeof c === 'number' && c > 0 ? c : 0), 0);
  return total > 0 ? total : undefined;
}

/**
 * The free slots in a `/indexer/v1/workers` answer: capacity less `currCapacityUsed`, summed; undefined when it lists
 * no worker. Druid counts there the slots its finished-but-not-released tasks still hold (docs/facts/tasks.md §tasks.4).
 */
export function freeWorkerCapacity(body: unknown): number | undefined {
  if (workerCapacity(body) === undefined || !Array.isArray(body)) return undefined;
  return body.reduce<number>((sum, entry) => {
    const { worker, currCapacityUsed } = (entry ?? {}) as {
      worker?: { capacity?: unknown };
      currCapacityUsed?: unknown;
    };
    const capacity = typeof worker?.capacity === 'number' ? worker.capacity : 0;
    const used = typeof currCapacityUsed === 'number' ? currCapacityUsed : 0;
    return sum + Math.max(0, capacity - used);
  }, 0);
}

/** The slots one kit process may use: the target's capacity shared by the worker processes, at least one. */
export const slotShare = (capacity: number, parallel: number): number =>
  Math.max(1, Math.floor(capacity / Math.max(1, parallel)));

/** A counting semaphore over task slots; a task that costs more than all the slots takes all of them. */
export class Slots implements SlotPool {
  #free: number;
  readonly #waiting: { cost: number; go: () => void }[] = [];

  constructor(readonly total: number) {
    this.#free = total;
  }

  get free(): number {
    return this.#free;
  }

  async use<T>(cost: number, work: () => Promise<T>): Promise<T> {
    const need = Math.min(Math.max(1, cost), this.total);
    if (this.#waiting.length > 0 || this.#free < need)
      await new Promise<void>((go) => this.#waiting.push({ cost: need, go }));
    else this.#free -= need;
    try {
      return await work();
    } finally {
      this.#free += need;
      this.#wake();
    }
  }

  /** Starts waiting tasks in order while the first one fits. */
  #wake(): void {
    for (
      let next = this.#waiting[0];
      next !== undefined && next.cost <= this.#free;
      next = this.#waiting[0]
    ) {
      this.#waiting.shift();
      this.#free -= next.cost;
      next.go();
    }
  }
}

/** Whether the answer is a 503 from a cluster that is not ready yet (e.g. "Unable to determine destination"). */
export const isUnavailable = (response: HttpResponse): boolean => response.status === 503;

/**
 * Sends until the answer is not a 503, backing off from 250 ms to 4 s, within deadlineMs and the step's budget; the
 * last answer wins.
 */
export async function retryUnavailable(
  send: () => Promise<HttpResponse>,
  deadlineMs: number,
  pause = 250,
): Promise<HttpResponse> {
  const giveUpAt = budgetEnd(deadlineMs);
  for (let wait = pause; ; wait = Math.min(wait * 2, 4000)) {
    const response = await send();
    if (!isUnavailable(response) || Date.now() + wait > giveUpAt) return response;
    await delay(wait);
  }
}
