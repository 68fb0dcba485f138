// Runs the conformance suite (Cucumber) and then writes the conformance summary, whatever the suite's outcome.
// Settings come from conformance.config.json and the environment (kit/config); arguments go to Cucumber as given.
// In-process runs are measured by c8, so <reports>/coverage shows how much of the reference the suite exercises.
import { join } from 'node:path';
import { childEnv, cucumberArgsOf } from '../kit/config/hand-over.ts';
import { ConfigError, type LoadedConfig, loadConfig } from '../kit/config/load.ts';
import { profileOf } from '../kit/config/profile.ts';
import type { DeviationProfile } from '../kit/deviations/profile.ts';
import { runSuite } from '../kit/run/run-suite.ts';

let config: LoadedConfig;
let profile: DeviationProfile | undefined;
try {
  config = loadConfig({ flags: {}, env: process.env, cwd: process.cwd(), defaultReportDir: 'reports' });
  profile = profileOf(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`conformance: ${error.message}`);
  process.exit(2);
}

const reportsDir = config.settings.reportDir ?? 'reports';
const inProcess = config.settings.target === undefined;
process.exit(
  await runSuite({
    env: childEnv(config, process.env),
    reportsDir,
    cucumberArgs: [...cucumberArgsOf(config), ...process.argv.slice(2)],
    coverageDir: inProcess ? join(reportsDir, 'coverage') : undefined,
    profiled: profile !== undefined,
  }),
);
