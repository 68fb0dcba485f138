// The native batch task that loads a rows table, for targets without SQL ingestion (pure; docs/facts/ingestion.md).
import { type IngestTable, type SegmentGranularity, timedRows } from './ingest-sql.ts';

const TIME = '__time';

/**
 * An `index_parallel` task with an inline JSON input source: the same rows, column types and segment granularity
 * as the SQL statement ingestSql builds, appended like an INSERT, nothing rolled up. One sub-task at a time, so
 * the task needs a single slot.
 */
export function nativeIngestTask(
  datasource: string,
  table: IngestTable,
  segmentGranularity: SegmentGranularity = 'DAY',
): Record<string, unknown> {
  const { timeText, data } = timedRows(table);
  const dimensions = table.columns
    .filter((column) => column.name !== TIME)
    .map(({ name, type }) => ({ type, name }));
  return {
    type: 'index_parallel',
    spec: {
      dataSchema: {
        dataSource: datasource,
        timestampSpec: { column: timeText, format: 'iso' },
        dimensionsSpec: { dimensions },
        granularitySpec: { type: 'uniform', segmentGranularity, queryGranularity: 'NONE', rollup: false },
      },
      ioConfig: {
        type: 'index_parallel',
        inputSource: { type: 'inline', data },
        inputFormat: { type: 'json' },
        appendToExisting: true,
      },
      tuningConfig: { type: 'index_parallel', maxNumConcurrentSubTasks: 1 },
    },
  };
}
