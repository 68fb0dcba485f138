// Whether a process still runs: lock files of the kit (task slots, a claimed report directory) name their owner's PID.

/** True when a process of that ID exists (signal 0 checks without signalling; EPERM: it exists, another user's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
