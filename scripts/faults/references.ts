// The reference processes the fault proof runs against: as `npm start` runs it, and the same with basic security on
// (the kit logged in as its admin), each on a temporary data directory, its log in the reports.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../reference/child-process.ts';

export interface FaultTarget {
  readonly url: string;
  /** The kit's settings to reach it (credentials of a secured one). */
  readonly kitEnv: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

const ADMIN_PASSWORD = 'check-faults-admin';

/** Waits for `/status/health` (open even with security on), or fails after 30 s or when the process exits. */
async function ready(url: string, child: ChildProcess): Promise<void> {
  const giveUpAt = Date.now() + 30_000;
  while (Date.now() < giveUpAt && child.exitCode === null) {
    if (
      await fetch(`${url}/status/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await delay(100);
  }
  throw new Error(`The reference at ${url} did not start within 30 s`);
}

/** Starts `reference/main.ts` as `npm start` does, with `serverEnv` added; its output goes to `log`. */
export async function startReference(log: string, secured: boolean): Promise<FaultTarget> {
  const [dataDir, port, out] = [
    mkdtempSync(join(tmpdir(), 'check-faults-')),
    await freePort(),
    openSync(log, 'w'),
  ];
  const security = secured
    ? {
        ANALYTICS_SECURITY: 'basic',
        ANALYTICS_INITIAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
        ANALYTICS_INITIAL_INTERNAL_CLIENT_PASSWORD: `${ADMIN_PASSWORD}-internal`,
      }
    : {};
  const env = {
    ...process.env,
    ...security,
    ANALYTICS_PORT: String(port),
    ANALYTICS_BIND: '127.0.0.1',
    ANALYTICS_DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference/main.ts'], {
    env,
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    closeSync(out);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, kitEnv: secured ? { TARGET_USER: 'admin', TARGET_PASSWORD: ADMIN_PASSWORD } : {}, stop };
}
