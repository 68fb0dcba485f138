// The kit's command line: reads the settings, checks that the target answers, runs the suite, then the summary.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeSettings } from './config/describe.ts';
import { readCommandLine } from './config/flags.ts';
import { childEnv, cucumberArgsOf } from './config/hand-over.ts';
import { helpText } from './config/help.ts';
import { ConfigError, DEFAULT_CONFIG_FILE, type LoadedConfig, loadConfig } from './config/load.ts';
import { profileOf } from './config/profile.ts';
import { readKitConfig, redactedUrl } from './core/target-config.ts';
import type { DeviationProfile } from './deviations/profile.ts';
import { differentialOptionsFrom } from './differential/options.ts';
import { printDifferential } from './differential/print.ts';
import { runDifferential } from './differential/run.ts';
import { unreachableReason } from './run/preflight.ts';
import { PACKAGE_DIR, runSuite } from './run/run-suite.ts';

const COMMAND = 'analytics-conformance-kit';
const DEFAULT_REPORT_DIR = 'conformance-report';

const version = (): string =>
  (JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

function usageError(message: string): number {
  console.error(`${COMMAND}: ${message}`);
  console.error(`Run ${COMMAND} --help for the options.`);
  return 2;
}

/** The resolved settings, or the exit code when the command line only asked for help or was wrong. */
function settingsOf(
  argv: readonly string[],
): { config: LoadedConfig; cucumberArgs: readonly string[]; profile: DeviationProfile | undefined } | number {
  try {
    const commandLine = readCommandLine(argv);
    if (commandLine.help) {
      console.log(helpText(COMMAND, `./${DEFAULT_REPORT_DIR}`));
      return 0;
    }
    if (commandLine.version) {
      console.log(version());
      return 0;
    }
    const config = loadConfig({
      flags: commandLine.flags,
      env: process.env,
      cwd: process.cwd(),
      configPath: commandLine.configPath,
      defaultReportDir: DEFAULT_REPORT_DIR,
    });
    // The package does not bundle the reference server: a run needs a server to check.
    if (config.settings.target === undefined)
      throw new ConfigError(`no target: give --target URL, TARGET_URL or "target" in ${DEFAULT_CONFIG_FILE}`);
    // A bad deviation profile stops the run before it starts, as any bad setting does.
    return { config, cucumberArgs: commandLine.cucumberArgs, profile: profileOf(config) };
  } catch (error) {
    if (error instanceof ConfigError) return usageError(error.message);
    throw error;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const settings = settingsOf(argv);
  if (typeof settings === 'number') return settings;
  const { config, cucumberArgs, profile } = settings;
  const target = config.settings.target ?? '';
  console.log(`${COMMAND} ${version()}${config.configFile ? `, settings from ${config.configFile}` : ''}`);
  for (const line of describeSettings(config)) console.log(line);
  if (profile !== undefined)
    console.log(
      `Deviation profile ${profile.name} (${profile.title}): ${profile.deviations.length} known deviations`,
    );
  const unreachable = await unreachableReason(target);
  if (unreachable !== undefined) {
    console.error(
      `${COMMAND}: the target ${redactedUrl(target)} does not answer (${unreachable}); nothing was run.`,
    );
    return 1;
  }
  const reportsDir = config.settings.reportDir ?? DEFAULT_REPORT_DIR;
  const code = await runSuite({
    env: childEnv(config, process.env),
    reportsDir,
    cucumberArgs: [...cucumberArgsOf(config), ...cucumberArgs],
    profiled: profile !== undefined,
  });
  console.log(`Reports in ${reportsDir}`);
  if (config.settings.referenceUrl === undefined) return code;
  // Differential mode: the suite mirrored its @sql scenarios to the reference; now the corpus, and the verdict.
  const options = differentialOptionsFrom(readKitConfig(childEnv(config, process.env)));
  const differential = await runDifferential({ ...options, log: (line) => console.error(line) });
  printDifferential(differential);
  return code !== 0 ? code : differential.exitCode;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // The kit's own failure: say what broke, without a stack trace.
  console.error(`${COMMAND}: the kit failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
