// Where Druid's grouping and output differ from DuckDB's: -0.0 and 0.0 are two groups, a TopN puts nulls first both
// ways, a FLOAT computed as a double is written as a float (docs/facts/sql-semantics.md §sql-semantics.7).
import type { OrderItem } from '../ast/nodes.ts';
import { utf16Length } from '../functions/utf16.ts';
import type { Bound } from './bound.ts';
import { floatOfDouble, once } from './java-values.ts';

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

/**
 * A select item as the query writes it: a FLOAT computed as a double narrows to a float only here, at the output
 * (Druid 33 live: `"f" * "d"` is 1.6500001, `LOG10(ABS("f") + 1)` is computed in double); a CHAR folded from a
 * literal is blank-padded to its length (`SUBSTRING('Alpha', 1, 2)` answers `'Al   '`).
 */
export function outputSql(item: Bound, value: string, written: boolean, folded: boolean): string {
  // A constant Calcite folds is a BigDecimal literal: a double of it has no negative zero (druid-planning.ts).
  const floating = ['DOUBLE', 'FLOAT', 'DECIMAL'].includes(item.type.name);
  const sql = folded && floating && item.constant === undefined ? `(${value} + 0.0)` : value;
  // An empty multi-value string computed by the query is written as the text `[]` (Druid 33 live: MV_SLICE of a
  // one-value row, STRING_TO_MV('1', '.')); a stored one is NULL already (plan/stored-types.ts).
  if (written && item.type.multiValue)
    return once(sql, (v) => `(CASE WHEN len(${v}) = 0 THEN ['[]'] ELSE ${v} END)`);
  if (item.type.name === 'FLOAT' && !/^"[^"]*"\."[^"]*"$|^"[^"]*"$/.test(sql))
    return floatOfDouble(`CAST(${sql} AS DOUBLE)`);
  if (item.type.char && item.type.charLength !== undefined && item.constant === undefined)
    return once(sql, (v) => `${v} || repeat(' ', greatest(${item.type.charLength} - ${utf16Length(v)}, 0))`);
  return sql;
}

/**
 * After a floating-point order key, its sign: Java's Double.compare puts -0.0 before 0.0 (live 33, `ORDER BY "d"`
 * lists the -0.0 group first), where DuckDB holds them equal.
 */
export function signOrder(item: Bound | undefined, order: OrderItem): string {
  if (item === undefined || !['DOUBLE', 'FLOAT', 'DECIMAL'].includes(item.type.name)) return '';
  return `, signbit(${item.sql}) ${order.direction === 'ASC' ? 'DESC' : 'ASC'}`;
}
