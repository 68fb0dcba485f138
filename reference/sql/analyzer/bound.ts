// A bound expression: the analyzer's typed result for one AST expression, already rendered in the executor's SQL.
import type { Span } from '../ast/nodes.ts';
import type { SqlType } from '../types.ts';
import type { ExactLong } from './java-values.ts';

export interface Bound {
  /** DuckDB SQL computing the value (TIMESTAMPs are wall-clock times in the query zone). */
  readonly sql: string;
  readonly type: SqlType;
  readonly span: Span;
  /** Whether an aggregate function occurs in the expression. */
  readonly aggregate: boolean;
  /** A column read outside any aggregate and not covered by a GROUP BY key: the first one, for the error. */
  readonly ungrouped: { readonly name: string; readonly span: Span } | undefined;
  /** The value when the expression is a literal (or a bound parameter): used by functions that need constants. */
  readonly constant?: string | number | boolean | null;
  /**
   * For a datasource's TIMESTAMP column read in a zone other than UTC: the stored instant as a UTC TIMESTAMP. The
   * wall-clock time cannot tell the two 02:30 of a night the clocks fall back apart; Druid's functions with a zone of
   * their own read the instant (docs/facts/sql-semantics.md §sql-semantics.6).
   */
  readonly utc?: string;
  /** For long arithmetic: the exact value behind its wrap, so a chain wraps once (java-values.ts). */
  readonly exactLong?: ExactLong;
}

/** Combines the facts of sub-expressions into a new bound expression. */
export function derive(
  sql: string,
  type: SqlType,
  span: Span,
  parts: readonly Bound[],
  extra: { aggregate?: boolean } = {},
): Bound {
  let ungrouped: Bound['ungrouped'];
  let aggregate = extra.aggregate ?? false;
  for (const part of parts) {
    aggregate ||= part.aggregate;
    ungrouped ??= part.ungrouped;
  }
  return { sql, type, span, aggregate, ungrouped };
}
