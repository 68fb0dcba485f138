// The resident memory of a reference started as a child process (child-process.ts): its HTTP process and its engine
// process together, read from /proc (Linux), for the benchmarks and the client checks that print it.
import { readdirSync, readFileSync } from 'node:fs';

/** A process's resident set size in bytes, or undefined where /proc does not tell (another platform, a process gone). */
export function residentBytesNow(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The PIDs of a process's descendants (the server's engine process), from the parent PIDs in /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent PID is the 4th field, after the command in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {}
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const children = parents.get(queue.shift() as number) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

/** The resident bytes of a process and all its descendants (0 where /proc does not tell). */
export function treeResidentBytes(pid: number): number {
  return [pid, ...descendants(pid)].reduce((sum, each) => sum + (residentBytesNow(each) ?? 0), 0);
}
