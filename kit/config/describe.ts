// The settings of a run as the terminal shows them before it starts: secrets hidden, each with where it came from.
import { redactedUrl } from '../core/target-config.ts';
import type { LoadedConfig } from './load.ts';
import { asEnvText, SETTING_KEYS, SETTINGS } from './settings.ts';

export function describeSettings(config: LoadedConfig): string[] {
  const width = Math.max(...SETTING_KEYS.map((key) => key.length));
  return SETTING_KEYS.flatMap((key) => {
    const text = asEnvText(config.settings[key]);
    const { flag, kind, secret } = SETTINGS[key] as {
      flag?: string;
      kind: { placeholder?: string };
      secret?: true;
    };
    // Settings without a flag (KIT_SECURE) only matter to repository runs without a target.
    if (text === undefined || text === '' || flag === undefined) return [];
    const shown = secret ? '***' : kind.placeholder === 'URL' ? redactedUrl(text) : text;
    return [`  ${key.padEnd(width)}  ${shown}  (${config.sources[key]})`];
  });
}
