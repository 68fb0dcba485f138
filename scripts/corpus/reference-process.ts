// The reference as a separate process for a corpus run: a free port, a fresh data directory, Druid's service word.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../reference/main.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface ReferenceProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts `reference/main.ts` with this Node and waits until `/status` answers; its output goes to `log`. */
export async function startReference(log: (line: string) => void): Promise<ReferenceProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'corpus-reference-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      ANALYTICS_PORT: String(port),
      ANALYTICS_BIND: '127.0.0.1',
      ANALYTICS_DATA_DIR: dataDir,
      ANALYTICS_SERVICE_WORD: 'druid',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') log(`reference: ${line}`);
  };
  child.stdout?.on('data', lines);
  child.stderr?.on('data', lines);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the reference exited with code ${child.exitCode} while starting`);
    const answered = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the reference did not answer ${url}/status within ${START_TIMEOUT_MS} ms`);
    }
    await delay(250);
  }
}
