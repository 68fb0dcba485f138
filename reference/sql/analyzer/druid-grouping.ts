// Where Druid's grouping differs from DuckDB's: -0.0 and 0.0 are two groups, and a TopN puts nulls first both ways
// (docs/facts/sql-semantics.md §sql-semantics.7).
import type { OrderItem } from '../ast/nodes.ts';
import type { Bound } from './bound.ts';

/** The GROUP BY list: a floating-point key also groups by its sign bit, so -0.0 is a group of its own. */
export function groupByList(keys: readonly Bound[], rewrite: (sql: string) => string): string[] {
  return keys.flatMap((key) => {
    const sql = rewrite(key.sql);
    const floating = key.type.name === 'DOUBLE' || key.type.name === 'FLOAT' || key.type.name === 'DECIMAL';
    return floating ? [sql, `signbit(${sql})`] : [sql];
  });
}

/**
 * A query Druid plans as a TopN (one GROUP BY key, ordered by that key alone, with a LIMIT) sorts nulls first in
 * descending order too (live 33: `GROUP BY "s2" ORDER BY "s2" DESC LIMIT 10` starts with the null group; without
 * LIMIT the null group comes last).
 */
export function topNNullsFirst(
  order: readonly OrderItem[],
  keyCount: number,
  limited: boolean,
  ordersByKey: (item: OrderItem) => boolean,
): boolean {
  const [only] = order;
  return (
    keyCount === 1 &&
    limited &&
    order.length === 1 &&
    only !== undefined &&
    only.direction === 'DESC' &&
    only.nulls === undefined &&
    ordersByKey(only)
  );
}
