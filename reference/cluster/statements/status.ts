// The statement status object (spec: Statement status object; §statements.7) from a statement and its query task.

import type { StatementErrorBody } from '../../../schemas/generated/statements/statement-error.ts';
import type {
  StatementResult,
  StatementStatus,
} from '../../../schemas/generated/statements/statement-status.ts';
import type { TaskReport } from '../../../schemas/generated/tasks/task-report.ts';
import { UNIFIED_ERROR } from '../../errors/catalog.ts';
import type { StatementPage, StatementRecord, TaskRecord } from '../../store/store.ts';
import { formatInstant } from '../../time/iso.ts';
import { statementKind } from '../overlord/tasks/submit/statement-kind.ts';
import { type StatementState, statementState } from './state.ts';

type Payload = TaskReport['multiStageQuery']['payload'];

const payloadOf = (task: TaskRecord): Payload | undefined =>
  (task.report as TaskReport | null)?.multiStageQuery?.payload;

/** The rows a SELECT's report holds: the whole result with the task report destination, else its first rows. */
export function reportRows(task: TaskRecord): unknown[][] {
  return payloadOf(task)?.results?.results ?? [];
}

/**
 * The bytes (as JSON) of `sampleRecords` a status carries: the first rows of the result, never the whole of a large
 * one (a status once answered 512 MB in 11 s). Druid 27 puts every row of a task-report result there (§robustness.10).
 */
export const SAMPLE_MAX_BYTES = 1024 * 1024;

/** The first rows of the result that fit in SAMPLE_MAX_BYTES. */
function sampleOf(rows: unknown[][]): unknown[][] {
  let bytes = 0;
  for (let kept = 0; kept < rows.length; kept++) {
    bytes += Buffer.byteLength(JSON.stringify(rows[kept])) + 1;
    if (bytes > SAMPLE_MAX_BYTES) return rows.slice(0, kept);
  }
  return rows;
}

/** Bytes of rows as the results endpoint stores them: one JSON array per line. */
const rowBytes = (rows: readonly unknown[][]): number =>
  rows.reduce((total, row) => total + Buffer.byteLength(JSON.stringify(row)) + 1, 0);

/** The pages of a completed SELECT: durable storage's, or the one page of the report's rows (§statements.7). */
export function resultPages(statement: StatementRecord, task: TaskRecord): readonly StatementPage[] {
  if (statement.destination === 'durableStorage' && statement.pages) return statement.pages;
  const rows = reportRows(task);
  return rows.length === 0 ? [] : [{ id: 0, numRows: rows.length, sizeInBytes: rowBytes(rows) }];
}

/** Rows an ingestion wrote: what its segment generation pushed (the report's counters). */
function rowsWritten(task: TaskRecord): number {
  let rows = 0;
  for (const workers of Object.values(payloadOf(task)?.counters ?? {}))
    for (const counters of Object.values(workers)) {
      const progress = (counters as { segmentGenerationProgress?: { rowsPushed?: unknown } })
        .segmentGenerationProgress;
      if (typeof progress?.rowsPushed === 'number') rows += progress.rowsPushed;
    }
  return rows;
}

function resultOf(statement: StatementRecord, task: TaskRecord): StatementResult {
  // An ingestion's results are empty: no sample and no page, only the rows it wrote (§statements.7).
  if (statementKind(task.sqlRequest.query) !== 'select')
    return { numTotalRows: rowsWritten(task), totalSizeInBytes: 0, dataSource: task.datasource };
  const pages = resultPages(statement, task);
  const sum = (key: 'numRows' | 'sizeInBytes') => pages.reduce((total, page) => total + page[key], 0);
  return {
    numTotalRows: sum('numRows'),
    totalSizeInBytes: sum('sizeInBytes'),
    dataSource: task.datasource,
    sampleRecords: sampleOf(reportRows(task)),
    pages: pages.map((page) => ({ ...page })),
  };
}

/** A failed statement's error, from its task report, in the unified error shape (§statements.7). */
function errorDetails(task: TaskRecord): StatementErrorBody {
  const error = payloadOf(task)?.status.errorReport?.error as Record<string, unknown> | undefined;
  const {
    errorCode = 'UnknownError',
    errorMessage = task.errorMsg ?? 'The query failed',
    ...fields
  } = error ?? {};
  return {
    error: UNIFIED_ERROR,
    errorCode: String(errorCode),
    persona: 'USER',
    // A task stopped by its context.timeout is a timeout, as the real system categorizes it (facts §tasks.11).
    category: fields.reason === 'QUERY_TIMEOUT' ? 'TIMEOUT' : 'UNCATEGORIZED',
    errorMessage: String(errorMessage),
    context: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  };
}

/**
 * The status: `accepted` gives the state the submit answers (the statement as accepted, whatever its task did
 * since); otherwise the state derives from the task, with `result` once SUCCESS and `errorDetails` once FAILED.
 */
export function statementStatus(
  statement: StatementRecord,
  task: TaskRecord,
  accepted = false,
): StatementStatus {
  const state: StatementState = accepted ? 'ACCEPTED' : statementState(task);
  const ended = state === 'SUCCESS' || state === 'FAILED';
  const status: StatementStatus = {
    queryId: statement.queryId,
    state,
    createdAt: formatInstant(task.createdTime),
    schema: statement.schema.map((column) => ({ ...column })),
    durationMs: ended ? task.duration : -1,
  };
  if (state === 'SUCCESS') return { ...status, result: resultOf(statement, task) };
  if (state === 'FAILED') return { ...status, errorDetails: errorDetails(task) };
  return status;
}
