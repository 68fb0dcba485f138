// A lock file holding its owner's PID, taken atomically; one whose owner is gone is removed for the next taker.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { processAlive } from './process-alive.ts';

/** The PID a lock file holds; '' when it vanished meanwhile or is still being written. */
export function lockOwner(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Takes the lock, or clears it when its owner died (a lock being written, with no PID yet, is left alone). */
export function takePidLock(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = Number(lockOwner(file));
  if (Number.isInteger(owner) && owner > 0 && !processAlive(owner)) rmSync(file, { force: true });
  return false;
}
