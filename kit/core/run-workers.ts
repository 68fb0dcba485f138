// Which workers of a run are still running, kept in the run's state directory: the last to end retires the data
// every worker made (a worker that ends first must not: another may still read its shared datasources, issue 28).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const running = (dir: string): string => join(dir, 'workers-running');
const prefixes = (dir: string): string => join(dir, 'worker-prefixes');

/** Records this worker (by process ID) as running, and the prefix of the names it creates. */
export function joinRun(dir: string, prefix: string): void {
  mkdirSync(running(dir), { recursive: true });
  mkdirSync(prefixes(dir), { recursive: true });
  writeFileSync(join(running(dir), String(process.pid)), '');
  writeFileSync(join(prefixes(dir), prefix), '');
}

export interface Leaving {
  /** No other worker of the run is still running: this one ends the run's work on the target. */
  readonly last: boolean;
  /** The prefixes of every worker that joined the run. */
  readonly prefixes: readonly string[];
}

/**
 * Takes this worker off the running list, then looks: if two end at once, both may see none left (both retire:
 * the retirement is idempotent), never neither.
 */
export function leaveRun(dir: string): Leaving {
  rmSync(join(running(dir), String(process.pid)), { force: true });
  const list = (path: string): string[] => {
    try {
      return readdirSync(path);
    } catch {
      return [];
    }
  };
  return { last: list(running(dir)).length === 0, prefixes: list(prefixes(dir)).sort() };
}
