// Resolves the kit's settings: flags over environment over configuration file over defaults, and where each came from.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { BadValue } from './kinds.ts';
import {
  DEFAULTS,
  isSettingKey,
  SETTING_KEYS,
  SETTINGS,
  type SettingKey,
  type Settings,
} from './settings.ts';

/** The file looked for in the working directory when neither --config nor KIT_CONFIG names one. */
export const DEFAULT_CONFIG_FILE = 'conformance.config.json';

/** Bad usage or configuration: the message names the flag, variable or key; the CLI exits 2. */
export class ConfigError extends Error {}

export interface LoadInput {
  /** Flag values as given on the command line: text, or true for a flag without a value. */
  readonly flags: Partial<Record<SettingKey, string | boolean>>;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** --config, if given. */
  readonly configPath?: string | undefined;
  /** Where reports go when nothing says: the CLI and the repository's own runs differ. */
  readonly defaultReportDir: string;
}

export interface LoadedConfig {
  readonly settings: Settings;
  /** For each setting: `flag --x`, `env X`, `file <path>` or `default`. */
  readonly sources: Readonly<Record<SettingKey, string>>;
  readonly configFile: string | undefined;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Parses with the setting's kind, turning a bad value into a ConfigError that names where it came from. */
function parsed<T>(where: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof BadValue) throw new ConfigError(`${where} ${error.message}`);
    throw error;
  }
}

function configFileOf(input: LoadInput): string | undefined {
  const named = input.configPath ?? (input.env.KIT_CONFIG || undefined);
  if (named !== undefined) {
    const file = resolve(input.cwd, named);
    const by = input.configPath !== undefined ? '--config' : 'KIT_CONFIG';
    if (!existsSync(file)) throw new ConfigError(`${by} names ${file}, which does not exist`);
    return file;
  }
  const fallback = resolve(input.cwd, DEFAULT_CONFIG_FILE);
  return existsSync(fallback) ? fallback : undefined;
}

function readFileSettings(file: string, shown: string): Partial<Settings> {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${shown} is not valid JSON: ${message(error)}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new ConfigError(`${shown} must hold a JSON object of settings`);
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const [key, value] of Object.entries(document)) {
    if (!isSettingKey(key))
      throw new ConfigError(`${shown}: unknown key "${key}" (known keys: ${SETTING_KEYS.join(', ')})`);
    values[key] = parsed(`${shown}: "${key}"`, () => SETTINGS[key].kind.fromJson(value, dirname(file)));
  }
  return values as Partial<Settings>;
}

function readEnvSettings(env: NodeJS.ProcessEnv, cwd: string): Partial<Settings> {
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const key of SETTING_KEYS) {
    const { env: name, kind } = SETTINGS[key];
    const text = env[name];
    // An empty variable counts as unset, as shells make clearing one easy and deleting one awkward.
    if (text === undefined || text === '') continue;
    values[key] = parsed(`environment variable ${name}`, () => kind.fromText(text, cwd));
  }
  return values as Partial<Settings>;
}

function readFlagSettings(flags: LoadInput['flags'], cwd: string): Partial<Settings> {
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const key of SETTING_KEYS) {
    const raw = flags[key];
    if (raw === undefined) continue;
    const { flag, kind } = SETTINGS[key];
    values[key] = parsed(`--${flag ?? key}`, () => (raw === true ? true : kind.fromText(String(raw), cwd)));
  }
  return values as Partial<Settings>;
}

export function loadConfig(input: LoadInput): LoadedConfig {
  const configFile = configFileOf(input);
  const shownFile = configFile && (relative(input.cwd, configFile) || configFile);
  const layers: [string | ((key: SettingKey) => string), Partial<Settings>][] = [
    [(key) => `flag --${SETTINGS[key].flag ?? key}`, readFlagSettings(input.flags, input.cwd)],
    [(key) => `env ${SETTINGS[key].env}`, readEnvSettings(input.env, input.cwd)],
    [`file ${shownFile}`, configFile ? readFileSettings(configFile, shownFile ?? configFile) : {}],
    ['default', { ...DEFAULTS, reportDir: resolve(input.cwd, input.defaultReportDir) }],
  ];
  const settings: Partial<Record<SettingKey, unknown>> = {};
  const sources: Partial<Record<SettingKey, string>> = {};
  for (const key of SETTING_KEYS) {
    const layer = layers.find(([, values]) => values[key] !== undefined);
    settings[key] = layer?.[1][key];
    sources[key] = layer === undefined ? 'unset' : typeof layer[0] === 'string' ? layer[0] : layer[0](key);
  }
  return {
    settings: settings as Settings,
    sources: sources as Record<SettingKey, string>,
    configFile,
  };
}
