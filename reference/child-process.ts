// Starts the reference as a child process exactly as `npm start` does, on a free port and a temporary data directory
// (the kit's process checks in scripts/ and the benchmarks in bench/ share it).
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface RunningReference {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Polls the reference until it answers, or fails when the child exits or after 120 s: a hang guard, not a speed
 * target (under a load average of 200 a start took longer than 30 s).
 */
export async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  /** What answers once it is ready: the Overlord's workers (the default), or /status/health where they need a login. */
  readyPath = '/analytics/indexer/v1/workers',
): Promise<void> {
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() < giveUpAt && child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(10_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error('The reference server did not start within 120 s');
}

/** Spawns `reference/main.ts` as `npm start` runs it, on a free loopback port and `dataDir`. */
export async function spawnReference(
  dataDir: string,
  stdio: StdioOptions = 'ignore',
  localInputDirs: readonly string[] = [],
  /** A port of the caller's (one in use, to see the start refused); a free one by default. */
  chosenPort?: number,
): Promise<{ child: ChildProcess; port: number; baseUrl: string }> {
  const port = chosenPort ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ANALYTICS_PORT: String(port),
    ANALYTICS_BIND: '127.0.0.1',
    ANALYTICS_DATA_DIR: dataDir,
  };
  // Local inputs the caller allows (never a folder holding dataDir); without any, the reference's default.
  if (localInputDirs.length > 0) env.ANALYTICS_INPUT_SOURCE_LOCAL_DIRS = localInputDirs.join(',');
  else delete env.ANALYTICS_INPUT_SOURCE_LOCAL_DIRS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference/main.ts'], { env, stdio });
  return { child, port, baseUrl: `http://127.0.0.1:${port}` };
}

export async function startReferenceProcess(): Promise<RunningReference> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reference-'));
  const { child, baseUrl } = await spawnReference(dataDir);
  await waitUntilReady(baseUrl, child);
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
