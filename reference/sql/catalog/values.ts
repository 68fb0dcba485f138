// Renders in-memory rows (metadata tables) as a DuckDB VALUES relation with typed columns.

import { quoteIdentifier, quoteString } from '../execute/quote.ts';
import { duckTypeOf } from '../types.ts';
import type { CatalogColumn } from './catalog.ts';

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return quoteString(String(value));
}

/** `(SELECT CAST(col1 AS T1) AS "c1", … FROM (VALUES …) AS v(col1, …))`, or an empty typed relation. */
export function valuesSql(columns: readonly CatalogColumn[], rows: readonly (readonly unknown[])[]): string {
  const casts = columns
    .map(
      (column, index) => `CAST(c${index} AS ${duckTypeOf(column.type)}) AS ${quoteIdentifier(column.name)}`,
    )
    .join(', ');
  const names = columns.map((_, index) => `c${index}`).join(', ');
  if (rows.length === 0) {
    const nulls = columns.map((_, index) => `NULL AS c${index}`).join(', ');
    return `(SELECT ${casts} FROM (SELECT ${nulls}) AS v WHERE FALSE)`;
  }
  const tuples = rows.map((row) => `(${columns.map((_, index) => literal(row[index])).join(', ')})`);
  return `(SELECT ${casts} FROM (VALUES ${tuples.join(', ')}) AS v(${names}))`;
}
