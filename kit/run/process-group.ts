// A child run as the leader of its own process group: a signal to the kit stops the child and every process it
// started (Cucumber's workers, c8's child, a reference's engine), so an interrupted run leaves nothing behind.
import { type SpawnOptions, spawn } from 'node:child_process';
import { constants } from 'node:os';

/** The signals a user or a CI runner sends to stop a run; each is passed on to the whole group. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface GroupRun {
  /** The child's exit code, or 128 + the number of the signal that ended it (as a shell reports it). */
  readonly ended: Promise<number>;
  /** The signal the kit received and passed on, if the run was interrupted. */
  interruptedBy(): NodeJS.Signals | undefined;
  /** Sends `signal` to every process of the group; a second stop while one is pending kills them. */
  stop(signal: NodeJS.Signals): void;
}

const exitCodeOf = (code: number | null, signal: NodeJS.Signals | null): number =>
  code ?? 128 + (signal === null ? 1 : (constants.signals[signal] ?? 1));

/** Spawns `command` in a new process group and passes the kit's stop signals on to that group until it ends. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): GroupRun {
  // stdin stays with the kit: a background group that read the terminal would be stopped by it (SIGTTIN).
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  let interrupted: NodeJS.Signals | undefined;
  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // ESRCH: the group has no process left.
    }
  };
  const stop = (signal: NodeJS.Signals): void => {
    signalGroup(interrupted === undefined ? signal : 'SIGKILL');
    interrupted ??= signal;
  };
  const killOnExit = (): void => signalGroup('SIGKILL');
  for (const signal of STOP_SIGNALS) process.on(signal, stop);
  process.on('exit', killOnExit);
  const ended = new Promise<number>((resolve) => {
    const done = (code: number): void => {
      for (const signal of STOP_SIGNALS) process.off(signal, stop);
      process.off('exit', killOnExit);
      // A process the child started and left running (an orphaned worker) is stopped with it.
      signalGroup('SIGTERM');
      resolve(code);
    };
    child.on('error', () => done(127));
    child.on('close', (code, signal) => done(exitCodeOf(code, signal)));
  });
  return { ended, interruptedBy: () => interrupted, stop };
}
