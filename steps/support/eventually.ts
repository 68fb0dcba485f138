// Polls an observable condition until it holds or the deadline passes; the kit never sleeps for a fixed time.
import { setTimeout as delay } from 'node:timers/promises';
import { ReadOnlyRefusal } from './read-only.ts';

export async function eventually<T>(check: () => Promise<T>, deadlineMs: number): Promise<T> {
  const giveUpAt = Date.now() + deadlineMs;
  let pause = 25;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      // A refused request will be refused again: the scenario is excluded now, not after the deadline.
      if (error instanceof ReadOnlyRefusal || Date.now() + pause > giveUpAt) throw error;
    }
    await delay(pause);
    pause = Math.min(pause * 2, 500);
  }
}
