// GET /analytics/indexer/v1/task/<id>: the task itself, as the Overlord stored it (§tasks.5).
import type { TaskRecord } from '../../../../store/store.ts';
import { parseWorkerTaskId, WORKER_TYPE } from '../lifecycle/worker-tasks.ts';

/**
 * A controller's payload carries its SQL and query context (with the query ID the engine ran it under), the SQL
 * results context and its resource; a worker's names its controller, worker number and attempt. The multi-stage
 * query spec (native query, destination) is not kept once the task is planned, so it is left out.
 */
export function taskPayload(task: TaskRecord): Record<string, unknown> {
  // A task not submitted as SQL (compact) keeps the spec it was created with.
  if (task.spec) return { ...task.spec };
  const { context } = task.sqlRequest;
  const resource = { availabilityGroup: task.id, requiredCapacity: 1 };
  if (task.type === WORKER_TYPE) {
    const { workerNumber = 0, attempt = 0 } = parseWorkerTaskId(task.id) ?? {};
    return {
      type: WORKER_TYPE,
      id: task.id,
      groupId: task.groupId,
      controllerTaskId: task.groupId,
      workerNumber,
      retry: attempt,
      dataSource: task.datasource,
      context,
      resource,
    };
  }
  const sqlTimeZone = context.sqlTimeZone;
  return {
    type: task.type,
    id: task.id,
    groupId: task.groupId,
    dataSource: task.datasource,
    sqlQuery: task.sqlRequest.query,
    sqlQueryContext: { ...context, sqlQueryId: context.sqlQueryId ?? task.id.replace(/^query-/, '') },
    sqlResultsContext: {
      timeZone: typeof sqlTimeZone === 'string' ? sqlTimeZone : 'UTC',
      serializeComplexValues: true,
      stringifyArrays: true,
    },
    context: { forceTimeChunkLock: true, useLineageBasedSegmentAllocation: true },
    resource,
  };
}
