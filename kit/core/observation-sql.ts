// The SQL the kit runs to observe a target (its datasources' rows, sys.segments, INFORMATION_SCHEMA), not to judge
// SQL: asked as `object`, the plainest result format (SQL-019), so a target whose other formats deviate is still
// observed truly, and a scenario about retention or segments fails for its own rule, not for a format's.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';
import type { SqlResult } from './sql-result.ts';

/** Plain objects keyed by column name: the `object` result format. */
function objectRows(body: unknown): Record<string, unknown>[] {
  const shown = () => JSON.stringify(body)?.slice(0, 1000);
  assert.ok(Array.isArray(body), `Expected a JSON array of row objects, got: ${shown()}`);
  for (const row of body)
    assert.ok(
      row !== null && typeof row === 'object' && !Array.isArray(row),
      `Expected every row to be a JSON object (resultFormat object), got: ${shown()}`,
    );
  return body as Record<string, unknown>[];
}

/**
 * Runs `sql` and answers its rows as arrays in the order of `columns` (the query's own select list; left out for
 * `SELECT *`, then the first row's keys). A column a row lacks fails the observation. No types: the `object`
 * format has none, so numbers compare with the default tolerance.
 */
export async function observe(sender: Sender, sql: string, columns?: readonly string[]): Promise<SqlResult> {
  const response = await sender.request(
    'POST',
    '/analytics/v2/sql',
    JSON.stringify({ query: sql, resultFormat: 'object' }),
  );
  assertStatus(response, 200);
  const objects = objectRows(jsonBody(response));
  const names = columns ?? Object.keys(objects[0] ?? {});
  const rows = objects.map((row) =>
    names.map((name) => {
      assert.ok(
        Object.hasOwn(row, name),
        `A row has no column "${name}": ${JSON.stringify(row).slice(0, 500)}`,
      );
      return row[name];
    }),
  );
  return { columns: names, types: [], sqlTypes: [], rows };
}
