// Why a query task failed: the multi-stage engine's error codes (§tasks.10) with their messages and extra fields.
import { SqlError } from '../sql/errors.ts';
import {
  EngineFailure,
  engineError,
  isEngineMessage,
  withoutDirectories,
} from '../sql/execute/engine-errors.ts';

/** A task failure as the report's `errorReport.error` shows it: `errorCode`, `errorMessage` and extra fields. */
export class TaskError extends Error {
  readonly errorCode: string;
  readonly fields: Readonly<Record<string, unknown>>;

  constructor(errorCode: string, message: string, fields: Record<string, unknown> = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'TaskError';
    this.errorCode = errorCode;
    this.fields = fields;
  }

  /** The task status's errorMsg: `<errorCode>: <message>`, as the real controller writes it. */
  get statusMessage(): string {
    return `${this.errorCode}: ${this.message}`;
  }
}

export const MAX_BUCKETS = 5000;
/**
 * Segments one task may write. The real system's TooManyPartitions limit is 25,000 (docs/facts/robustness.md
 * §robustness.5); here every segment is a Parquet file and a metadata row, and 10,000 of them stalled other requests
 * for seconds, so the bound is lower.
 */
export const MAX_PARTITIONS = 2000;

export const taskErrors = {
  canceled: () => new TaskError('Canceled', 'Query canceled by user or by task shutdown.'),
  /** Past context.timeout: the multi-stage engine's Canceled error with reason QUERY_TIMEOUT (facts §tasks.8). */
  timedOut: () => new TaskError('Canceled', 'Query timed out', { reason: 'QUERY_TIMEOUT' }),
  insertCannotBeEmpty: (dataSource: string) =>
    new TaskError('InsertCannotBeEmpty', `No rows to insert for dataSource [${dataSource}]`, { dataSource }),
  insertTimeNull: () =>
    new TaskError(
      'InsertTimeNull',
      'Encountered a null timestamp in the __time field during INSERT or REPLACE. Filter out rows with a null ' +
        'time, or give them a time with COALESCE.',
    ),
  insertTimeOutOfBounds: (interval: string, replaceIntervals: readonly string[]) =>
    new TaskError(
      'InsertTimeOutOfBounds',
      `Inserted data contains time chunk [${interval}] outside the bounds specified by OVERWRITE WHERE ` +
        `[${replaceIntervals.join(', ')}]. Narrow the SELECT's time filter or widen OVERWRITE WHERE.`,
      { interval },
    ),
  cannotAllocateSegment: (dataSource: string, interval: string, existing: string) =>
    new TaskError(
      'InsertCannotAllocateSegment',
      `Cannot allocate segment for dataSource [${dataSource}], interval [${interval}]: existing segment ` +
        `[${existing}] has a different time chunk. Use the datasource's existing PARTITIONED BY granularity, ` +
        'or REPLACE the interval.',
      { dataSource, interval },
    ),
  cannotReplaceExistingSegment: (segmentId: string) =>
    new TaskError(
      'InsertCannotReplaceExistingSegment',
      `Cannot replace existing segment [${segmentId}] because it is not within the bounds specified by ` +
        'OVERWRITE WHERE. Widen OVERWRITE WHERE to whole time chunks of the existing segments, or use OVERWRITE ALL.',
      { segmentId },
    ),
  tooManyBuckets: () =>
    new TaskError(
      'TooManyBuckets',
      `Too many partition buckets (max = ${MAX_BUCKETS}); try breaking your query up into smaller queries or ` +
        'using a larger PARTITIONED BY time granularity',
      { maxBuckets: MAX_BUCKETS },
    ),
  tooManyPartitions: () =>
    new TaskError(
      'TooManyPartitions',
      `Too many partitions (max = ${MAX_PARTITIONS}); try breaking your query up into smaller queries or using a ` +
        'larger rowsPerSegment (maxRowsPerSegment for compaction)',
      { maxPartitions: MAX_PARTITIONS },
    ),
  cannotParse: (errorMessage: string, cause?: unknown) =>
    new TaskError('CannotParseExternalData', errorMessage, {}, cause),
  tooManyWarnings: (maxWarnings: number, count: number) =>
    new TaskError(
      'TooManyWarnings',
      `Too many warnings of type CannotParseExternalData generated (${count}, max = ${maxWarnings})`,
      { rootErrorCode: 'CannotParseExternalData', maxWarnings },
    ),
  workerFailed: (workerTaskId: string, errorMsg: string) =>
    new TaskError('WorkerFailed', `Worker task failed: [${workerTaskId}] (${errorMsg})`, {
      workerTaskId,
      errorMsg,
    }),
  compactionInputChanged: (dataSource: string) =>
    new TaskError(
      'CompactionInputChanged',
      `The segments of dataSource [${dataSource}] to compact changed while the task ran; a later run compacts them`,
      { dataSource },
    ),
  /** The reference's own (the real system bounds no statement's result): its durable pages past the setting. */
  resultTooLarge: (maxBytes: number) =>
    new TaskError(
      'ResultTooLarge',
      `The query's result is larger than the limit of ${maxBytes} bytes for one statement; add a LIMIT or a filter`,
      { maxBytes },
    ),
  interruptedByRestart: () =>
    new TaskError('UnknownError', 'Task was interrupted by a server restart before it completed', {
      message: 'interrupted by a server restart',
    }),
};

