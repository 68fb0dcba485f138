// Runs a command without blocking this process (the reference child's log must keep flowing) and collects its output.
import { type SpawnOptions, spawn } from 'node:child_process';

export interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function run(command: string, args: readonly string[], options: SpawnOptions): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Throws with the command's whole output when it did not end as expected. */
export function expectExit(finished: Finished, code: number, what: string): void {
  if (finished.code === code) return;
  throw new Error(
    `${what}: exit ${finished.code}, expected ${code}\n--- stdout\n${finished.stdout}\n--- stderr\n${finished.stderr}`,
  );
}
