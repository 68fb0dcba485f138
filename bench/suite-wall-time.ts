// Wall time of the whole conformance suite: against the in-process reference (goal 60 s), and against a reference
// started as a separate process (target mode, printed only). BENCH_SUITE_PATHS (feature paths) narrows a trial run.
// Both run with the kit's default worker processes (KIT_PARALLEL overrides); BENCH_SUITE_SERIAL=true also times the
// in-process suite one scenario at a time, to show what the workers gain on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULTS } from '../kit/config/settings.ts';
import { freePort, waitUntilReady } from '../reference/child-process.ts';
import { recordFigure } from './figures.ts';

const GOAL_SECONDS = 60;
/** Cucumber worker processes: the kit's default unless KIT_PARALLEL says otherwise (0: one process). */
const WORKERS = Number(process.env.KIT_PARALLEL || DEFAULTS.parallel);

/** Runs the suite's quick profile with `env` and `workers`; its seconds, scenario count and whether it passed. */
function runSuite(
  env: NodeJS.ProcessEnv,
  workers = WORKERS,
): { seconds: number; scenarios: string; failed: string } {
  const paths = (process.env.BENCH_SUITE_PATHS ?? '').split(/\s+/).filter((p) => p !== '');
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'node_modules/@cucumber/cucumber/bin/cucumber.js',
      '--profile',
      'quick',
      '--format',
      'summary',
      '--parallel',
      String(workers),
      ...paths,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, ...env, KIT_PARALLEL: String(workers) },
      maxBuffer: 256 * 2 ** 20,
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const scenarios = /(\d+) scenarios?/.exec(run.stdout)?.[1] ?? '?';
  return { seconds, scenarios, failed: run.status === 0 ? '' : ` — the suite FAILED (exit ${run.status})` };
}

const mode = (workers: number): string => (workers === 0 ? 'one at a time' : `${workers} workers`);

export function benchSuiteWallTime(): void {
  const { seconds, scenarios, failed } = runSuite({ TARGET_URL: '' });
  console.log(
    `suite (${mode(WORKERS)}): ${seconds.toFixed(1)} s for ${scenarios} scenarios (goal ${GOAL_SECONDS} s, ratio ${(seconds / GOAL_SECONDS).toFixed(2)})${failed}`,
  );
  recordFigure('suite in process', seconds, GOAL_SECONDS, 's');
  if (process.env.BENCH_SUITE_SERIAL !== 'true' || WORKERS === 0) return;
  const serial = runSuite({ TARGET_URL: '' }, 0);
  console.log(
    `suite (one at a time): ${serial.seconds.toFixed(1)} s (ratio ${(serial.seconds / GOAL_SECONDS).toFixed(2)}); ` +
      `the workers take ${(seconds / serial.seconds).toFixed(2)} of it${serial.failed}`,
  );
}

/** The suite over real HTTP against `reference/main.ts` started as CI's target mode starts it (default settings). */
export async function benchSuiteAgainstProcess(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-suite-target-'));
  const port = await freePort();
  const env = {
    ...process.env,
    ANALYTICS_PORT: String(port),
    ANALYTICS_BIND: '127.0.0.1',
    ANALYTICS_DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference/main.ts'], { env, stdio: 'ignore' });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, child);
    const { seconds, scenarios, failed } = runSuite({ TARGET_URL: baseUrl });
    console.log(
      `suite against a reference in its own process (${mode(WORKERS)}): ${seconds.toFixed(1)} s for ${scenarios} scenarios ` +
        `(printed only; the in-process goal is ${GOAL_SECONDS} s, ratio ${(seconds / GOAL_SECONDS).toFixed(2)})${failed}`,
    );
    recordFigure('suite against a separate process', seconds, undefined, 's');
  } finally {
    process.off('exit', kill);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
