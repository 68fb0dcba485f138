// Reads the command line: the kit's flags before `--`, Cucumber's own arguments after it.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from './load.ts';
import { SETTING_KEYS, SETTINGS, type SettingKey } from './settings.ts';

export interface CommandLine {
  readonly flags: Partial<Record<SettingKey, string | boolean>>;
  readonly configPath: string | undefined;
  readonly help: boolean;
  readonly version: boolean;
  /** Everything after `--`, handed to Cucumber unchanged (feature paths, --name, …). */
  readonly cucumberArgs: readonly string[];
}

type Options = NonNullable<ParseArgsConfig['options']>;

const flagged = SETTING_KEYS.flatMap((key) => {
  const { flag, kind } = SETTINGS[key] as { flag?: string; kind: { placeholder?: string } };
  // A setting whose flag takes no value (--read-only) is a boolean option.
  return flag === undefined ? [] : [{ key, flag, boolean: kind.placeholder === undefined }];
});

const OPTIONS: Options = {
  ...Object.fromEntries(
    flagged.map(({ flag, boolean }) => [flag, { type: boolean ? 'boolean' : 'string' } as const]),
  ),
  config: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
};

/** node:util's messages mention internals ("positional argument"); say what to do instead. */
function explained(error: unknown): ConfigError {
  const { code, message } = error as { code?: string; message?: string };
  const text = String(message ?? error);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(text)?.[1] ?? text;
    return new ConfigError(`unknown option ${option}`);
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']+)'/.exec(text)?.[1] ?? text;
    return new ConfigError(
      `unexpected argument ${JSON.stringify(argument)}: Cucumber's own arguments (feature paths, --name) go after --`,
    );
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = (/'(-[^' ]+)/.exec(text)?.[1] ?? 'an option').trim();
    return new ConfigError(
      /does not take/.test(text) ? `${option} takes no value` : `${option} needs a value`,
    );
  }
  return new ConfigError(text);
}

export function readCommandLine(argv: readonly string[]): CommandLine {
  const split = argv.indexOf('--');
  const own = split === -1 ? [...argv] : argv.slice(0, split);
  const cucumberArgs = split === -1 ? [] : argv.slice(split + 1);
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    values = parseArgs({ args: own, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw explained(error);
  }
  const flags: Partial<Record<SettingKey, string | boolean>> = {};
  for (const { key, flag } of flagged) {
    const value = values[flag];
    if (typeof value === 'string' || typeof value === 'boolean') flags[key] = value;
  }
  return {
    flags,
    configPath: typeof values.config === 'string' ? values.config : undefined,
    help: values.help === true,
    version: values.version === true,
    cucumberArgs,
  };
}
