// Runs an INSERT / REPLACE plan: stages the rows in DuckDB, writes one Parquet file per chunk partition, publishes.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { quoteIdent } from '../../../ingest/sql-text.ts';
import type { DuckEngine } from '../../../sql/execute/duckdb.ts';
import type { RuntimeColumnType } from '../../../sql/plan/ingestion-plan.ts';
import type { MetadataStore, NewSegment } from '../../../store/store.ts';
import { writeParquet } from '../../deep-storage.ts';
import { chunkStartingAt, chunkStartSql } from '../../segments/granularity.ts';
import { publishSegments, type StagedChunk } from '../../segments/publish.ts';
import { faults, MAX_BUCKETS } from './faults.ts';
import { finishStage, startStage, type TaskProgress } from './progress.ts';
import type { IngestionTask } from './validate.ts';

export interface IngestDependencies {
  readonly store: MetadataStore;
  readonly duck: DuckEngine;
  readonly dataDir: string;
  readonly now: () => number;
}

export interface IngestJob {
  readonly task: IngestionTask;
  /** When the task took its lock: the version of the chunks it creates. */
  readonly lockTime: number;
  /** Staged segment files go here until publishing moves them into deep storage. */
  readonly tempDir: string;
  readonly signal: AbortSignal;
  readonly progress: TaskProgress;
  /** Records the task's success; runs in the publishing transaction. */
  readonly complete: () => void;
}

const DUCK_TYPE: Readonly<Record<RuntimeColumnType, string>> = {
  STRING: 'VARCHAR',
  LONG: 'BIGINT',
  DOUBLE: 'DOUBLE',
  FLOAT: 'FLOAT',
};
const CHUNK = quoteIdent('__analytics_chunk');
const ROW = quoteIdent('__analytics_row');

/** Materializes the rows once, with each row's chunk start and its rank in the chunk's sort order. */
function stagingSql(table: string, task: IngestionTask): string {
  const { plan, granularity } = task;
  const order = [...new Set([...plan.clusteredBy, '__time'])].map(quoteIdent).join(', ');
  const chunked = `SELECT *, ${chunkStartSql(granularity, quoteIdent('__time'))} AS ${CHUNK} FROM (${plan.selectSql}) AS "source"`;
  return `CREATE TABLE ${table} AS SELECT *, row_number() OVER (PARTITION BY ${CHUNK} ORDER BY ${order}) AS ${ROW} FROM (${chunked}) AS "chunked"`;
}

/** The rows of one partition of a chunk, in segment order, with the segment column types. */
function partitionSql(
  table: string,
  task: IngestionTask,
  chunk: bigint,
  first: number,
  last: number,
): string {
  const columns = task.plan.columns
    .map(
      (c) =>
        `CAST(${quoteIdent(c.name)} AS ${c.name === '__time' ? 'TIMESTAMP' : DUCK_TYPE[c.type]}) AS ${quoteIdent(c.name)}`,
    )
    .join(', ');
  return `SELECT ${columns} FROM ${table} WHERE ${CHUNK} = ${chunk} AND ${ROW} BETWEEN ${first} AND ${last} ORDER BY ${ROW}`;
}

async function countChunks(deps: IngestDependencies, table: string, signal: AbortSignal) {
  const result = await deps.duck.run(
    `SELECT ${CHUNK}, count(*) FROM ${table} GROUP BY ${CHUNK} ORDER BY ${CHUNK} NULLS FIRST`,
    signal,
  );
  return result.rows.map(([chunk, rows]) => ({ chunk: chunk as bigint | null, rows: Number(rows) }));
}

async function writeChunks(deps: IngestDependencies, job: IngestJob, table: string): Promise<StagedChunk[]> {
  const { task, progress, signal } = job;
  const read = startStage(progress, 0, deps.now());
  const counts = await countChunks(deps, table, signal);
  if (counts.some((c) => c.chunk === null)) throw faults.insertTimeNull();
  const total = counts.reduce((sum, c) => sum + c.rows, 0);
  read.inputRows = total;
  read.outputRows = total;
  read.partitionCount = counts.length;
  if (total === 0 && task.kind === 'insert') throw faults.insertCannotBeEmpty(task.plan.datasource);
  if (counts.length > MAX_BUCKETS) throw faults.tooManyBuckets();
  finishStage(read, deps.now());

  const generate = startStage(progress, 1, deps.now());
  generate.inputRows = total;
  const staged: StagedChunk[] = [];
  for (const [index, { chunk, rows }] of counts.entries()) {
    const start = BigInt(chunk ?? 0);
    const files = [];
    for (let first = 1; first <= rows; first += task.rowsPerSegment) {
      const last = Math.min(rows, first + task.rowsPerSegment - 1);
      const path = join(job.tempDir, 'segments', `${index}-${files.length}.parquet`);
      const size = await writeParquet(deps.duck, partitionSql(table, task, start, first, last), path, signal);
      files.push({ path, rows: last - first + 1, size });
      generate.outputRows += last - first + 1;
      generate.outputBytes += size;
    }
    staged.push({ interval: chunkStartingAt(task.granularity, Number(start)), files });
  }
  return staged;
}

/** Writes and publishes the task's segments; a failure or a shutdown publishes nothing. */
export async function runIngestion(deps: IngestDependencies, job: IngestJob): Promise<NewSegment[]> {
  const { task, progress, signal } = job;
  const table = quoteIdent(`ingest_${randomUUID().replaceAll('-', '')}`);
  try {
    await deps.duck.exec(stagingSql(table, task), signal);
    const staged = await writeChunks(deps, job, table);
    // The last chance to stop: from here to the commit everything is synchronous.
    if (signal.aborted) throw faults.canceled();
    const generate = progress.stages[1];
    const published = (segments: readonly NewSegment[]): void => {
      if (generate) {
        generate.partitionCount = segments.length;
        finishStage(generate, deps.now());
      }
      progress.segmentsPublished = segments.length;
      progress.tombstones = segments.filter((s) => s.tombstone).length;
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
        now: deps.now(),
        columns: task.plan.columns,
        staged,
      },
      published,
    );
  } finally {
    await deps.duck.exec(`DROP TABLE IF EXISTS ${table}`);
  }
}
