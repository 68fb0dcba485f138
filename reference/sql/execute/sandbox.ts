// The settings that keep DuckDB inside its sandbox: which directories it may use, no extensions, a locked configuration.
import { resolve } from 'node:path';
import { quoteString, quoteStringList } from './quote.ts';

export interface DuckSandboxOptions {
  /**
   * The only directories DuckDB may read or write (segment files, task files, local inputs); everything else on the
   * disk and every remote URL is refused. Empty: no file access at all.
   */
  readonly allowedDirectories: readonly string[];
  /** Where DuckDB writes what does not fit in memory (default: its own `.tmp`, then unusable: not allowed). */
  readonly spillDirectory?: string;
}

// DuckDB matches allowed directories by prefix: an absolute path ending in `/` matches only inside the directory.
function directoryPrefix(directory: string): string {
  const absolute = resolve(directory);
  if (resolve(absolute, '..') === absolute)
    throw new Error(`DuckDB may not be allowed the root directory [${absolute}]: that is the whole disk`);
  return `${absolute}/`;
}

/** The statements run once on a new instance, in order; `lock_configuration` comes last so nothing can undo them. */
export function sandboxSetup(options: DuckSandboxOptions): string[] {
  const directories = [
    ...options.allowedDirectories,
    ...(options.spillDirectory ? [options.spillDirectory] : []),
  ];
  return [
    // UTC sessions: the analyzer decides time zones; DuckDB never applies the machine's zone.
    "SET GLOBAL TimeZone = 'UTC'",
    ...(options.spillDirectory
      ? [`SET GLOBAL temp_directory = ${quoteString(resolve(options.spillDirectory))}`]
      : []),
    `SET GLOBAL allowed_directories = ${quoteStringList(directories.map(directoryPrefix))}`,
    'SET GLOBAL allowed_paths = []',
    'SET GLOBAL autoinstall_known_extensions = false',
    'SET GLOBAL autoload_known_extensions = false',
    'SET GLOBAL allow_community_extensions = false',
    'SET GLOBAL enable_external_access = false',
    'SET GLOBAL lock_configuration = true',
  ];
}
