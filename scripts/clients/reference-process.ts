// Starts the reference as a user would (`npm start`'s main) under the service word `druid`, in a temporary folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../../reference/main.ts');
const START_TIMEOUT_MS = 60_000;

export interface RunningReference {
  readonly port: number;
  /** The server's process ID (its memory is read from /proc by the JDBC check). */
  readonly pid: number;
  readonly baseUrl: string;
  readonly logFile: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
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
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${baseUrl}/status/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the reference did not answer on ${baseUrl} (see its log: ${logFile})`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { port, pid: child.pid ?? 0, baseUrl, logFile, stop };
}
