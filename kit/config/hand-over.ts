// Hands the resolved settings to the Cucumber child: environment variables for the steps, arguments for Cucumber.
import type { LoadedConfig } from './load.ts';
import { asEnvText, SETTING_KEYS, SETTINGS } from './settings.ts';

/** The variable that tells the child where each setting came from (target.json echoes it). */
export const SOURCES_VARIABLE = 'KIT_CONFIG_SOURCES';

/** The parent's environment with every kit variable replaced by the resolved value (or removed when unset). */
export function childEnv(config: LoadedConfig, parent: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...parent };
  delete env.KIT_CONFIG;
  for (const key of SETTING_KEYS) {
    const name = SETTINGS[key].env;
    const text = asEnvText(config.settings[key]);
    if (text === undefined) delete env[name];
    else env[name] = text;
  }
  env[SOURCES_VARIABLE] = JSON.stringify(config.sources);
  return env;
}

/** The Cucumber arguments the settings imply: the tag expression and the number of workers. */
export function cucumberArgsOf(config: LoadedConfig): string[] {
  const { tags, parallel } = config.settings;
  return [
    ...(tags === undefined ? [] : ['--tags', tags]),
    ...(parallel === undefined || parallel === 0 ? [] : ['--parallel', String(parallel)]),
  ];
}
