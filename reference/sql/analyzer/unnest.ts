// UNNEST(array) in FROM: one row per element, reading columns of the relations joined before it (a lateral join).
import type { Expression, UnnestReference } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { sqlTypeName, T } from '../types.ts';
import { aliasDegreeError } from './column-aliases.ts';
import type { AnalysisEnv } from './env.ts';
import { bindExpression } from './expressions.ts';
import { type Relation, Scope } from './scope.ts';

const isMultiValueArray = (array: Expression): boolean =>
  array.kind === 'call' && array.name === 'MV_TO_ARRAY';

/** The relation of an UNNEST; `left` are the relations before it in the FROM clause, which its array may read. */
export function analyzeUnnest(
  item: UnnestReference,
  env: AnalysisEnv,
  outer: Scope | undefined,
  left: readonly Relation[],
): { relations: Relation[]; sql: string } {
  const [array, ...more] = item.arrays;
  // The real system fails to plan several arrays in one UNNEST (a 501): one array per UNNEST here, a 400.
  if (array === undefined || more.length > 0)
    throw new SqlError(
      'unsupported',
      'UNNEST takes exactly one array; join one UNNEST per array with CROSS JOIN',
      item.span,
    );
  const bound = bindExpression(array, {
    env,
    scope: new Scope(left, outer),
    aggregates: 'UNNEST',
    groupKeys: undefined,
    inAggregate: false,
  });
  if (bound.type.name !== 'ARRAY')
    throw new SqlError(
      'validation',
      `Cannot apply 'UNNEST' to arguments of type 'UNNEST(<${sqlTypeName(bound.type)}>)'. Supported form(s): 'UNNEST(<ARRAY>)'`,
      array.span,
    );
  const element = bound.type.element ?? T.varchar;
  // Without a column list the column takes the relation's alias, as the real system names it (§sql.31).
  const column = item.columnAliases[0]?.name ?? item.alias?.name ?? 'EXPR$0';
  const type = element.name === 'NULL' ? T.varchar : element;
  if (item.columnAliases.length > 1)
    throw aliasDegreeError([{ name: 'EXPR$0', type }], item.columnAliases.length, item.span);
  const alias = item.alias?.name ?? env.freshAlias();
  // A multi-value string's row without values unnests to one NULL (Druid 33 live: UNNEST(MV_TO_ARRAY("mv")) keeps
  // the rows whose mv is NULL, with a NULL element); an array's NULL or empty list to no row.
  const list = isMultiValueArray(array) ? `coalesce(nullif(${bound.sql}, []), [NULL])` : bound.sql;
  return {
    relations: [{ alias, columns: [{ name: column, type }], hasTime: false }],
    // DuckDB joins a FROM subquery that reads columns of the relations before it laterally.
    sql: `(SELECT unnest(${list}) AS "$element") AS ${quoteIdentifier(alias)}(${quoteIdentifier(column)})`,
  };
}
