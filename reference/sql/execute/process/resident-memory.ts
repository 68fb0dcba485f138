// A process's resident memory, read from /proc (Linux): what the engine's watchdog compares with its ceiling.
import { readFile } from 'node:fs/promises';

/** Resident bytes of `pid` (VmRSS), or undefined where /proc does not tell (another platform, a process gone). */
export async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}
