// Nested and numerous subqueries: measured, refused beyond their bounds, and planned fast (flat) when deep.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { catalogOf, openTestEngine, type TestEngine } from './engine-test-support.ts';
import { SqlError } from './errors.ts';
import {
  checkSubqueries,
  FLAT_PLANNING_NESTING,
  MAX_SUBQUERIES,
  MAX_SUBQUERY_NESTING,
  subqueryShape,
} from './nesting.ts';
import { parseStatement } from './parse.ts';

const nestedScalars = (levels: number): string => {
  let query = '1';
  for (let i = 0; i < levels; i++) query = `(SELECT ${query})`;
  return `SELECT ${query}`;
};

const nestedExists = (levels: number): string => {
  let query = '1';
  for (let i = 0; i < levels; i++) query = `(SELECT 1 FROM (SELECT 1 AS a) t WHERE EXISTS (SELECT ${query}))`;
  return `SELECT ${query}`;
};

const nestedIn = (levels: number): string => {
  let query = '1';
  for (let i = 0; i < levels; i++) query = `(SELECT 1 FROM (SELECT 1 AS a) t WHERE a IN (SELECT ${query}))`;
  return `SELECT ${query}`;
};

/** A chain of nodes of one kind, `levels` deep, as the parser would build (only `kind` matters to the walk). */
const chainOf = (kind: string, levels: number): unknown => {
  let node: unknown = { kind: 'literal', value: 1 };
  for (let i = 0; i < levels; i++) node = { kind, query: { kind: 'select', items: [node] } };
  return node;
};

let engine: TestEngine;
before(async () => {
  engine = await openTestEngine(catalogOf());
});
after(async () => {
  await engine.duck.close();
});

test('the shape counts scalar, IN and EXISTS subqueries and their deepest nesting, not derived tables', () => {
  assert.deepEqual(subqueryShape(parseStatement(nestedScalars(7))), { depth: 7, count: 7 });
  // Each level is a scalar subquery holding an EXISTS: two subqueries a level.
  assert.deepEqual(subqueryShape(parseStatement(nestedExists(3))), { depth: 6, count: 6 });
  const derived = parseStatement('SELECT * FROM (SELECT * FROM (SELECT 1 AS a) t) u WHERE a IN (SELECT 1)');
  assert.deepEqual(subqueryShape(derived), { depth: 1, count: 1 });
  const siblings = parseStatement(`SELECT ${Array.from({ length: 5 }, () => '(SELECT 1)').join(' + ')}`);
  assert.deepEqual(subqueryShape(siblings), { depth: 1, count: 5 });
});

test('beyond the nesting bound or the count bound a statement is refused as a resource limit', () => {
  const refused = (tree: unknown, pattern: RegExp) =>
    assert.throws(
      () => checkSubqueries(tree),
      (error: unknown) =>
        error instanceof SqlError && error.kind === 'resourceLimit' && pattern.test(error.message),
    );
  checkSubqueries(chainOf('scalarSubquery', MAX_SUBQUERY_NESTING));
  refused(
    chainOf('exists', MAX_SUBQUERY_NESTING + 1),
    /nested too deeply: more than 64 levels of subqueries/,
  );
  const many = `SELECT ${Array.from({ length: MAX_SUBQUERIES + 1 }, (_, i) => `(SELECT 1) AS c${i}`).join(', ')}`;
  assert.throws(() => parseStatement(many), /too many subqueries: 257 \(the limit is 256\)/);
});

// A hang guard, not a speed target (bench:attacks measures): without the flat planner these run for minutes.
test('50 nested scalar subqueries and 30 nested IN subqueries answer (the flat planner)', {
  timeout: 120_000,
}, async () => {
  assert.ok(50 > FLAT_PLANNING_NESTING);
  for (const query of [nestedScalars(50), nestedIn(30)]) {
    const result = await engine.engine.query({ query, context: {}, parameters: [] });
    assert.deepEqual(result.rows, [[1]]);
  }
  // Without the flat planner, 25 nested scalar subqueries took 14 s and 12 nested EXISTS more than 20 s.
  // (EXISTS itself is refused as Druid refuses it; IN subqueries nest the same way.)
  assert.equal(engine.duck.runningCount, 0);
});

test('the full planner keeps filter pushdown; the flat planner is an instance without it', async () => {
  const { rows } = await engine.duck.run(
    "SELECT current_setting('disabled_optimizers') AS off",
    undefined,
    'full',
  );
  assert.deepEqual(rows, [['']]);
  const flat = await engine.duck.run(
    "SELECT current_setting('disabled_optimizers') AS off",
    undefined,
    'flat',
  );
  assert.deepEqual(flat.rows, [['filter_pushdown']]);
});
