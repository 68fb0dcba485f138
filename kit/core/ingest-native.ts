// The native batch task that loads a rows table, for targets without SQL ingestion (pure; docs/facts/ingestion.md).
import { APPEND, batchNativeTask } from './ingest-batch.ts';
import { type IngestTable, type SegmentGranularity, timedRows } from './ingest-sql.ts';

const TIME = '__time';

/**
 * An `index_parallel` task with an inline JSON input source: the same rows, column types and segment granularity
 * as the SQL statement ingestSql builds, appended like an INSERT, nothing rolled up (ingest-batch.ts).
 */
export function nativeIngestTask(
  datasource: string,
  table: IngestTable,
  segmentGranularity: SegmentGranularity = 'DAY',
): Record<string, unknown> {
  const columns = table.columns.filter((column) => column.name !== TIME);
  return batchNativeTask(datasource, { columns, ...timedRows(table) }, APPEND, segmentGranularity);
}
