// UNION ALL as Druid 33 plans it (docs/facts/sql-semantics.md §sql-semantics.8): at the top of a query any two
// queries, a number meeting a string making the column a string; inside a query (a FROM subquery, a CTE) only whole
// tables with the same columns, which Druid reads as one union datasource.
import type { QueryBody, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { T } from '../types.ts';
import type { Bound } from './bound.ts';
import { textOf } from './cast.ts';
import { neverHolds } from './druid-planning.ts';
import type { RelationColumn } from './scope.ts';
import { unify } from './unify.ts';

interface Branch {
  readonly sql: string;
  readonly columns: readonly RelationColumn[];
}

const refusal = (reason: string, span: Span): SqlError =>
  new SqlError('validation', `Query could not be planned. A possible reason is [${reason}]`, span);

/**
 * The columns a branch reads from its one table, when it reads plain columns (renamed or not) and nothing else, with
 * no filter: Druid unions such scans when both read the same columns (live 33: two branches reading "l" AS "v" run;
 * a WHERE on either branch, or "s2" AS "v" beside "s" AS "v", is refused).
 */
function scannedColumns(body: QueryBody, branch: Branch): string[] | undefined {
  if (body.kind !== 'select' || body.from?.kind !== 'table') return undefined;
  if (body.where !== undefined) return undefined;
  if (body.groupBy.length > 0 || body.having !== undefined || body.distinct) return undefined;
  const names: string[] = [];
  for (const [index, item] of body.items.entries()) {
    if (item.kind === 'star') return branch.columns.map((column) => column.name);
    if (item.expression.kind !== 'column' || item.expression.path.length !== 1) return undefined;
    names.push(item.expression.path[0]?.name ?? String(index));
  }
  return names;
}

const provablyEmpty = (body: QueryBody): boolean =>
  body.kind === 'select' && body.where !== undefined && neverHolds(body.where);

/** Inside a query, a UNION ALL of anything but scans of the same columns of the same types is refused, as Druid 33 does. */
export function checkNestedUnion(
  left: QueryBody,
  right: QueryBody,
  columns: [Branch, Branch],
  span: Span,
): void {
  // A branch whose filter can never hold is pruned first: what is left is one query (live 33: a branch under
  // `WHERE -100 != -100` or `WHERE "s" NOT IN ('a', NULL)` beside any other runs).
  if (provablyEmpty(left) || provablyEmpty(right)) return;
  const [a, b] = columns;
  const [namesA, namesB] = [scannedColumns(left, a), scannedColumns(right, b)];
  const sameTypes = a.columns.every((column, index) => column.type.name === b.columns[index]?.type.name);
  // Other columns are named before other types (live 33: "d" AS "l" beside "l" is refused for the names).
  if (namesA !== undefined && namesB !== undefined && namesA.join('\u0000') !== namesB.join('\u0000'))
    throw refusal(
      `SQL requires union between two tables and column names queried for each table are different Left: [${namesA.join(', ')}], Right: [${namesB.join(', ')}].`,
      span,
    );
  if (namesA === undefined || namesB === undefined || !sameTypes)
    throw refusal(
      'SQL requires union between inputs that are not simple table scans and involve a filter or aliasing. Or column types of tables being unioned are not of same type.',
      span,
    );
}

/**
 * The columns of `left UNION ALL right` and both branches' SQL: a column where a string meets a number or a time is a
 * VARCHAR, the other branch's values written as text (Druid 33 live: DOUBLE with VARCHAR is VARCHAR, `-1.0E-300`).
 */
export function unionColumns(
  left: Branch,
  right: Branch,
  span: Span,
  operator: string,
): { columns: RelationColumn[]; left: string; right: string } {
  const fake = (column: RelationColumn): Bound => ({
    sql: '',
    type: column.type,
    span,
    aggregate: false,
    ungrouped: undefined,
  });
  const columns = left.columns.map((column, index) => {
    const other = right.columns[index] as RelationColumn;
    const stringMeetsOther =
      (column.type.name === 'VARCHAR') !== (other.type.name === 'VARCHAR') &&
      column.type.name !== 'NULL' &&
      other.type.name !== 'NULL';
    const type = stringMeetsOther ? T.varchar : unify([fake(column), fake(other)], span, operator).type;
    return { name: column.name, type };
  });
  const asText = (branch: Branch): string => {
    const changed = branch.columns.some(
      (column, index) => columns[index]?.type.name === 'VARCHAR' && column.type.name !== 'VARCHAR',
    );
    if (!changed) return branch.sql;
    const list = branch.columns.map((column, index) => {
      const ref = `"$u".${quoteIdentifier(column.name)}`;
      const value = columns[index]?.type.name === 'VARCHAR' ? textOf({ ...fake(column), sql: ref }) : ref;
      return `${value} AS ${quoteIdentifier(column.name)}`;
    });
    return `SELECT ${list.join(', ')} FROM (${branch.sql}) AS "$u"`;
  };
  return { columns, left: asText(left), right: asText(right) };
}
