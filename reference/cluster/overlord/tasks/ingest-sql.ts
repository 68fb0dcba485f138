// The DuckDB statements of an ingestion: stage the rows once, count them per time chunk, sort a group of chunks, cut segments.

import { quoteIdentifier, quoteString, quoteStringList } from '../../../sql/execute/quote.ts';
import type { SegmentColumn } from '../../../sql/plan/ingestion-plan.ts';
import { storedDuckType } from '../../../sql/plan/stored-types.ts';
import { chunkStartSql } from '../../segments/granularity.ts';
import type { IngestionTask } from './validate.ts';

export const CHUNK = quoteIdentifier('__analytics_chunk');

// Without order preservation DuckDB writes the staged file from every thread at once and keeps little in memory;
// small row groups keep the writers' buffers small. Nothing depends on the staged order: groups are sorted later.
const STAGING_OPTIONS = 'FORMAT parquet, ROW_GROUP_SIZE 20000, PRESERVE_ORDER false';

/** Reads the query's rows once into a staged Parquet file, each row with the start of its time chunk. */
export function stagingSql(task: IngestionTask, staged: string): string {
  const chunked = `SELECT *, ${chunkStartSql(task.granularity, quoteIdentifier('__time'))} AS ${CHUNK} FROM (${task.plan.selectSql}) AS "source"`;
  return `COPY (${chunked}) TO ${quoteString(staged)} (${STAGING_OPTIONS})`;
}

const read = (staged: string): string => `read_parquet(${quoteStringList([staged])})`;

/** Rows per time chunk, in time order (a NULL chunk, from a NULL __time, first). */
export function chunkCountSql(staged: string): string {
  return `SELECT ${CHUNK}, count(*) FROM ${read(staged)} GROUP BY ${CHUNK} ORDER BY ${CHUNK} NULLS FIRST`;
}

/**
 * The rows of the chunks from `first` to `last` into a table in segment order: by chunk, CLUSTERED BY columns,
 * then time. With the engine's default insertion-order preservation, rows are stored in that order, so each chunk
 * is one range of row IDs, and a scan reads them back in order.
 */
export function sortGroupSql(
  task: IngestionTask,
  staged: string,
  table: string,
  first: bigint,
  last: bigint,
) {
  const order = [...new Set([...task.plan.clusteredBy, '__time'])].map(quoteIdentifier);
  return (
    `CREATE TABLE ${table} AS SELECT * FROM ${read(staged)} WHERE ${CHUNK} BETWEEN ${first} AND ${last} ` +
    `ORDER BY ${[CHUNK, ...order].join(', ')}`
  );
}

/** Each chunk's first and last row ID in a sorted group table. */
export function chunkRangesSql(table: string): string {
  return `SELECT ${CHUNK}, min(rowid), max(rowid) FROM ${table} GROUP BY ${CHUNK} ORDER BY ${CHUNK}`;
}

/** For each column that may hold lists, whether a staged row holds other than one value (then it is multi-value). */
export function listColumnsSql(staged: string, names: readonly string[]): string {
  const checks = names.map((name) => `coalesce(bool_or(len(${quoteIdentifier(name)}) <> 1), false)`);
  return `SELECT ${checks.join(', ')} FROM ${read(staged)}`;
}

/** A column's value as the segment stores it: a staged list stored as a single string keeps its one value. */
function segmentValueSql(column: SegmentColumn, staged: SegmentColumn | undefined): string {
  const name = quoteIdentifier(column.name);
  if (column.name === '__time') return `CAST(${name} AS TIMESTAMP)`;
  const value = staged?.multiValue && !column.multiValue ? `${name}[1]` : name;
  return `CAST(${value} AS ${storedDuckType(column)})`;
}

/**
 * One segment's rows (a row ID range of a sorted group table, in order), with the segment column types;
 * `stored` are the columns as the task stores them (multi-value or not, §sql.26), default the plan's.
 */
export function segmentRowsSql(
  task: IngestionTask,
  table: string,
  first: bigint,
  last: bigint,
  stored: readonly SegmentColumn[] = task.plan.columns,
): string {
  const columns = stored
    .map((c, index) => `${segmentValueSql(c, task.plan.columns[index])} AS ${quoteIdentifier(c.name)}`)
    .join(', ');
  return `SELECT ${columns} FROM ${table} WHERE rowid BETWEEN ${first} AND ${last}`;
}
