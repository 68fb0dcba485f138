// Runs an INSERT / REPLACE plan: stage 0 reads the rows once into staged files per time chunk, stage 1 writes segments, then it publishes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NewSegment } from '../../../../store/store.ts';
import { publishSegments } from '../../../segments/publish.ts';
import { MAX_BUCKETS, MAX_PARTITIONS, taskErrors } from '../../../task-errors.ts';
import { finishStage, postReading, stageOf, startStage } from '../lifecycle/progress.ts';
import { segmentLoadOf } from '../reports/segment-load.ts';
import type { IngestDependencies, IngestJob } from './ingest-job.ts';
import { stagingSql } from './ingest-sql.ts';
import { type ChunkCount, writeSegments } from './segment-writer.ts';
import { stagedStats } from './staged-stats.ts';
import { settledColumns } from './stored-columns.ts';

interface StagedRows {
  readonly counts: ChunkCount[];
  /** Columns that may hold lists of which some staged row holds other than one value (stored multi-value). */
  readonly multiValued: ReadonlySet<string>;
}

/**
 * Stage 0: reads the input once into staged files, one directory per time chunk; the same COPY answers the rows of
 * each chunk and which columns are multi-value (`staged-stats.ts`).
 */
async function stageRows(deps: IngestDependencies, job: IngestJob, staged: string): Promise<StagedRows> {
  const { task, progress, signal } = job;
  const read = startStage(progress, 0, deps.now());
  mkdirSync(job.tempDir, { recursive: true });
  const copied = await deps.duck.run(stagingSql(task, staged), signal, task.plan.planner);
  read.inputBytes = progress.scope.inputBytes;
  postReading(read);
  const { chunks: counts, multiValued } = stagedStats(copied.columnNames, copied.rows, task.plan.columns);
  if (counts.some((c) => c.chunk === null)) throw taskErrors.insertTimeNull();
  const total = counts.reduce((sum, c) => sum + c.rows, 0);
  read.inputRows = [total];
  read.outputRows = counts.map((c) => c.rows);
  read.partitionCount = counts.length;
  if (total === 0 && task.kind === 'insert') throw taskErrors.insertCannotBeEmpty(task.plan.datasource);
  if (counts.length > MAX_BUCKETS) throw taskErrors.tooManyBuckets();
  const partitions = counts.reduce((sum, c) => sum + Math.ceil(c.rows / task.rowsPerSegment), 0);
  if (partitions > MAX_PARTITIONS) throw taskErrors.tooManyPartitions();
  return { counts: counts as ChunkCount[], multiValued };
}

/** Writes and publishes the task's segments; a failure or a shutdown publishes nothing. */
export async function runIngestion(deps: IngestDependencies, job: IngestJob): Promise<NewSegment[]> {
  const { task, progress, signal } = job;
  const staged = join(job.tempDir, 'staged');
  const { counts, multiValued } = await stageRows(deps, job, staged);
  const stored = settledColumns(task.plan.columns, multiValued);
  const chunks = await writeSegments(deps, job, stored, staged, counts);
  // The last chance to stop: from here to the commit everything is synchronous.
  if (signal.aborted) throw taskErrors.canceled();
  const generate = stageOf(progress, 1);
  const publishedAt = deps.now();
  const published = (segments: readonly NewSegment[]): void => {
    generate.partitionCount = segments.filter((s) => !s.tombstone).length;
    generate.rowsPushed = generate.rowsPersisted;
    finishStage(generate, deps.now());
    progress.segmentLoad = segmentLoadOf(deps.store.segments, segments, publishedAt, deps.now());
    job.complete();
  };
  return publishSegments(
    deps.store,
    {
      mode: task.kind,
      datasource: task.plan.datasource,
      lockTime: job.lockTime,
      granularity: task.granularity,
      replaceIntervals: task.replaceIntervals,
      dataDir: deps.dataDir,
      now: publishedAt,
      columns: stored,
      staged: chunks,
      ...(task.compaction ? { compaction: task.compaction } : {}),
    },
    published,
  );
}
