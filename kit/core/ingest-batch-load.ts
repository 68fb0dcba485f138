// Writes a batch of rows into a datasource through the public API (ingest-batch.ts builds the task) and waits until
// its task succeeded: the segments are published, perhaps not served yet. The loader's slots bound it as a first load.
import { type LoadOptions, loadRequest, publishLoad } from './ingest.ts';
import { type BatchRows, type BatchWrite, batchNativeTask, batchSql } from './ingest-batch.ts';
import type { SegmentGranularity } from './ingest-sql.ts';
import type { Sender } from './sender.ts';

export function publishBatch(
  sender: Sender,
  datasource: string,
  rows: BatchRows,
  write: BatchWrite,
  granularity: SegmentGranularity,
  options: LoadOptions,
): Promise<void> {
  const load = loadRequest(
    options,
    () => batchSql(datasource, rows, write, granularity),
    () => batchNativeTask(datasource, rows, write, granularity),
  );
  return publishLoad(sender, load, options);
}
