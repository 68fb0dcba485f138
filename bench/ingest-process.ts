import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { spawnReference } from '../reference/child-process.ts';
import { WIKITICKER_SAMPLE } from './wikiticker.ts';

export interface ChildReference {
  readonly baseUrl: string;
  /** The child's peak resident set size so far (Linux VmHWM), in bytes; 0 where there is no /proc. */
  peakRssBytes(): number;
  /** The child's resident set size now (Linux VmRSS), in bytes; 0 where there is no /proc. */
  rssBytes(): number;
  stop(): Promise<void>;
}

/** A size field of /proc/<pid>/status (VmHWM: the kernel's own peak RSS; VmRSS: now); 0 where there is no /proc. */
function statusBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? 0 : Number(kb) * 1024;
  } catch {
    return 0;
  }
}

const highWaterMark = (pid: number): number => statusBytes(pid, 'VmHWM');

export async function startChildReference(
  dataDir: string,
  inputDirs: readonly string[] = [],
): Promise<ChildReference> {
  const { child, baseUrl } = await spawnReference(dataDir, 'ignore', [
    dirname(WIKITICKER_SAMPLE),
    ...inputDirs,
  ]);
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const pid = child.pid ?? 0;
  let peak = 0;
  // Read while the child lives: /proc/<pid> disappears when it exits.
  const sampler = setInterval(() => {
    peak = Math.max(peak, highWaterMark(pid));
  }, 50);
  const giveUpAt = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > giveUpAt) {
      clearInterval(sampler);
      kill();
      throw new Error('The reference server did not start within 30 s');
    }
    const ready = await fetch(`${baseUrl}/analytics/indexer/v1/workers`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await delay(100);
  }
  return {
    baseUrl,
    peakRssBytes: () => Math.max(peak, highWaterMark(pid)),
    rssBytes: () => statusBytes(pid, 'VmRSS'),
    async stop() {
      peak = Math.max(peak, highWaterMark(pid));
      clearInterval(sampler);
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