// DuckDB's reader errors on bad input data; everything else is an unknown error.
const PARSE_ERROR =
  /^((Invalid Input Error: )?(Malformed JSON|JSON transform error|CSV Error)|Conversion Error)/;

/**
 * DuckDB's first paragraph says what is wrong (hints and the statement follow a blank line); the kind prefix and
 * the server's directories (the task's inline data, downloads) mean nothing to the user.
 */
function parseMessage(message: string): string {
  const first = message.split(/\n\s*\n|\nLINE \d+:|\nPossible fixes/)[0] ?? message;
  return withoutDirectories(first.replace(/^Invalid Input Error: /, '')).trim();
}

/**
 * The report's exceptionStackTrace: the task error and the first paragraph of each cause, without stack frames (they
 * would only show the server's own source files) and without the task's temporary paths.
 */
export function taskErrorTrace(taskError: TaskError): string {
  const lines = [`${taskError.name}: ${taskError.statusMessage}`];
  let said = taskError.message;
  for (
    let cause = taskError.cause;
    cause !== undefined;
    cause = cause instanceof Error ? cause.cause : undefined
  ) {
    const message = cause instanceof Error ? parseMessage(cause.message) : String(cause);
    // A cause that only repeats the message adds nothing.
    if (message !== said)
      lines.push(`Caused by: ${cause instanceof Error ? `${cause.name}: ` : ''}${message}`);
    said = message;
  }
  return lines.join('\n');
}

/** Any error a running task met, as a task error. */
export function toTaskError(error: unknown): TaskError {
  if (error instanceof TaskError) return error;
  if (error instanceof SqlError) {
    if (error.kind === 'cancelled') return taskErrors.canceled();
    // The engine passes DuckDB's reader errors on as runtime errors without their kind prefix.
    const runtime = error.kind === 'runtime' || error instanceof EngineFailure;
    if (runtime && PARSE_ERROR.test(error.message))
      return taskErrors.cannotParse(parseMessage(error.message), error);
    // A data error of the engine fails the task as a runtime error whatever status a query would answer.
    if (runtime)
      return new TaskError('QueryRuntimeError', error.message, { baseErrorMessage: error.message }, error);
    return new TaskError('UnknownError', error.message, { message: error.message }, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (PARSE_ERROR.test(message)) return taskErrors.cannotParse(parseMessage(message), error);
  // DuckDB's other failures must not show the generated SQL or paths: they fail as the engine's errors do.
  if (isEngineMessage(message)) return toTaskError(engineError(error));
  const said = withoutDirectories(message);
  return new TaskError('UnknownError', said, { message: said });
}
