// ANALYTICS_ENGINE_INPUT_DIRS: the directories DuckDB may read local input sources from, as a JSON array of paths.
import { isAbsolute, resolve } from 'node:path';

export class EngineDirsEnvError extends Error {}

/**
 * The absolute directories `text` lists. Anything but an array of non-empty strings is refused: a bare string
 * spread into characters would allow `/`, the whole disk; so is a list naming the root itself.
 */
export function engineInputDirectoriesFromEnv(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === 'string' && entry.trim() !== ''))
    throw new EngineDirsEnvError(
      'ANALYTICS_ENGINE_INPUT_DIRS must be a JSON array of directory paths, e.g. ["/srv/input"]',
    );
  const directories = parsed.map((entry: string) => resolve(entry));
  const root = directories.find(
    (directory) => isAbsolute(directory) && resolve(directory, '..') === directory,
  );
  if (root !== undefined)
    throw new EngineDirsEnvError(`ANALYTICS_ENGINE_INPUT_DIRS may not name the root directory [${root}]`);
  return directories;
}
