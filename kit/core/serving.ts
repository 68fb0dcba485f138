// What the cluster serves, observed through SQL: a datasource's rows, its presence, and its used segments in sys.segments.
import assert from 'node:assert/strict';
import { observe } from './observation-sql.ts';
import type { Sender } from './sender.ts';
import { assertResultMatches, type ExpectedResult } from './sql-result.ts';

const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The datasource answers exactly these rows (the table's columns, any order) to SQL. */
export async function assertDatasourceRows(
  sender: Sender,
  datasource: string,
  expected: ExpectedResult,
): Promise<void> {
  const columns = expected.columns.map(identifier).join(', ');
  const result = await observe(sender, `SELECT ${columns} FROM ${identifier(datasource)}`, expected.columns);
  assertResultMatches(expected, result, false);
}

/**
 * SQL does not know the datasource: no table of that name in INFORMATION_SCHEMA (nothing of it is served). Rows, not
 * a COUNT: real Druid answers no row at all to a COUNT over no metadata-table row (docs/facts/sql.md §sql.47).
 */
export async function assertUnknownToSql(sender: Sender, datasource: string): Promise<void> {
  const result = await observe(
    sender,
    `SELECT "TABLE_NAME" FROM INFORMATION_SCHEMA.TABLES WHERE "TABLE_SCHEMA" = 'druid' AND "TABLE_NAME" = ${literal(datasource)}`,
    ['TABLE_NAME'],
  );
  assert.deepEqual(result.rows, [], `SQL still knows datasource ${datasource}`);
}

/**
 * SQL serves no row of the datasource: it does not know it, or it knows it and answers no row. Druid 33 with its
 * schema cache lists again, about a minute after they were unloaded, a datasource whose used segments are all
 * unavailable (its "cold" schema), and answers no row from it (docs/facts/retention-rules.md §retention-rules.11).
 */
export async function assertServesNoRows(sender: Sender, datasource: string): Promise<void> {
  const known = await observe(
    sender,
    `SELECT "TABLE_NAME" FROM INFORMATION_SCHEMA.TABLES WHERE "TABLE_SCHEMA" = 'druid' AND "TABLE_NAME" = ${literal(datasource)}`,
    ['TABLE_NAME'],
  );
  if (known.rows.length === 0) return;
  const result = await observe(sender, `SELECT * FROM ${identifier(datasource)} LIMIT 1`);
  assert.deepEqual(result.rows, [], `SQL still serves rows of datasource ${datasource}`);
}

/** The datasource's used segments in sys.segments (`is_published` 1), the table's columns, any order. */
export async function assertPublishedSegments(
  sender: Sender,
  datasource: string,
  expected: ExpectedResult,
): Promise<void> {
  const columns = expected.columns.map(identifier).join(', ');
  const result = await observe(
    sender,
    `SELECT ${columns} FROM sys.segments WHERE "datasource" = ${literal(datasource)} AND "is_published" = 1`,
    expected.columns,
  );
  assertResultMatches(expected, result, false);
}
