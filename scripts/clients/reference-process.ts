// Starts the reference as a user would (`npm start`'s main) under the service word `druid`, in a temporary folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitUntilReady } from '../../reference/child-process.ts';

const MAIN = resolve(import.meta.dirname, '../../reference/main.ts');

export interface RunningReference {
  readonly port: number;
  /** The server's process ID (its memory is read from /proc by the JDBC check). */
  readonly pid: number;
  readonly baseUrl: string;
  readonly logFile: string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

/** The reference on a free loopback port with a fresh data directory; `stop` ends it and removes the folder. */
export async function startReference(
  logFile: string,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<RunningReference> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'clients-reference-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      ANALYTICS_SERVICE_WORD: 'druid',
      ANALYTICS_PORT: String(port),
      ANALYTICS_BIND: '127.0.0.1',
      ANALYTICS_DATA_DIR: join(folder, 'data'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(folder, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // The shared wait (120 s): under a loaded machine's load average a start took more than a minute.
  await waitUntilReady(baseUrl, child, '/status/health').catch(async () => {
    await stop();
    throw new Error(`the reference did not answer on ${baseUrl} (see its log: ${logFile})`);
  });
  return { port, pid: child.pid ?? 0, baseUrl, logFile, stop };
}
