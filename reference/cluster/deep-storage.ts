// Deep storage on the local disk: one Parquet file per segment, written by DuckDB, under <dataDir>/deep-storage.
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { QueryEngine } from '../sql/execute/query-engine.ts';
import { quoteString } from '../sql/execute/quote.ts';
import type { Interval } from '../time/iso.ts';
import { instantText } from '../timeline/segment-id.ts';

export const DEEP_STORAGE_DIR = 'deep-storage';

export interface SegmentLocation {
  readonly datasource: string;
  readonly interval: Interval;
  readonly version: string;
  readonly partitionNum: number;
}

// ':' is not portable in file names and '/' or '..' would leave the directory; the ID keeps the exact text.
const safe = (part: string): string => {
  const cleaned = part.replace(/[:/\\]/g, '_');
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? `_${cleaned}` : cleaned;
};

/** `<dataDir>/deep-storage/<datasource>/<start>_<end>/<version>/<partitionNum>/segment.parquet`. */
export function segmentFilePath(dataDir: string, location: SegmentLocation): string {
  const { datasource, interval, version, partitionNum } = location;
  const chunk = `${instantText(interval.start)}_${instantText(interval.end)}`;
  return join(
    dataDir,
    DEEP_STORAGE_DIR,
    safe(datasource),
    safe(chunk),
    safe(version),
    String(partitionNum),
    'segment.parquet',
  );
}

/** Writes the rows of `selectSql` to a Parquet file, in their order, and returns its size in bytes. */
export async function writeParquet(
  duck: QueryEngine,
  selectSql: string,
  file: string,
  signal?: AbortSignal,
): Promise<number> {
  mkdirSync(dirname(file), { recursive: true });
  await duck.exec(`COPY (${selectSql}) TO ${quoteString(file)} (FORMAT parquet)`, signal);
  return statSync(file).size;
}

/** Moves a staged file to its deep-storage path (same file system: the data directory). */
export function moveInto(staged: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  renameSync(staged, target);
}

/** Deletes a segment file and its partition directory; missing files are fine. */
export function removeSegmentFile(file: string): void {
  rmSync(dirname(file), { recursive: true, force: true });
}

/** Deletes a killed segment's file, then the directories above it that are left empty, up to deep storage's root. */
export function deleteSegmentFile(dataDir: string, file: string): void {
  removeSegmentFile(file);
  const root = join(dataDir, DEEP_STORAGE_DIR);
  const inside = (dir: string): boolean => {
    const path = relative(root, dir);
    return path !== '' && path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path);
  };
  // Only directories inside deep storage, never its root; another segment's files stop the walk.
  for (let dir = dirname(dirname(file)); inside(dir); dir = dirname(dir)) {
    try {
      if (readdirSync(dir).length > 0) return;
      rmdirSync(dir);
    } catch {
      return;
    }
  }
}

/**
 * Deletes the files under deep storage that no segment names, and the directories left empty: what a publish
 * killed between moving its files and committing them leaves behind. Returns how many files it deleted.
 */
export function removeUnpublished(dataDir: string, published: ReadonlySet<string>): number {
  const sweep = (dir: string): number => {
    let removed = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        removed += sweep(path);
        if (readdirSync(path).length === 0) rmdirSync(path);
      } else if (!published.has(path)) {
        rmSync(path, { force: true });
        removed++;
      }
    }
    return removed;
  };
  // Absolute, as the segment table's paths are: a relative data directory must not make every file unknown.
  const root = resolve(dataDir, DEEP_STORAGE_DIR);
  return existsSync(root) ? sweep(root) : 0;
}
