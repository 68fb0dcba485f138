// The --help text, written from the settings table so flags, variables and file keys never drift apart.
import { DEFAULT_CONFIG_FILE } from './load.ts';
import { DEFAULTS, SETTING_KEYS, SETTINGS } from './settings.ts';

export function helpText(command: string, defaultReportDir: string): string {
  const rows = SETTING_KEYS.flatMap((key) => {
    const { flag, env, help, kind } = SETTINGS[key];
    if (flag === undefined) return [];
    const value = kind.placeholder === undefined ? '' : ` ${kind.placeholder}`;
    const fallback = key === 'reportDir' ? defaultReportDir : (DEFAULTS as Record<string, unknown>)[key];
    const shownDefault =
      fallback === undefined || fallback === false || (Array.isArray(fallback) && fallback.length === 0)
        ? ''
        : ` (default ${String(fallback)})`;
    return [`  --${flag}${value}`, `      ${help}${shownDefault}.`, `      env ${env}, file key "${key}"`];
  });
  return [
    `Usage: ${command} --target URL [options] [-- cucumber arguments]`,
    '',
    'Checks a server against the Analytics Cluster HTTP API specification and writes a conformance report.',
    '',
    'Options:',
    ...rows,
    '  --config PATH',
    `      A JSON file of settings (env KIT_CONFIG; default ./${DEFAULT_CONFIG_FILE} when it exists).`,
    '  -h, --help       This text.',
    '  --version        The kit version.',
    '',
    'Precedence: flags over environment variables over the configuration file over defaults.',
    'After --, arguments go to Cucumber unchanged (for example -- features/sql/errors.feature).',
    '',
    'Exit codes: 0 nothing failed (unsupported and excluded scenarios do not fail a run);',
    '            1 a scenario failed, the kit broke or the target did not answer; 2 bad usage or configuration.',
  ].join('\n');
}
