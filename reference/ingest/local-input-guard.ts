// Local input files may come only from the configured input directories, never from the data directory, where the
// segments, the metadata store and other tasks' inputs live. Checked on real paths: a symlink cannot lead out.
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { SqlError } from '../sql/errors.ts';
import type { InputFile } from './input-source.ts';

const realPath = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};

const isInside = (path: string, directory: string): boolean => {
  const rest = relative(directory, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
};

export interface LocalInputGuard {
  /** Before anything is listed or read: the `baseDir` or `files` the source names must be allowed. */
  checkSource(source: Readonly<Record<string, unknown>>): void;
  /** After listing: every file, followed through symlinks, must be allowed too. */
  checkFiles(files: readonly InputFile[]): void;
}

const outside = (label: string): SqlError =>
  new SqlError(
    'validation',
    `Input source [local] path [${label}] is outside the directories the server may read`,
  );

/** The checks of local input files against `inputDirectories`, excluding the data directory. */
export function localInputGuard(dataDir: string, inputDirectories: readonly string[]): LocalInputGuard {
  const data = realPath(dataDir);
  const allowed = inputDirectories.map(realPath);
  const isAllowed = (path: string): boolean => {
    const real = realPath(path);
    return !isInside(real, data) && allowed.some((directory) => isInside(real, directory));
  };
  return {
    checkSource(source) {
      const named = [source.baseDir, ...(Array.isArray(source.files) ? source.files : [])];
      for (const path of named) if (typeof path === 'string' && !isAllowed(path)) throw outside(path);
    },
    checkFiles(files) {
      for (const file of files) if (!isAllowed(file.path)) throw outside(file.label);
    },
  };
}
