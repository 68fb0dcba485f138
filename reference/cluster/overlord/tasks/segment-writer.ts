// Stage 1 of an ingestion: sorts the staged rows a group of time chunks at a time and cuts them into segment files.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { writeParquet } from '../../deep-storage.ts';
import { chunkStartingAt } from '../../segments/granularity.ts';
import type { StagedChunk, StagedFile } from '../../segments/publish.ts';
import type { IngestDependencies, IngestJob } from './ingest-job.ts';
import { chunkRangesSql, segmentRowsSql, sortGroupSql } from './ingest-sql.ts';
import { finishStage, postReading, stageOf, startStage } from './progress.ts';

export interface ChunkCount {
  readonly chunk: bigint;
  readonly rows: number;
}

// Each file is one row group, which DuckDB writes on one thread: files are written side by side instead.
const WRITERS = Math.min(4, availableParallelism());

/** Consecutive chunks holding at most `rows` rows together (a larger chunk is a group of its own). */
export function chunkGroups(counts: readonly ChunkCount[], rows: number): ChunkCount[][] {
  const groups: ChunkCount[][] = [];
  let current: ChunkCount[] = [];
  let held = 0;
  for (const count of counts) {
    if (current.length > 0 && held + count.rows > rows) {
      groups.push(current);
      current = [];
      held = 0;
    }
    current.push(count);
    held += count.rows;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Runs `work` over `items`, `limit` at a time; waits for all, then throws the first failure. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  });
  const failed = (await Promise.allSettled(lanes)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

interface SegmentSlice {
  /** The chunk's files, filled in partition order. */
  readonly files: StagedFile[];
  readonly partition: number;
  /** The staged file's name: chunk number in the task, then partition. */
  readonly name: string;
  readonly from: bigint;
  readonly to: bigint;
}

/** The segment files of one sorted group table: one entry per chunk, its files in partition order. */
async function writeGroup(deps: IngestDependencies, job: IngestJob, table: string, first: number) {
  const { task, progress, signal } = job;
  const generate = stageOf(progress, 1);
  const step = BigInt(task.rowsPerSegment);
  const { rows } = await deps.duck.run(chunkRangesSql(table), signal);
  const chunks: StagedChunk[] = [];
  const slices: SegmentSlice[] = [];
  for (const [chunk, low, high] of rows as [bigint, bigint, bigint][]) {
    const files: StagedFile[] = [];
    chunks.push({ interval: chunkStartingAt(task.granularity, Number(chunk)), files });
    // A chunk of more than rowsPerSegment rows gets more partitions, each a slice of its sorted rows.
    for (let from = low, partition = 0; from <= high; from += step, partition++) {
      const to = from + step - 1n < high ? from + step - 1n : high;
      slices.push({ files, partition, name: `${first + chunks.length - 1}-${partition}.parquet`, from, to });
    }
  }
  await eachLimited(slices, WRITERS, async ({ files, partition, name, from, to }) => {
    const path = join(job.tempDir, 'segments', name);
    const size = await writeParquet(
      deps.duck,
      segmentRowsSql(task, table, from, to, job.stored),
      path,
      signal,
    );
    const written = Number(to - from + 1n);
    files[partition] = { path, rows: written, size };
    generate.rowsPersisted += written;
  });
  for (const [, low, high] of rows as [bigint, bigint, bigint][])
    generate.inputRows.push(Number(high - low + 1n));
  return chunks;
}

/**
 * The end of stage 0 (every group sorted: the sort is what its shuffle does) and stage 1 (segment files from each
 * sorted group). Only one group is held in memory at a time: context.rowsInMemory rows.
 */
export async function writeSegments(
  deps: IngestDependencies,
  job: IngestJob,
  staged: string,
  counts: readonly ChunkCount[],
  table: string,
): Promise<StagedChunk[]> {
  const { task, progress, signal } = job;
  const read = stageOf(progress, 0);
  const generate = stageOf(progress, 1);
  const chunks: StagedChunk[] = [];
  for (const group of chunkGroups(counts, task.rowsInMemory)) {
    const first = group[0]?.chunk ?? 0n;
    const last = group[group.length - 1]?.chunk ?? first;
    await deps.duck.exec(sortGroupSql(task, staged, table, first, last), signal);
    read.sortedPartitions += group.length;
    if (read.sortedPartitions === counts.length) finishStage(read, deps.now());
    if (generate.startTime === null) startStage(progress, 1, deps.now());
    chunks.push(...(await writeGroup(deps, job, table, chunks.length)));
    await deps.duck.exec(`DROP TABLE ${table}`);
  }
  // No rows (a REPLACE that only empties chunks): both stages are done reading at once.
  if (read.phase !== 'RESULTS_COMPLETE') finishStage(read, deps.now());
  if (generate.startTime === null) startStage(progress, 1, deps.now());
  postReading(generate);
  return chunks;
}
