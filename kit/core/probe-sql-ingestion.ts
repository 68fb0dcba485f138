// The SQL ingestion probe: a capability is present only when the probe sees it work end to end, as the loader will.
import { AssertionError } from 'node:assert';
import type { ProbeResult } from './capabilities.ts';
import type { Target } from './client.ts';
import { ingestSql } from './ingest-sql.ts';
import { awaitLoadedRows, awaitLoadTask, submitLoad } from './load-stages.ts';
import { RUN_PREFIX } from './names.ts';
import { LoadFailure } from './preconditions.ts';
import type { Sender } from './sender.ts';
import type { KitConfig } from './target-config.ts';
import { targetPath } from './target-words.ts';
import { submittedTaskId, taskPath } from './tasks.ts';

const SQL_TASK = '/analytics/v2/sql/task';
/** Where the probe's one row sits: before the years scenarios take for their data (kit/core/names.ts). */
const PROBE_ROW = { __time: '2099-12-31T00:00:00.000Z', probe: 'sql-ingestion' };

/** Requests of a probe: JSON bodies, nothing attached to a scenario. */
const probeSender = (target: Target): Sender => ({
  request: (method, path, body, headers = {}) =>
    target.send(
      method,
      path,
      body,
      body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    ),
});

/**
 * SQL ingestion exists when the probe sees it work end to end, as the kit's loader will use it: a one-row INSERT task
 * accepted, its status readable and SUCCESS, its row queryable, each within the deadline (issue 28: a server answered
 * 200 to an empty query and then "404 Task not found" for every task it accepted). The datasource carries the run's
 * prefix, so the leak report lists it with the run's other data. Nothing is posted in read-only mode: the capability
 * is then assumed, and the scenarios that need it are excluded by read-only.
 */
export async function probeSqlIngestion(target: Target, config: KitConfig): Promise<ProbeResult> {
  if (config.readOnly)
    return {
      present: true,
      evidence: `not probed in read-only mode (the probe posts to ${targetPath(SQL_TASK)})`,
    };
  const sender = probeSender(target);
  const datasource = `${RUN_PREFIX}_probe_sql_ingestion`;
  const table = {
    columns: [
      { name: '__time', type: 'string' as const },
      { name: 'probe', type: 'string' as const },
    ],
    rows: [PROBE_ROW],
  };
  const startedAt = Date.now();
  let taskId: string | undefined;
  try {
    taskId = await submitLoad(
      sender,
      SQL_TASK,
      JSON.stringify({ query: ingestSql(datasource, table) }),
      config.deadlineMs,
      submittedTaskId,
    );
    await awaitLoadTask(sender, SQL_TASK, taskId, config.deadlineMs);
    await awaitLoadedRows(sender, datasource, 1, config.deadlineMs);
  } catch (error) {
    // A task given up on must not hold the slots the first loads need (best effort).
    if (taskId !== undefined)
      await sender.request('POST', taskPath(taskId, 'shutdown')).catch(() => undefined);
    // A target that does not answer at all is the caller's harness error, not a missing capability.
    if (!(error instanceof LoadFailure || error instanceof AssertionError)) throw error;
    const why = error instanceof LoadFailure ? error.reason : error.message;
    return {
      present: false,
      evidence: `a one-row INSERT through ${targetPath(SQL_TASK)} did not load: ${why}`,
    };
  }
  const took = ((Date.now() - startedAt) / 1000).toFixed(1);
  return {
    present: true,
    evidence: `POST ${targetPath(SQL_TASK)} with a one-row INSERT into ${datasource} was accepted as task ${taskId}, GET ${targetPath(taskPath(taskId, 'status'))} answered SUCCESS and the row was queryable, in ${took} s`,
  };
}
