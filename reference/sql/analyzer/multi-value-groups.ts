// GROUP BY a multi-value string gives one group per value, as the real system does (docs/facts/sql.md §sql.23):
// each such key is unnested in a LATERAL subquery of the FROM clause (an empty or NULL list as one NULL value), and
// the key's SQL elsewhere in the SELECT is rewritten to the unnested value.
import { type SqlType, T } from '../types.ts';
import type { Bound } from './bound.ts';

export interface MultiValueGrouping {
  /** The FROM clause's SQL with the unnesting subqueries ('' when the query has no FROM and no such key). */
  readonly fromSql: string;
  /** SQL with every multi-value key replaced by its unnested value. */
  rewrite(sql: string): string;
  /** The type a select item has after the rewrite: a multi-value key is a single string per row. */
  typeOf(item: Bound): SqlType;
}

export function unnestMultiValueKeys(keys: readonly Bound[], fromSql: string): MultiValueGrouping {
  const multi = [...new Set(keys.filter((key) => key.type.multiValue).map((key) => key.sql))];
  if (multi.length === 0) return { fromSql, rewrite: (sql) => sql, typeOf: (item) => item.type };
  const names = multi.map((_, index) => `"__mv_key_${index}"`);
  const unnests = multi.map(
    (sql, index) =>
      `LATERAL (SELECT unnest(CASE WHEN len(${sql}) > 0 THEN ${sql} ELSE [NULL] END) AS ${names[index]}) AS "__mv_group_${index}"`,
  );
  // Longest first, so a key inside another key's SQL is not replaced before the outer one.
  const order = multi
    .map((sql, index) => ({ sql, name: names[index] as string }))
    .sort((a, b) => b.sql.length - a.sql.length);
  return {
    fromSql: [fromSql, ...unnests].filter((part) => part !== '').join(', '),
    rewrite: (sql) => order.reduce((text, key) => text.split(key.sql).join(key.name), sql),
    typeOf: (item) => (multi.includes(item.sql) ? T.varchar : item.type),
  };
}
