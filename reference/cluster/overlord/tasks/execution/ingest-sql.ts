// The DuckDB statements of an ingestion: stage the rows once by time chunk, count them, sort each chunk into segments.
import { join } from 'node:path';
import { quoteIdentifier, quoteString, quoteStringList } from '../../../../sql/execute/quote.ts';
import type { SegmentColumn } from '../../../../sql/plan/ingestion-plan.ts';
import { listFromTextSql, singleFromTextSql, storedDuckType } from '../../../../sql/plan/stored-types.ts';
import { chunkStartSql } from '../../../segments/granularity.ts';
import type { IngestionTask } from '../submit/validate.ts';

const CHUNK_NAME = '__analytics_chunk';
export const CHUNK = quoteIdentifier(CHUNK_NAME);

// One directory of staged files per time chunk (hive style, `__analytics_chunk=<start millis>`), so stage 1 reads each
// chunk's rows alone instead of scanning everything per group. Without order preservation DuckDB writes from every
// thread at once; small row groups keep the writers' buffers small (the flush threshold is in sandbox.ts).
// Nothing depends on the staged order: each chunk is sorted when its segments are written. The staged files are read
// once and deleted: uncompressed, they cost less CPU to write and read than Snappy's (issue 20).
const STAGING_OPTIONS = `FORMAT parquet, PARTITION_BY (${CHUNK}), ROW_GROUP_SIZE 20000, PRESERVE_ORDER false, COMPRESSION 'uncompressed'`;

/** The staged flag of a text-staged column (`listText`): whether the row's text starts with `[` (may be an array). */
const bracketFlag = (column: SegmentColumn): string => quoteIdentifier(`__analytics_bracket_${column.name}`);

/**
 * Reads the query's rows once into `stagedDir`, one sub-directory per time chunk (a NULL `__time`: a NULL chunk),
 * with a bracket flag per text-staged column: the text is in memory here, reading it back to test it is not.
 */
export function stagingSql(task: IngestionTask, stagedDir: string): string {
  const flags = task.plan.columns
    .filter((c) => c.listText)
    .map((c) => `, starts_with("source".${quoteIdentifier(c.name)}, '[') AS ${bracketFlag(c)}`);
  const chunked = `SELECT *, ${chunkStartSql(task.granularity, quoteIdentifier('__time'))} AS ${CHUNK}${flags.join('')} FROM (${task.plan.selectSql}) AS "source"`;
  return `COPY (${chunked}) TO ${quoteString(stagedDir)} (${STAGING_OPTIONS})`;
}

/**
 * Whether a chunk may make a column multi-value: a staged list of other than one value, or for text a row whose
 * bracket flag is set (then `bracketListsSql` decides).
 */
function mayBeMultiSql(column: SegmentColumn): string {
  const check = column.listText ? bracketFlag(column) : `len(${quoteIdentifier(column.name)}) <> 1`;
  return `coalesce(bool_or(${check}), false)`;
}

/**
 * Rows per time chunk, in time order (a NULL chunk, from a NULL __time, first); the chunk comes from the directory.
 * After the count, `mayBeMultiSql` of each of `lists` (columns that may hold lists): for text-staged columns it
 * reads only the small flag columns, not the text.
 */
export function chunkCountSql(stagedDir: string, lists: readonly SegmentColumn[] = []): string {
  const files = quoteStringList([join(stagedDir, '*', '*.parquet')]);
  const reader = `read_parquet(${files}, hive_partitioning = true, hive_types = {${quoteString(CHUNK_NAME)}: BIGINT})`;
  const selected = [CHUNK, 'count(*)', ...lists.map(mayBeMultiSql)].join(', ');
  return `SELECT ${selected} FROM ${reader} GROUP BY ${CHUNK} ORDER BY ${CHUNK} NULLS FIRST`;
}

/**
 * For each text-staged column some row of which starts with `[`: whether such a row is a JSON array of other than
 * one value. Reads only the flagged rows (row groups whose flags are all false are skipped by their statistics).
 */
export function bracketListsSql(stagedDir: string, texts: readonly SegmentColumn[]): string {
  const checks = texts.map(
    (c) =>
      `coalesce(bool_or(CASE WHEN ${bracketFlag(c)} THEN len(${listFromTextSql(quoteIdentifier(c.name))}) <> 1 END), false)`,
  );
  const flagged = texts.map(bracketFlag).join(' OR ');
  const rows = `read_parquet(${quoteStringList([join(stagedDir, '*', '*.parquet')])}, hive_partitioning = false)`;
  return `SELECT ${checks.join(', ')} FROM ${rows} WHERE ${flagged}`;
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
