// Join conditions Druid 33 cannot plan: an ordering comparison between the two sides in an outer join (live: LEFT,
// RIGHT or FULL JOIN `ON a.s2 = b.s2 AND a.k < b.k` or `ON a.k < b.k` is a 400 "SQL requires a join with
// 'LESS_THAN' condition that is not supported"); an inner join runs it, alone or beside an equality, as a filter.
import type { ColumnReference, Expression } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { type Relation, Scope } from './scope.ts';

const ORDERINGS: Readonly<Record<string, string>> = {
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
};

function conjuncts(expression: Expression): Expression[] {
  if (expression.kind === 'binary' && expression.operator === 'AND')
    return [...conjuncts(expression.left), ...conjuncts(expression.right)];
  return [expression];
}

/** The column references of an expression, not looking into subqueries. */
function columnsOf(node: unknown, found: ColumnReference[] = []): ColumnReference[] {
  if (node === null || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) columnsOf(item, found);
    return found;
  }
  const kind = (node as { kind?: unknown }).kind;
  if (kind === 'column') found.push(node as ColumnReference);
  else if (kind !== 'scalarSubquery' && kind !== 'exists' && kind !== 'inSubquery')
    for (const value of Object.values(node)) if (typeof value === 'object') columnsOf(value, found);
  return found;
}

/** Which sides an expression reads: left, right, or both. */
function sidesOf(expression: Expression, left: Scope, right: Scope): Set<'left' | 'right'> {
  const sides = new Set<'left' | 'right'>();
  for (const reference of columnsOf(expression)) {
    for (const [side, scope] of [
      ['left', left],
      ['right', right],
    ] as const) {
      try {
        scope.resolve(reference);
        sides.add(side);
      } catch {
        // Not a column of this side.
      }
    }
  }
  return sides;
}

export function checkJoinCondition(
  on: Expression,
  joinType: string,
  left: readonly Relation[],
  right: readonly Relation[],
): void {
  const [leftScope, rightScope] = [new Scope(left), new Scope(right)];
  const parts = conjuncts(on).map((part) => ({
    part,
    both: sidesOf(part, leftScope, rightScope).size === 2,
  }));
  for (const { part, both } of parts) {
    const ordering = part.kind === 'binary' ? ORDERINGS[part.operator] : undefined;
    if (both && ordering !== undefined && joinType !== 'INNER')
      throw new SqlError(
        'validation',
        `Query could not be planned. A possible reason is [SQL requires a join with '${ordering}' condition that is not supported.]`,
        part.span,
      );
  }
}
