// Runs the suite in a Cucumber child and then the conformance summary: the one way the CLI and
// `npm run conformance` run the kit. Everything is found from this package, never from the user's directory.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnGroup } from './process-group.ts';
import { claimReportDir } from './report-lock.ts';

const require = createRequire(import.meta.url);

/** The package's root: Cucumber runs here, so cucumber.js, features/ and steps/ are the package's own. */
export const PACKAGE_DIR = join(import.meta.dirname, '..', '..');

/** A package's bin script by path: package exports do not expose bin scripts to require.resolve. */
const binOf = (name: string, bin: string): string =>
  join(dirname(require.resolve(`${name}/package.json`)), bin);

/** The tsx this package depends on, as the URL `node --import` takes. */
export const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

export interface SuiteRun {
  /** The Cucumber child's environment: the kit's settings as kit/core/target-config.ts reads them. */
  readonly env: NodeJS.ProcessEnv;
  /** Absolute: the child runs in the package's directory. */
  readonly reportsDir: string;
  readonly cucumberArgs: readonly string[];
  /** Repository runs against the in-process reference: where c8 writes the reference's code coverage. */
  readonly coverageDir?: string | undefined;
  /**
   * A deviation profile judges the run (`env.KIT_EXPECTATIONS` names it): Cucumber fails on the scenarios it
   * lists, so the summary, which applies the profile, gives the verdict.
   */
  readonly profiled?: boolean;
}

function coverageCommand(coverageDir: string): string[] {
  return [
    binOf('c8', 'bin/c8.js'),
    '--reports-dir',
    coverageDir,
    '--reporter',
    'html',
    '--reporter',
    'text-summary',
    '--include',
    'reference/**',
    '--exclude',
    '**/*.test.ts',
    process.execPath,
  ];
}

/**
 * With a profile the summary's verdict (0 or 1) is the run's; a summary that could not judge (no messages, a
 * broken file: 2, or killed) leaves the suite's failure, or fails the run.
 */
export function profiledVerdict(suite: number | null, summary: number | null): number {
  if (summary === 0 || summary === 1) return summary;
  return suite !== 0 && suite !== null ? suite : 1;
}

/**
 * Runs Cucumber, then the summary whatever Cucumber's outcome; the exit code a run should end with. A stop signal
 * (Ctrl-C, a CI timeout's SIGTERM) stops Cucumber with its workers and ends the run without a summary.
 */
export async function runSuite(run: SuiteRun): Promise<number> {
  mkdirSync(run.reportsDir, { recursive: true });
  const claim = claimReportDir(run.reportsDir);
  if ('heldBy' in claim) {
    console.error(
      `conformance: ${run.reportsDir} is in use by another run (process ${claim.heldBy}); choose another KIT_REPORTS_DIR`,
    );
    return 2;
  }
  try {
    return await runClaimed(run);
  } finally {
    claim.release();
  }
}

async function runClaimed(run: SuiteRun): Promise<number> {
  rmSync(join(run.reportsDir, 'messages.ndjson'), { force: true });
  // Live progress: a bar with failures as they happen on a terminal, one character per step otherwise.
  const env = { ...run.env, KIT_PROGRESS_FORMAT: process.stdout.isTTY ? 'progress-bar' : 'progress' };
  const cucumber = [
    '--import',
    TSX_LOADER,
    binOf('@cucumber/cucumber', 'bin/cucumber.js'),
    ...run.cucumberArgs,
  ];
  const args = run.coverageDir === undefined ? cucumber : [...coverageCommand(run.coverageDir), ...cucumber];
  const suite = spawnGroup(process.execPath, args, { cwd: PACKAGE_DIR, env });
  const suiteStatus = await suite.ended;
  const interrupted = suite.interruptedBy();
  if (interrupted !== undefined) {
    console.error(
      `conformance: stopped by ${interrupted}; the suite's processes were stopped, no summary written`,
    );
    return suiteStatus;
  }
  const summaryScript = join(PACKAGE_DIR, 'kit', 'report', 'conformance-summary.ts');
  const summary = spawnSync(process.execPath, ['--import', TSX_LOADER, summaryScript, run.reportsDir], {
    cwd: PACKAGE_DIR,
    env,
    stdio: 'inherit',
  });
  if (run.profiled === true) return profiledVerdict(suiteStatus, summary.status);
  // The suite's verdict wins; a summary that could not be written fails an otherwise green run.
  return suiteStatus === 0 ? (summary.status ?? 1) : suiteStatus;
}
