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

/** A check of local input files: throws a validation error for the first one outside `inputDirectories`. */
export function localInputGuard(
  dataDir: string,
  inputDirectories: readonly string[],
): (files: readonly InputFile[]) => void {
  const data = realPath(dataDir);
  const allowed = inputDirectories.map(realPath);
  return (files) => {
    for (const file of files) {
      const path = realPath(file.path);
      if (isInside(path, data) || !allowed.some((directory) => isInside(path, directory)))
        throw new SqlError(
          'validation',
          `Input source [local] file [${file.label}] is outside the directories the server may read`,
        );
    }
  };
}
