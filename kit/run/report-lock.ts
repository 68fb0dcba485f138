// One run per report directory: a second run writing there would replace the first one's messages mid-run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { lockOwner, takePidLock } from '../core/pid-lock.ts';
import { processAlive } from '../core/process-alive.ts';

const LOCK_FILE = '.kit-run.pid';

/** The ID of the live run holding the directory, if any (a lock left by a dead run does not count). */
export function reportDirHolder(dir: string): number | undefined {
  const pid = Number(lockOwner(join(dir, LOCK_FILE)).trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid) ? pid : undefined;
}

/** Claims the directory for this process; returns the release, or the holder's ID when another live run has it. */
export function claimReportDir(dir: string): { release: () => void } | { heldBy: number } {
  const file = join(dir, LOCK_FILE);
  // Taken atomically; a lock a dead run left is cleared by the first try and taken by the second.
  if (takePidLock(file) || takePidLock(file)) return { release: () => rmSync(file, { force: true }) };
  return { heldBy: reportDirHolder(dir) ?? Number(lockOwner(file)) };
}
