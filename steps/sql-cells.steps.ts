// Checks on one value of a SQL result that holds JSON as text (EXPLAIN's PLAN, RESOURCES and ATTRIBUTES).
import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { assertStatus } from '../kit/core/assertions.ts';
import { featureJson, jsonBody } from '../kit/core/json-body.ts';
import { containsJson } from '../kit/core/json-match.ts';
import { splitArrayResult } from '../kit/core/sql-result.ts';
import type { ApiWorld } from './world.ts';

/** The value of `column` in the first row of the last SQL result (status 200 checked first). */
function firstRowValue(world: ApiWorld, column: string): unknown {
  world.statusChecked = true;
  assertStatus(world.lastResponse(), 200);
  const result = splitArrayResult(jsonBody(world.lastResponse()));
  const index = result.columns.indexOf(column);
  assert.ok(index >= 0, `The result has no column ${column}: ${result.columns.join(', ')}`);
  assert.ok(result.rows.length > 0, 'The result has no row');
  return result.rows[0]?.[index];
}

Then(
  "the SQL result's {string} is JSON text containing:",
  function (this: ApiWorld, column: string, expected: string) {
    const value = firstRowValue(this, column);
    assert.equal(typeof value, 'string', `${column} should hold JSON as text, got ${JSON.stringify(value)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value as string);
    } catch {
      assert.fail(`${column} is not JSON text: ${String(value).slice(0, 500)}`);
    }
    const wanted = featureJson(this.expand(expected));
    assert.ok(
      containsJson(parsed, wanted),
      `${column} ${JSON.stringify(parsed).slice(0, 1000)} does not contain ${JSON.stringify(wanted)}`,
    );
  },
);

Then(
  "the SQL result's {string} does not contain {string}",
  function (this: ApiWorld, column: string, text: string) {
    const value = String(firstRowValue(this, column));
    assert.ok(!value.includes(text), `${column} contains ${JSON.stringify(text)}: ${value.slice(0, 1000)}`);
  },
);
