// What Druid 33 cannot plan, refused as it refuses it (docs/facts/sql-semantics.md §sql-semantics.10): ordering a scan
// by anything but __time, UNION without ALL, INTERSECT, EXCEPT and EXISTS.
import type { Expression, OrderItem, QueryBody, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import type { Relation } from './scope.ts';

const unplannable = (reason: string, span: Span): SqlError =>
  new SqlError('validation', `Query could not be planned. A possible reason is [${reason}]`, span);

/** Whether an expression holds a window function (`… OVER (…)`): a window query sorts on its own. */
export function hasWindow(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(hasWindow);
  if ((node as { kind?: unknown; over?: unknown }).kind === 'call' && (node as { over?: unknown }).over)
    return true;
  const kind = (node as { kind?: unknown }).kind;
  if (kind === 'scalarSubquery' || kind === 'inSubquery' || kind === 'exists') return false;
  return Object.values(node).some((value) => typeof value === 'object' && hasWindow(value));
}

/**
 * A query that only reads rows (no GROUP BY, aggregate, DISTINCT or window) of one datasource, VALUES or such a
 * query is a scan: Druid orders it by __time only (a join orders freely) (live: `ORDER BY "k"`, `ORDER BY "__time" DESC, "k"` and ordering VALUES
 * are 400 "SQL query requires ordering a table by non-time column [[k]], which is not supported.").
 */
export function checkScanOrder(
  order: readonly OrderItem[],
  relations: readonly Relation[],
  isTime: (item: OrderItem) => boolean,
  span: Span,
): void {
  if (order.length === 0 || relations.length === 0 || !relations.every((relation) => relation.scan)) return;
  const [only] = order;
  if (order.length === 1 && only !== undefined && isTime(only)) return;
  const names = order.map((item) => nameOf(item.expression)).join(', ');
  throw unplannable(
    `SQL query requires ordering a table by non-time column [[${names}]], which is not supported.`,
    span,
  );
}

const nameOf = (expression: Expression): string =>
  expression.kind === 'column' ? (expression.path.at(-1)?.name ?? '') : 'EXPR';

/** Set operations Druid runs: UNION ALL only. */
export function checkSetOperation(body: Extract<QueryBody, { kind: 'setOperation' }>): void {
  if (body.operator === 'UNION' && !body.all)
    throw unplannable("SQL requires 'UNION' but only 'UNION ALL' is supported.", body.span);
  if (body.operator !== 'UNION')
    throw new SqlError('validation', `No match found for function signature ${body.operator}`, body.span);
}

/** EXISTS has no native plan: Calcite reports it as an unknown function (live 33). */
export const existsRefusal = (span: Span): SqlError =>
  new SqlError('validation', 'No match found for function signature EXISTS', span);
