// Runs the conformance suite (Cucumber) and then writes the conformance summary, whatever the suite's outcome.
// In-process runs are measured by c8, so reports/coverage shows how much of the reference the suite exercises.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

// The packages' bin scripts, by path: their package exports do not expose them to require.resolve.
const cucumber = 'node_modules/@cucumber/cucumber/bin/cucumber.js';
const c8 = 'node_modules/c8/bin/c8.js';
const args = process.argv.slice(2);
const inProcess = !process.env.TARGET_URL;
const reportsDir = process.env.KIT_REPORTS_DIR ?? 'reports';

rmSync(`${reportsDir}/messages.ndjson`, { force: true });
const suite = [process.execPath, '--import', 'tsx', cucumber, ...args];
const coverage = [
  process.execPath,
  c8,
  '--reports-dir',
  'reports/coverage',
  '--reporter',
  'html',
  '--reporter',
  'text-summary',
  '--include',
  'reference/**',
  '--exclude',
  '**/*.test.ts',
];
const [command = process.execPath, ...rest] = inProcess ? [...coverage, ...suite] : suite;
const run = spawnSync(command, rest, { stdio: 'inherit' });

const summary = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/conformance-summary.ts', reportsDir],
  {
    stdio: 'inherit',
  },
);
// The suite's verdict wins; a summary that could not be written fails an otherwise green run.
process.exit(run.status === 0 ? (summary.status ?? 1) : (run.status ?? 1));
