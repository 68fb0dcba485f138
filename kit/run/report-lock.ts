// One run per report directory: a second run writing there would replace the first one's messages mid-run.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../core/process-alive.ts';

const LOCK_FILE = '.kit-run.pid';

/** The ID of the live run holding the directory, if any (a lock left by a dead run does not count). */
export function reportDirHolder(dir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, LOCK_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid) ? pid : undefined;
}

/** Claims the directory for this process; returns the release, or the holder's ID when another live run has it. */
export function claimReportDir(dir: string): { release: () => void } | { heldBy: number } {
  const holder = reportDirHolder(dir);
  if (holder !== undefined) return { heldBy: holder };
  const file = join(dir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return { release: () => rmSync(file, { force: true }) };
}
