// The DuckDB statements of an ingestion: stage the rows once by time chunk, sort each chunk into segments.
import { join } from 'node:path';
import { quoteIdentifier, quoteString, quoteStringList } from '../../../../sql/execute/quote.ts';
import type { SegmentColumn } from '../../../../sql/plan/ingestion-plan.ts';
import { listFromTextSql, singleFromTextSql, storedDuckType } from '../../../../sql/plan/stored-types.ts';
import { chunkStartSql } from '../../../segments/granularity.ts';
import type { IngestionTask } from '../submit/validate.ts';

export const CHUNK_NAME = '__analytics_chunk';
export const CHUNK = quoteIdentifier(CHUNK_NAME);

// One directory of staged files per time chunk (hive style, `__analytics_chunk=<start millis>`), so stage 1 reads each
// chunk's rows alone instead of scanning everything per group. Without order preservation DuckDB writes from every
// thread at once; small row groups keep the writers' buffers small (the flush threshold is in sandbox.ts).
// Nothing depends on the staged order: each chunk is sorted when its segments are written. The staged files are read
// once and deleted: uncompressed, they cost less CPU to write and read than Snappy's (issue 20).
const STAGING_OPTIONS = `FORMAT parquet, PARTITION_BY (${CHUNK}), ROW_GROUP_SIZE 20000, PRESERVE_ORDER false, COMPRESSION 'uncompressed'`;

/** The staged flag of the plan's column at `index`: whether the row holds other than one value (named by position). */
export const valuesFlagName = (index: number): string => `__analytics_values_${index}`;

/**
 * A row's "other than one value" for a column that may hold lists (§sql.26): a staged list's length; for text
 * (`listText`), only a row starting with `[` is parsed (as `listFromTextSql` reads it), so plain strings cost a
 * prefix test. NULL (no value) leaves the flag unset.
 */
function valuesFlagSql(column: SegmentColumn, value: string): string {
  if (!column.listText) return `len(${value}) <> 1`;
  return `CASE WHEN starts_with(${value}, '[') THEN len(${listFromTextSql(value)}) <> 1 ELSE false END`;
}

/**
 * Reads the query's rows once into `stagedDir`, one sub-directory per time chunk (a NULL `__time`: a NULL chunk),
 * with a flag per column that may hold lists, computed while the row is in memory. The COPY answers one row per
 * file written (RETURN_STATS: its chunk, rows and column statistics, `staged-stats.ts`): the chunk counts and the
 * multi-value decision come from them, without reading the staged files again.
 */
export function stagingSql(task: IngestionTask, stagedDir: string): string {
  const flags = task.plan.columns.flatMap((c, index) =>
    c.multiValue
      ? [
          `, ${valuesFlagSql(c, `"source".${quoteIdentifier(c.name)}`)} AS ${quoteIdentifier(valuesFlagName(index))}`,
        ]
      : [],
  );
  const chunked = `SELECT *, ${chunkStartSql(task.granularity, quoteIdentifier('__time'))} AS ${CHUNK}${flags.join('')} FROM (${task.plan.selectSql}) AS "source"`;
  return `COPY (${chunked}) TO ${quoteString(stagedDir)} (${STAGING_OPTIONS}, RETURN_STATS)`;
}

/** The staged rows of one chunk, without the chunk column its directory name would add. */
const chunkRows = (stagedDir: string, chunk: bigint): string =>
  `read_parquet(${quoteStringList([join(stagedDir, `${CHUNK_NAME}=${chunk}`, '*.parquet')])}, hive_partitioning = false)`;

/**
 * A staged value (`value` names it) as the segment stores it, before the cast: staged text becomes a list or a single
 * string, a staged list stored as a single string keeps its one value.
 */
function storedValueSql(value: string, column: SegmentColumn, staged: SegmentColumn | undefined): string {
  if (staged?.listText) return column.multiValue ? listFromTextSql(value) : singleFromTextSql(value);
  return staged?.multiValue && !column.multiValue ? `${value}[1]` : value;
}

/**
 * Segment order: CLUSTERED BY columns, then time, each named in `relation` (not the select list's casts); staged
 * text is ordered as the value it is stored as (a list orders apart from its JSON text).
 */
function segmentOrder(task: IngestionTask, stored: readonly SegmentColumn[], relation: string): string {
  const { columns } = task.plan;
  return [...new Set([...task.plan.clusteredBy, '__time'])]
    .map((name) => {
      const index = columns.findIndex((c) => c.name === name);
      const column = stored[index];
      const value = `${relation}.${quoteIdentifier(name)}`;
      return column && columns[index]?.listText ? storedValueSql(value, column, columns[index]) : value;
    })
    .join(', ');
}

/** A column's value as the segment stores it, cast to its stored type. */
function segmentValueSql(column: SegmentColumn, staged: SegmentColumn | undefined): string {
  const name = quoteIdentifier(column.name);
  if (column.name === '__time') return `CAST(${name} AS TIMESTAMP)`;
  return `CAST(${storedValueSql(name, column, staged)} AS ${storedDuckType(column)})`;
}

/**
 * The segment column list: every column cast to its stored type; `stored` are the plan's columns as the task
 * stores them (multi-value or not, decided from the staged rows when they are counted: §sql.26).
 */
const segmentColumns = (task: IngestionTask, stored: readonly SegmentColumn[]): string =>
  stored
    .map((c, index) => `${segmentValueSql(c, task.plan.columns[index])} AS ${quoteIdentifier(c.name)}`)
    .join(', ');

/** A chunk of one segment: its staged rows sorted and cast straight into the segment file's rows, in one pass. */
export function chunkSegmentSql(
  task: IngestionTask,
  stored: readonly SegmentColumn[],
  stagedDir: string,
  chunk: bigint,
): string {
  return `SELECT ${segmentColumns(task, stored)} FROM ${chunkRows(stagedDir, chunk)} AS "staged" ORDER BY ${segmentOrder(task, stored, '"staged"')}`;
}

/**
 * A chunk of several segments (more than rowsPerSegment rows): its rows into a table in segment order. With the
 * engine's default insertion-order preservation rows are stored in that order, so each segment is a range of row IDs.
 */
export function sortChunkSql(
  task: IngestionTask,
  stored: readonly SegmentColumn[],
  stagedDir: string,
  chunk: bigint,
  table: string,
): string {
  return `CREATE TABLE ${table} AS SELECT * FROM ${chunkRows(stagedDir, chunk)} AS "staged" ORDER BY ${segmentOrder(task, stored, '"staged"')}`;
}

/** A sorted chunk table's first and last row ID. */
export const rowIdRangeSql = (table: string): string => `SELECT min(rowid), max(rowid) FROM ${table}`;

/** One segment's rows (a row ID range of a sorted chunk table, in order), with the segment column types. */
export function segmentRowsSql(
  task: IngestionTask,
  stored: readonly SegmentColumn[],
  table: string,
  first: bigint,
  last: bigint,
): string {
  return `SELECT ${segmentColumns(task, stored)} FROM ${table} WHERE rowid BETWEEN ${first} AND ${last}`;
}
