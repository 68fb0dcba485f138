// Wall time of the whole conformance suite against the in-process reference (no coverage), against its goal.
import { spawnSync } from 'node:child_process';

const GOAL_SECONDS = 60;

export function benchSuiteWallTime(): void {
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
    ],
    { encoding: 'utf8', env: { ...process.env, TARGET_URL: '' } },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const scenarios = /(\d+) scenarios?/.exec(run.stdout)?.[1] ?? '?';
  console.log(
    `suite: ${seconds.toFixed(1)} s for ${scenarios} scenarios (goal ${GOAL_SECONDS} s, ratio ${(seconds / GOAL_SECONDS).toFixed(2)})` +
      (run.status === 0 ? '' : ` — the suite FAILED (exit ${run.status})`),
  );
}
