// Task slots shared by the kit's worker processes against one remote target: a slot is a lock file in a directory
// every worker of the run knows, so no more loader tasks run at once across workers than the target has slots for.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { takePidLock } from './pid-lock.ts';
import { giveUpAt, outOfTime } from './time-budget.ts';

/** What the loader needs of a slot semaphore: in one process (`Slots`) or across processes (`FileSlots`). */
export interface SlotPool {
  readonly total: number;
  use<T>(cost: number, work: () => Promise<T>): Promise<T>;
}

export class FileSlots implements SlotPool {
  constructor(
    readonly dir: string,
    readonly total: number,
    readonly pollMs = 100,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  async use<T>(cost: number, work: () => Promise<T>): Promise<T> {
    const held = await this.#acquire(Math.min(Math.max(1, cost), this.total));
    try {
      return await work();
    } finally {
      for (const file of held) rmSync(file, { force: true });
    }
  }

  /**
   * Takes `need` slots, lowest first, or none: a partial hold is given back so two tasks never block each other.
   * Waits within the step's budget: the slots are held by other workers' loads, each waiting on the target.
   */
  async #acquire(need: number): Promise<string[]> {
    const startedAt = Date.now();
    const until = giveUpAt(Number.POSITIVE_INFINITY);
    for (;;) {
      const held: string[] = [];
      for (let slot = 0; slot < this.total && held.length < need; slot++) {
        const file = join(this.dir, `slot-${slot}.lock`);
        if (takePidLock(file)) held.push(file);
      }
      if (held.length === need) return held;
      for (const file of held) rmSync(file, { force: true });
      if (Date.now() + this.pollMs > until)
        throw outOfTime(
          `No ${need} of the ${this.total} task slots the kit's loader shares across workers came free within ${Date.now() - startedAt} ms: the other workers' loads held them, each waiting on the target`,
        );
      await delay(this.pollMs + Math.floor(Math.random() * this.pollMs));
    }
  }
}
