// Starts the engine process under an operating-system limit on its data memory (RLIMIT_DATA, the shell's `ulimit -d`):
// past it an allocation fails inside DuckDB ("Out of Memory Error: Allocation failure") instead of growing the machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The child's entry, found from this file, whatever the working directory. */
const CHILD_ENTRY = fileURLToPath(new URL('./engine-child.ts', import.meta.url));

/**
 * The child runs its TypeScript with Node's own type stripping, not tsx: tsx compiles an uncached file with esbuild,
 * whose Go runtime crashes (SIGSEGV) under the data limit. So the engine's files keep to erasable syntax (no parameter
 * properties, no enums); the flag is a no-op where stripping is on by default (Node 22.18+, 23.6+).
 */
const STRIP_TYPES = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];

/** Node's own heap in the engine process: rows are converted a chunk at a time, DuckDB's memory is native. */
const CHILD_HEAP_MB = 256;

/** Whether this platform can set the limit through /bin/sh (Linux and other Unix systems). */
export const canLimitData = process.platform !== 'win32';

/**
 * Spawns the engine process with an IPC channel; `dataLimitBytes` becomes its RLIMIT_DATA where the platform has one
 * (Linux counts every private writable mapping, malloc's and mmap's alike, since 4.7).
 */
export function spawnEngineProcess(dataLimitBytes: number | undefined): ChildProcess {
  const node = [process.execPath, `--max-old-space-size=${CHILD_HEAP_MB}`, ...STRIP_TYPES, CHILD_ENTRY];
  // No NODE_OPTIONS: a loader the server runs under (tsx) would compile the engine's files with esbuild, see above.
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const options = {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'] as ('ignore' | 'inherit' | 'ipc')[],
    serialization: 'advanced' as const,
  };
  if (dataLimitBytes === undefined || !canLimitData) {
    const [command = process.execPath, ...args] = node;
    return spawn(command, args, options);
  }
  const kib = Math.max(1, Math.floor(dataLimitBytes / 1024));
  // `exec` replaces the shell: the child's PID is the engine's, and the IPC descriptor passes through unchanged.
  return spawn('/bin/sh', ['-c', `ulimit -d ${kib} && exec "$0" "$@"`, ...node], options);
}
