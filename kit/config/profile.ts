// The deviation profile the settings select (`expectations`), read and checked before anything runs.
import { type DeviationProfile, ProfileError, readProfile } from '../deviations/profile.ts';
import { ConfigError, type LoadedConfig } from './load.ts';

/** The profile, undefined when none is set (or the file holds differential expectations only); a bad one is a ConfigError. */
export function profileOf(config: LoadedConfig, cwd = process.cwd()): DeviationProfile | undefined {
  const path = config.settings.expectations;
  if (path === undefined) return undefined;
  try {
    return readProfile(path, cwd);
  } catch (error) {
    if (error instanceof ProfileError)
      throw new ConfigError(`${config.sources.expectations}: ${error.message}`);
    throw error;
  }
}
