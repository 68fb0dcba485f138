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
  /** DuckDB's `memory_limit` for the whole instance (e.g. `1GB`): beyond it operators spill or the query fails. */
  readonly memoryLimit?: string;
  /** DuckDB's `threads`: how many threads one statement may use (default: DuckDB's, one per core). */
  readonly threads?: number;
  /** DuckDB's `max_temp_directory_size` (e.g. `4GB`): how much a spill may write to the spill directory. */
  readonly maxTempDirectorySize?: string;
  /** DuckDB optimizer passes this instance skips (`filter_pushdown` for the flat planner, see flat-planner.ts). */
  readonly disabledOptimizers?: readonly string[];
}

/** A DuckDB size setting: digits and a unit (`512MB`, `1GiB`), nothing that could end the quoted string. */
export const SIZE = /^\d+(?:\.\d+)?\s*(?:B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i;

/** Optimizer pass names: lower-case words, nothing that could end the quoted list. */
const OPTIMIZER = /^[a-z_]+$/;

function disabledOptimizers(names: readonly string[]): string {
  const bad = names.find((name) => !OPTIMIZER.test(name));
  if (bad !== undefined) throw new Error(`DuckDB optimizer names are lower-case words, got [${bad}]`);
  return `SET GLOBAL disabled_optimizers = ${quoteString(names.join(','))}`;
}

function sizeSetting(name: string, value: string): string {
  if (!SIZE.test(value)) throw new Error(`DuckDB ${name} must be a size such as 1GB, got [${value}]`);
  return `SET GLOBAL ${name} = ${quoteString(value)}`;
}

// DuckDB matches allowed directories by prefix: an absolute path ending in `/` matches only inside the directory.
function directoryPrefix(directory: string): string {
  const absolute = resolve(directory);
  if (resolve(absolute, '..') === absolute)
    throw new Error(`DuckDB may not be allowed the root directory [${absolute}]: that is the whole disk`);
  return `${absolute}/`;
}

function threadCount(threads: number): number {
  if (!Number.isInteger(threads) || threads < 1)
    throw new Error(`DuckDB threads must be a positive integer, got [${threads}]`);
  return threads;
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
    // Bounds on one instance's memory and threads: set before the lock, so no statement can lift them.
    ...(options.memoryLimit ? [sizeSetting('memory_limit', options.memoryLimit)] : []),
    ...(options.maxTempDirectorySize
      ? [sizeSetting('max_temp_directory_size', options.maxTempDirectorySize)]
      : []),
    ...(options.threads !== undefined ? [`SET GLOBAL threads = ${threadCount(options.threads)}`] : []),
    // Ingestion stages its rows partitioned by time chunk: flushing each partition's buffer at 50,000 rows keeps a
    // 1,000,000-row ingestion near 300 MB instead of 600 MB (DuckDB's default buffers up to 524,288 rows).
    'SET GLOBAL partitioned_write_flush_threshold = 50000',
    ...(options.disabledOptimizers?.length ? [disabledOptimizers(options.disabledOptimizers)] : []),
    `SET GLOBAL allowed_directories = ${quoteStringList(directories.map(directoryPrefix))}`,
    'SET GLOBAL allowed_paths = []',
    'SET GLOBAL autoinstall_known_extensions = false',
    'SET GLOBAL autoload_known_extensions = false',
    'SET GLOBAL allow_community_extensions = false',
    'SET GLOBAL enable_external_access = false',
    'SET GLOBAL lock_configuration = true',
  ];
}
