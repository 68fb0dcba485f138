// Writes a batch of rows into a datasource through the public API (ingest-batch.ts builds the task) and waits until
// its task succeeded: the segments are published, perhaps not served yet. The loader's slots bound it as a first load.
import { awaitFreeSlots, type LoadOptions, submitNativeTask } from './ingest.ts';
import { type BatchRows, type BatchWrite, batchNativeTask, batchSql } from './ingest-batch.ts';
import { SLOT_COST } from './ingest-slots.ts';
import type { SegmentGranularity } from './ingest-sql.ts';
import type { Sender } from './sender.ts';
import { assertTaskEndsWith, submitTask, taskPath } from './tasks.ts';

export function publishBatch(
  sender: Sender,
  datasource: string,
  rows: BatchRows,
  write: BatchWrite,
  granularity: SegmentGranularity,
  options: LoadOptions,
): Promise<void> {
  const { deadlineMs, sqlIngestion } = options;
  const cost = sqlIngestion ? SLOT_COST.sql : SLOT_COST.native;
  return options.slots.use(cost, async () => {
    await awaitFreeSlots(sender, cost, deadlineMs);
    const taskId = sqlIngestion
      ? await submitTask(
          sender,
          JSON.stringify({ query: batchSql(datasource, rows, write, granularity) }),
          deadlineMs,
        )
      : await submitNativeTask(sender, batchNativeTask(datasource, rows, write, granularity), deadlineMs);
    try {
      await assertTaskEndsWith(sender, taskId, 'SUCCESS', deadlineMs);
    } catch (error) {
      // A task given up on must not start later and hold the slots the next loads wait for (best effort).
      await sender.request('POST', taskPath(taskId, 'shutdown')).catch(() => undefined);
      throw error;
    }
  });
}
