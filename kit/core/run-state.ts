// The run's shared set-up state (the loader's task slots, the capability findings, the preconditions found missing)
// lives in one directory per run. The process that started the run makes it before any worker runs and removes it
// once the run is over; a worker never removes it: the first worker to end used to remove the slots while another
// still loaded (`ENOENT … slot-0.lock`, issue 28).
import { mkdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `<reports>/.kit-state/<run id>`: every worker of the run finds it from the same two values. */
export const runStateDir = (reportsDir: string, runId: string): string =>
  join(reportsDir, '.kit-state', runId);

/** Makes the run's directory now; `remove` takes it away, and its parent when no other run uses that. */
export function makeRunState(dir: string): { readonly remove: () => void } {
  mkdirSync(dir, { recursive: true });
  return {
    remove() {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(dirname(dir));
      } catch {
        // another run's state is still there, or it is gone already
      }
    },
  };
}

/** For the process that started the run: the directory exists from now on and goes when this process exits. */
export function ownRunState(dir: string): void {
  const state = makeRunState(dir);
  process.once('exit', state.remove);
}
