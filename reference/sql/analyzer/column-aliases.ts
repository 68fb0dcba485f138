// `AS t(a, b)` after a FROM item: new names for its columns, in order, checked against how many it has.
import type { Identifier, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import type { Relation, RelationColumn } from './scope.ts';

/** The real system's refusal of a list of names longer or shorter than the columns (docs/facts/sql.md §sql.30). */
export function aliasDegreeError(columns: readonly RelationColumn[], aliases: number, span: Span): SqlError {
  const names = columns.map((column) => `'${column.name}'`).join(', ');
  return new SqlError(
    'validation',
    `List of column aliases must have same degree as table; table has ${columns.length} columns (${names}), whereas alias list has ${aliases} columns`,
    span,
  );
}

/**
 * The one relation of a FROM item under its new column names: `sql` ends with `AS "alias"`, and DuckDB takes the
 * names positionally after it.
 */
export function withColumnAliases(
  analyzed: { readonly relations: readonly Relation[]; readonly sql: string },
  aliases: readonly Identifier[],
  span: Span,
): { relations: Relation[]; sql: string } {
  const [relation] = analyzed.relations;
  if (aliases.length === 0 || relation === undefined || analyzed.relations.length !== 1)
    return { relations: [...analyzed.relations], sql: analyzed.sql };
  if (aliases.length !== relation.columns.length)
    throw aliasDegreeError(relation.columns, aliases.length, span);
  const columns = relation.columns.map((column, index) => ({
    ...column,
    name: aliases[index]?.name ?? column.name,
  }));
  const renamed: Relation = {
    alias: relation.alias,
    columns,
    // EARLIEST / LATEST need the datasource's `__time` under its own name.
    hasTime: relation.hasTime && columns.some((column) => column.name === '__time'),
  };
  const names = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  return { relations: [renamed], sql: `${analyzed.sql}(${names})` };
}
