// A value computed by one of the run's worker processes and read by the others: the capability probes post to the
// target (a slow statement the query-timeout probe cancels), and on Druid 27 every cancelled MSQ task keeps its
// task slots for minutes (docs/facts/ingestion.md §ingestion.1), so each worker probing on its own starved the loads.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { takePidLock } from './pid-lock.ts';

export interface OncePerRunOptions {
  /** How long a worker waits for the one computing it before it gives up with an error. */
  readonly waitMs: number;
  readonly pollMs?: number;
}

/**
 * The value under `name` for this run: the first worker to claim it computes it and writes it as JSON; the others
 * wait for that file. A claimant that died without writing is replaced by the next worker that looks.
 */
export async function oncePerRun<T>(
  dir: string,
  name: string,
  compute: () => Promise<T>,
  { waitMs, pollMs = 200 }: OncePerRunOptions,
): Promise<T> {
  const [claim, value] = [join(dir, `${name}.claim`), join(dir, `${name}.json`)];
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const written = readJson<{ value: T }>(value);
    if (written !== undefined) return written.value;
    if (takePidLock(claim)) {
      try {
        const computed = await compute();
        // Written whole, then renamed: a reader never sees half a file.
        writeFileSync(`${value}.tmp`, JSON.stringify({ value: computed }));
        renameSync(`${value}.tmp`, value);
        return computed;
      } finally {
        rmSync(`${value}.tmp`, { force: true });
        rmSync(claim, { force: true });
      }
    }
    if (Date.now() > giveUpAt)
      throw new Error(`Waited ${waitMs} ms for another worker of the run to write ${value}`);
    await delay(pollMs);
  }
}

/** The JSON a file holds; undefined while it does not exist yet. */
function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
