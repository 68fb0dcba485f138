// Starts headless Chromium with the DevTools protocol on a free port: $CHROMIUM, a system Chromium, or the one that ships
// inside the npm package @sparticuz/chromium (a devDependency: its binary comes from the registry, nothing downloads).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class ChromiumMissing extends Error {
  constructor(why: string) {
    super(
      `no Chromium could be found (${why}). Install it (Debian/Ubuntu: \`apt-get install -y chromium\`), ` +
        'run `npm ci` (it installs @sparticuz/chromium) or set CHROMIUM to the path of a Chromium or Chrome binary.',
    );
  }
}

/** A browser binary and where it came from, for the check's first line. */
export interface ChromiumBinary {
  readonly path: string;
  readonly source: 'CHROMIUM' | 'PATH' | '@sparticuz/chromium';
}

/** The browser to run: $CHROMIUM, else the first of the distributions' names on PATH, else the npm-shipped one. */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumBinary> {
  if (env.CHROMIUM) return { path: env.CHROMIUM, source: 'CHROMIUM' };
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('/bin/sh', ['-c', `command -v ${name}`], { encoding: 'utf8', env });
    if (found.status === 0 && found.stdout.trim() !== '')
      return { path: found.stdout.trim(), source: 'PATH' };
  }
  return { path: await shippedChromium(), source: '@sparticuz/chromium' };
}

/** Inflates the binary that @sparticuz/chromium carries (into the temporary directory, once per machine). */
async function shippedChromium(): Promise<string> {
  let chromium: { executablePath(): Promise<string> };
  try {
    chromium = (await import('@sparticuz/chromium')).default;
  } catch (error) {
    throw new ChromiumMissing(`@sparticuz/chromium is not installed: ${(error as Error).message}`);
  }
  try {
    return await chromium.executablePath();
  } catch (error) {
    throw new ChromiumMissing(
      `@sparticuz/chromium could not inflate its binary: ${(error as Error).message}`,
    );
  }
}

export interface Browser {
  /** ws://… of the browser's DevTools endpoint. */
  readonly endpoint: string;
  close(): Promise<void>;
}

const LISTENING = /DevTools listening on (ws:\/\/\S+)/;

/** Launches the browser and waits (at most `timeoutMs`) until its DevTools endpoint listens. */
export function launchChromium(binary: string, timeoutMs = 15_000): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'kit-chromium-'));
  const args = [
    '--headless',
    '--no-sandbox', // CI runs as root, where Chromium's sandbox refuses to start
    '--disable-gpu',
    '--no-first-run',
    '--disable-extensions',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let stderr = '';
    const fail = (message: string): void => {
      clearTimeout(timer);
      void close().then(() => reject(new Error(`${message}\n${stderr.slice(-2000)}`)));
    };
    const timer = setTimeout(
      () => fail(`chromium did not open its DevTools endpoint within ${timeoutMs} ms`),
      timeoutMs,
    );
    child.once('error', (error) => fail(`chromium (${binary}) could not start: ${error.message}`));
    child.once('exit', (code) => fail(`chromium exited with code ${code} before it listened`));
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
      const endpoint = LISTENING.exec(stderr)?.[1];
      if (endpoint === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ endpoint, close });
    });
  });
}
