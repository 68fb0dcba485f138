// A CASE that reads a multi-value string as one value applies to each of its values, as Druid maps an expression over
// the values of the multi-value column it reads (live 33: CASE WHEN "mv" = 'a' THEN 'has a' ELSE 'no a' END is
// ["has a","no a"] for a row holding a and b; a NULL row is 'no a').
import type { CaseExpression, ColumnReference } from '../ast/nodes.ts';
import { T } from '../types.ts';
import { type Bound, derive } from './bound.ts';
import { once } from './java-values.ts';
import { TAKES_LISTS, VALUE } from './multi-value-calls.ts';
import { type ResolvedColumn, Scope } from './scope.ts';

/** A scope in which one multi-value column reads as its current value, a VARCHAR. */
class ValueScope extends Scope {
  constructor(
    private readonly inner: Scope,
    private readonly column: string,
  ) {
    super(inner.relations, inner.parent, inner.aliases);
  }

  override resolve(reference: ColumnReference): ResolvedColumn {
    const resolved = this.inner.resolve(reference);
    return resolved.sql === this.column ? { ...resolved, sql: VALUE, type: T.varchar } : resolved;
  }
}

/** The column references read as single values: not inside a function that takes lists, nor a subquery. */
function scalarReferences(node: unknown, found: ColumnReference[] = []): ColumnReference[] {
  if (node === null || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) scalarReferences(item, found);
    return found;
  }
  const { kind, name } = node as { kind?: unknown; name?: unknown };
  if (kind === 'column') found.push(node as ColumnReference);
  else if (kind === 'call' && typeof name === 'string' && TAKES_LISTS.test(name)) return found;
  else if (kind !== 'scalarSubquery' && kind !== 'exists' && kind !== 'inSubquery')
    for (const value of Object.values(node)) if (typeof value === 'object') scalarReferences(value, found);
  return found;
}

/** The one multi-value column the CASE reads as a single value, if there is exactly one. */
function mappedColumn(expression: CaseExpression, scope: Scope): ResolvedColumn | undefined {
  const columns = new Map<string, ResolvedColumn>();
  for (const reference of scalarReferences(expression)) {
    const resolved = scope.resolveOrUndefined(reference);
    if (resolved?.type.multiValue) columns.set(resolved.sql, resolved);
  }
  return columns.size === 1 ? [...columns.values()][0] : undefined;
}

/**
 * The CASE mapped over the values of the multi-value column it reads, or undefined when it reads none (or more than
 * one, or answers no text). `bind` binds the CASE in the scope it is given.
 */
export function mapCaseOverValues(
  expression: CaseExpression,
  scope: Scope,
  bind: (scope: Scope) => Bound,
): Bound | undefined {
  const column = mappedColumn(expression, scope);
  if (column === undefined) return undefined;
  const each = bind(new ValueScope(scope, column.sql));
  if (each.type.name !== 'VARCHAR' || each.type.multiValue) return undefined;
  // A row without values is mapped as one NULL value.
  const values = once(
    column.sql,
    (v) => `(CASE WHEN ${v} IS NULL OR len(${v}) = 0 THEN [NULL] ELSE ${v} END)`,
  );
  const sql = `list_transform(${values}, lambda ${VALUE}: ${each.sql})`;
  return derive(sql, T.multiString, expression.span, [each]);
}
