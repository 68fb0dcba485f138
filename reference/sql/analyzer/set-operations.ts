// UNION ALL as Druid 33 plans it (docs/facts/sql-semantics.md §sql-semantics.8): at the top of a query any two
// queries, a number meeting a string making the column a string; inside a query (a FROM subquery, a CTE) only whole
// tables with the same columns, which Druid reads as one union datasource.
import type { QueryBody, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { T } from '../types.ts';
import type { Bound } from './bound.ts';
import { textOf } from './cast.ts';
import type { RelationColumn } from './scope.ts';
import { unify } from './unify.ts';

interface Branch {
  readonly sql: string;
  readonly columns: readonly RelationColumn[];
}

const refusal = (reason: string, span: Span): SqlError =>
  new SqlError('validation', `Query could not be planned. A possible reason is [${reason}]`, span);

/** A branch Druid can read as a table of a union datasource: plain columns of one table, nothing else. */
function isTableScan(body: QueryBody): boolean {
  if (body.kind !== 'select') return false;
  const plainItems = body.items.every(
    (item) =>
      item.kind === 'star' ||
      (item.expression.kind === 'column' &&
        item.expression.path.length === 1 &&
        (item.alias === undefined || item.alias.name === item.expression.path[0]?.name)),
  );
  return (
    plainItems &&
    body.from?.kind === 'table' &&
    body.where === undefined &&
    body.groupBy.length === 0 &&
    body.having === undefined &&
    !body.distinct
  );
}

/** Inside a query, a UNION ALL of anything but whole tables with the same columns is refused, as Druid 33 does. */
export function checkNestedUnion(
  left: QueryBody,
  right: QueryBody,
  columns: [Branch, Branch],
  span: Span,
): void {
  if (!isTableScan(left) || !isTableScan(right))
    throw refusal(
      'SQL requires union between inputs that are not simple table scans and involve a filter or aliasing. Or column types of tables being unioned are not of same type.',
      span,
    );
  const [a, b] = columns;
  const names = (branch: Branch) => branch.columns.map((column) => column.name);
  if (names(a).join('\u0000') !== names(b).join('\u0000'))
    throw refusal(
      `SQL requires union between two tables and column names queried for each table are different Left: [${names(a).join(', ')}], Right: [${names(b).join(', ')}].`,
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
