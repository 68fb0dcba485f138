// Deep storage on the local disk: one Parquet file per segment, written by DuckDB, under <dataDir>/deep-storage.
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { quoteString } from '../ingest/sql-text.ts';
import type { DuckEngine } from '../sql/execute/duckdb.ts';
import type { Interval } from '../time/iso.ts';
import { instantText } from './segments/segment-id.ts';

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

/** Writes the rows of `selectSql` to a Parquet file and returns its size in bytes. */
export async function writeParquet(
  duck: DuckEngine,
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
