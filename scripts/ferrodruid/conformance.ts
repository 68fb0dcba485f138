// npm run ferrodruid:conformance -- --source DIR | --binary FILE [--port N] [--lab DIR] [-- <Cucumber arguments>]
// FerroDruid (abyo-software/ferrodruid, a third-party Druid-compatible server; nothing of it is in this repository) as a
// user of the kit would meet it: started from the binary the user built, on a fresh data directory, checked through
// the packaged command with its defaults and `--service-word druid`, then stopped. Reports in
// reports/ferrodruid-<version>/; the server's log beside its data in the lab folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { spawnGroup } from '../../kit/run/process-group.ts';
import { parseArgs, UsageError } from './args.ts';

const REPO = join(import.meta.dirname, '..', '..');
/** How long the server may take to stop on SIGTERM before it is killed. */
const STOP_WAIT_MS = 10_000;

/** Whether something already listens on the port (a second server would fail to bind, or the kit check the wrong one). */
const portTaken = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The version `/status` reports once the server answers; undefined if it exits or stays silent until the deadline. */
async function readyVersion(
  url: string,
  server: ChildProcess,
  timeoutMs: number,
): Promise<string | undefined> {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt && server.exitCode === null) {
    try {
      const response = await fetch(`${url}/status`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return String(((await response.json()) as { version?: unknown }).version ?? 'unknown');
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  return undefined;
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_WAIT_MS);
  await exited;
  clearTimeout(timer);
}

async function run(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), process.env, process.cwd(), REPO);
  if (await portTaken(args.port))
    throw new UsageError(
      `port ${args.port} is in use: stop what listens there or choose another with --port`,
    );
  const runDir = join(args.lab, `run-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const dataDir = join(runDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(join(runDir, 'ferrodruid.log'));
  // Loopback only, and no authentication: the kit's security scenarios are then unsupported, as on any open server.
  const server = spawn(
    args.binary,
    [
      'serve',
      '--mode',
      'single-binary',
      '--bind',
      '127.0.0.1',
      '--port',
      String(args.port),
      '--data-dir',
      dataDir,
      '--no-auth',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stopOnSignal = () => void stop(server).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const url = `http://127.0.0.1:${args.port}`;
    const version = await readyVersion(url, server, args.timeoutMs);
    if (version === undefined) {
      console.error(
        `ferrodruid:conformance: FerroDruid did not answer ${url}/status; its log: ${join(runDir, 'ferrodruid.log')}`,
      );
      return 1;
    }
    const reports = join(REPO, 'reports', `ferrodruid-${version}`);
    console.log(`FerroDruid ${version} answers at ${url} (data and log in ${runDir}); reports in ${reports}`);
    // The packaged command, as its users run it: its defaults, the target's service word. A stop signal now goes
    // to the kit's process group; the server is stopped once the kit has ended.
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    const kit = spawnGroup(
      process.execPath,
      [
        join(REPO, 'kit', 'bin', 'analytics-conformance-kit.js'),
        '--target',
        url,
        '--service-word',
        'druid',
        '--report-dir',
        reports,
        ...(args.rest.length > 0 ? ['--', ...args.rest] : []),
      ],
      { cwd: REPO },
    );
    return await kit.ended;
  } finally {
    await stop(server);
    log.end();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ferrodruid:conformance: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
