// Stage 1 of an ingestion: sorts each time chunk's staged rows and writes them as its segment files.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { quoteIdentifier } from '../../../../sql/execute/quote.ts';
import type { SegmentColumn } from '../../../../sql/plan/ingestion-plan.ts';
import { writeParquet } from '../../../deep-storage.ts';
import { chunkStartingAt } from '../../../segments/granularity.ts';
import type { StagedChunk, StagedFile } from '../../../segments/publish.ts';
import { finishStage, postReading, stageOf, startStage } from '../lifecycle/progress.ts';
import type { IngestDependencies, IngestJob } from './ingest-job.ts';
import { chunkSegmentSql, rowIdRangeSql, segmentRowsSql, sortChunkSql } from './ingest-sql.ts';
import { runWithinRowBudget } from './row-budget.ts';

export interface ChunkCount {
  readonly chunk: bigint;
  readonly rows: number;
}

// Each file is one row group, which DuckDB writes on one thread: chunks are written side by side instead.
const WRITERS = Math.min(4, availableParallelism());

/** The segment files of one chunk, in partition order; `name` is the chunk's number in the task. */
async function writeChunk(
  deps: IngestDependencies,
  job: IngestJob,
  stored: readonly SegmentColumn[],
  stagedDir: string,
  count: ChunkCount,
  name: number,
): Promise<StagedFile[]> {
  const { task, signal } = job;
  const path = (partition: number) => join(job.tempDir, 'segments', `${name}-${partition}.parquet`);
  // The common case, one segment: sorted, cast and written in one statement, nothing held between statements.
  if (count.rows <= task.rowsPerSegment) {
    const file = path(0);
    const size = await writeParquet(
      deps.duck,
      chunkSegmentSql(task, stored, stagedDir, count.chunk),
      file,
      signal,
    );
    return [{ path: file, rows: count.rows, size }];
  }
  // More rows than one segment holds: sorted once into a table, each partition a slice of its row IDs.
  const sorted = quoteIdentifier(`ingest_${randomUUID().replaceAll('-', '')}`);
  try {
    await deps.duck.exec(sortChunkSql(task, stored, stagedDir, count.chunk, sorted), signal);
    const { rows } = await deps.duck.run(rowIdRangeSql(sorted), signal);
    const [low, high] = (rows[0] ?? [0n, -1n]) as [bigint, bigint];
    const step = BigInt(task.rowsPerSegment);
    const files: StagedFile[] = [];
    for (let from = low, partition = 0; from <= high; from += step, partition++) {
      const to = from + step - 1n < high ? from + step - 1n : high;
      const size = await writeParquet(
        deps.duck,
        segmentRowsSql(task, stored, sorted, from, to),
        path(partition),
        signal,
      );
      files.push({ path: path(partition), rows: Number(to - from + 1n), size });
    }
    return files;
  } finally {
    // A closing engine refuses statements; its in-memory tables go with it.
    await deps.duck.exec(`DROP TABLE IF EXISTS ${sorted}`).catch(() => {});
  }
}

/**
 * The end of stage 0 (every chunk sorted: the sort is what its shuffle does) and stage 1 (segment files of each
 * sorted chunk). Chunks are sorted side by side while their rows together stay within context.rowsInMemory (a
 * larger chunk is sorted alone); DuckDB spills a sort that does not fit its memory limit. `stored` are the columns
 * as the segments store them (stored-columns.ts).
 */
export async function writeSegments(
  deps: IngestDependencies,
  job: IngestJob,
  stored: readonly SegmentColumn[],
  stagedDir: string,
  counts: readonly ChunkCount[],
): Promise<StagedChunk[]> {
  const { task, progress } = job;
  const read = stageOf(progress, 0);
  const generate = stageOf(progress, 1);
  startStage(progress, 1, deps.now());
  const files: StagedFile[][] = counts.map(() => []);
  await runWithinRowBudget(
    counts,
    (c) => c.rows,
    task.rowsInMemory,
    WRITERS,
    async (count, index) => {
      const written = await writeChunk(deps, job, stored, stagedDir, count, index);
      files[index] = written;
      read.sortedPartitions++;
      generate.rowsPersisted += written.reduce((sum, file) => sum + file.rows, 0);
    },
  );
  finishStage(read, deps.now());
  generate.inputRows.push(...counts.map((c) => c.rows));
  postReading(generate);
  return counts.map((count, index) => ({
    interval: chunkStartingAt(task.granularity, Number(count.chunk)),
    files: files[index] ?? [],
  }));
}
