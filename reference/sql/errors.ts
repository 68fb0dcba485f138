// The one error type of the SQL engine: what went wrong, in which phase, and where in the query text.
import type { Span } from './ast/nodes.ts';

/**
 * parse: the text is not in the grammar. validation: names, types, functions or semantics are wrong.
 * unsupported: valid SQL the engine will not run here (INSERT on the query endpoint…). resourceLimit: too big.
 * runtime: failed while executing (division by zero). cancelled: stopped by a cancel request. timeout: stopped
 * because it ran longer than its `context.timeout`.
 */
export type SqlErrorKind =
  | 'parse'
  | 'validation'
  | 'unsupported'
  | 'resourceLimit'
  | 'runtime'
  | 'cancelled'
  | 'timeout';

interface Reported {
  readonly bareContext?: boolean;
  readonly errorCode?: string;
  readonly notAStatement?: boolean;
}

export class SqlError extends Error {
  readonly kind: SqlErrorKind;
  readonly span: Span | undefined;
  /** Extra facts for the error body's context (token, expected, …); values are strings. */
  readonly details: Readonly<Record<string, string>>;

  /**
   * How the real system reports it where that differs from its kind: `bareContext` (an empty `context`, no
   * `sourceType`: refusals raised after SQL planning), the unified `errorCode`, and `notAStatement` (the text begins
   * with no statement the grammar has: the task endpoint refuses it as a query, not as a failed task).
   */
  readonly reported: Reported;

  constructor(
    kind: SqlErrorKind,
    message: string,
    span?: Span,
    details: Record<string, string> = {},
    reported: Reported = {},
  ) {
    // Messages that point at the text end with the position, as the real system's do.
    super(span ? `${message} (line [${span.line}], column [${span.column}])` : message);
    this.name = 'SqlError';
    this.kind = kind;
    this.span = span;
    this.details = details;
    this.reported = reported;
  }
}
