// Families over more than one relation: subqueries, joins, UNION ALL, and window functions.
import { columnOf } from './expressions.ts';
import { exprContext, type Family, from, maybeWhere, pickType, valueExpression } from './family.ts';
import { predicate } from './predicates.ts';
import { CHANNELS, TYPED, WIKI } from './schema.ts';

const T = from(TYPED);

/** Subqueries in FROM, IN, NOT IN and scalar position, and common table expressions. */
export const subqueryFamily: Family = {
  name: 'subquery',
  count: 50,
  make(rng) {
    const ctx = exprContext(rng, TYPED);
    const key = rng.pick(['"s2"', '"n_text"', 'MOD("k", 4)', '"s"']);
    const number = columnOf(ctx, rng.pick(['long', 'double'] as const)) ?? '"k"';
    const query = rng.pick([
      () =>
        `SELECT COUNT(*) AS "groups", SUM("v") AS "total", MAX("n") AS "biggest" FROM (SELECT ${key} AS "g", SUM(${number}) AS "v", COUNT(*) AS "n" FROM ${T}${maybeWhere(ctx)} GROUP BY 1)`,
      () =>
        `SELECT "k" FROM ${T} WHERE ${rng.pick(['"s"', '"s2"', '"n_text"'])} ${rng.chance(0.4) ? 'NOT ' : ''}IN (SELECT ${rng.pick(['"s2"', '"s"', '"n_text"'])} FROM ${T} WHERE ${predicate(ctx, 1)})`,
      () =>
        `SELECT "k" FROM ${T} WHERE ${number} ${rng.pick(['>', '<', '='])} (SELECT ${rng.pick(['AVG', 'MIN', 'MAX'])}(${number}) FROM ${T}${maybeWhere(ctx)})`,
      () =>
        `WITH "w" AS (SELECT "k", ${valueExpression(ctx, pickType(rng))} AS "e" FROM ${T}${maybeWhere(ctx)}) SELECT COUNT(*) AS "n", COUNT("e") AS "with_e" FROM "w"`,
      () =>
        `SELECT "k", "e" FROM (SELECT "k", ${valueExpression(ctx, 'long')} AS "e" FROM ${T}) WHERE "e" ${rng.pick(['>', '<=', '<>'])} ${rng.pick(['0', '3', '-1'])}`,
      () =>
        `SELECT "g", "n" FROM (SELECT ${key} AS "g", COUNT(*) AS "n" FROM ${T} GROUP BY 1) WHERE "n" > 1 ORDER BY "g"`,
      () => `SELECT COUNT(*) AS "n" FROM ${T} WHERE EXISTS (SELECT 1 FROM ${T} AS "o" WHERE "o"."k" > 20)`,
    ])();
    return {
      title: 'A subquery (FROM, IN, scalar) or a common table expression',
      query,
      ordered: /ORDER BY/.test(query),
    };
  },
};

const JOIN_KEYS = [
  ['"s2"', '"s2"'],
  ['"n_text"', '"s"'],
  ['"s"', '"s"'],
  ['"k"', '"l"'],
  ['"s2"', '"n_text"'],
] as const;

/** Inner and outer joins of the typed table with itself, of the edits with the channels, and with subqueries. */
export const joinFamily: Family = {
  name: 'join',
  count: 45,
  make(rng) {
    // RIGHT and FULL joins only where the right side's unmatched rows meet a left table of one segment, or where the
    // join is refused: Druid 33 answers each unmatched right row once per segment of the left table (a Druid bug,
    // docs/facts/sql-semantics.md §8), and the typed table has 15.
    const kind = rng.pick(['INNER', 'LEFT', 'INNER', 'LEFT', 'RIGHT', 'FULL']);
    const inner = rng.pick(['INNER', 'LEFT']);
    const ctx = exprContext(rng, TYPED, '"a".');
    const query = rng.pick([
      () => {
        const [left, right] = rng.pick(JOIN_KEYS);
        return `SELECT "a"."k" AS "ak", "b"."k" AS "bk" FROM ${T} AS "a" ${inner} JOIN ${T} AS "b" ON "a".${left} = "b".${right}${maybeWhere(ctx, 0.3)}`;
      },
      () =>
        `SELECT "c"."lang" AS "lang", COUNT(*) AS "edits", SUM("e"."added") AS "added", MAX("c"."speakers") AS "speakers" FROM ${from(WIKI)} AS "e" ${kind} JOIN ${from(CHANNELS)} AS "c" ON "e"."channel" = "c"."channel" GROUP BY 1 ORDER BY 1`,
      () =>
        `SELECT "a"."k" AS "k", "g"."n" AS "n" FROM ${T} AS "a" ${inner} JOIN (SELECT "s2", COUNT(*) AS "n" FROM ${T} GROUP BY 1) AS "g" ON "a"."s2" = "g"."s2"`,
      () =>
        `SELECT "a"."s2" AS "s2", COUNT(*) AS "pairs", SUM("b"."l") AS "total" FROM ${T} AS "a" ${kind} JOIN ${T} AS "b" ON "a"."s2" = "b"."s2" AND "a"."k" < "b"."k" GROUP BY 1 ORDER BY 1`,
      () =>
        `SELECT "a"."k" AS "ak", "b"."k" AS "bk" FROM ${T} AS "a" ${inner} JOIN ${T} AS "b" ON UPPER("a"."s") = UPPER("b"."s") WHERE "a"."k" <> "b"."k"`,
    ])();
    const used = /(INNER|LEFT|RIGHT|FULL) JOIN/.exec(query)?.[1] ?? kind;
    return { title: `${used} JOIN`, query, ordered: /ORDER BY/.test(query) };
  },
};

/** UNION ALL at the top and in FROM, with compatible and mixed column types. */
export const unionFamily: Family = {
  name: 'union',
  count: 25,
  make(rng) {
    const ctx = exprContext(rng, TYPED);
    const value = () => rng.pick(['"s"', '"s2"', '"l"', '"d"', 'CAST("k" AS VARCHAR)']);
    const branch = () => `SELECT "k", ${value()} AS "v" FROM ${T} WHERE ${predicate(ctx, 1)}`;
    // Inside a query Druid unions plain scans only: half the inner branches read a column with no filter.
    const inner = () =>
      rng.chance(0.5) ? `SELECT "k", ${rng.pick(['"s"', '"l"', '"d"'])} AS "v" FROM ${T}` : branch();
    const query = rng.pick([
      () => `${branch()} UNION ALL ${branch()}`,
      () => `SELECT COUNT(*) AS "n" FROM (${inner()} UNION ALL ${inner()})`,
      () =>
        `SELECT 1 AS "x", 'one' AS "y" UNION ALL SELECT 2, 'two' UNION ALL SELECT ${rng.pick(['NULL', '3', '2.5'])}, ${rng.pick(["'three'", 'NULL', "''"])}`,
      () =>
        `SELECT "s2" AS "g", COUNT(*) AS "n" FROM ${T} GROUP BY 1 UNION ALL SELECT "channel", COUNT(*) FROM ${from(WIKI)} WHERE "channel" LIKE '#e%' GROUP BY 1`,
    ])();
    return { title: 'UNION ALL', query, ordered: false };
  },
};

const WINDOW_FUNCTIONS = [
  'ROW_NUMBER()',
  'RANK()',
  'DENSE_RANK()',
  'NTILE(3)',
  'PERCENT_RANK()',
  'CUME_DIST()',
  'COUNT(*)',
  'SUM("l")',
  'SUM("d")',
  'MIN("s")',
  'MAX("k")',
  'AVG("f")',
  'LAG("s")',
  'LAG("k", 2)',
  'LEAD("d")',
  'FIRST_VALUE("s")',
  'LAST_VALUE("k")',
];

const WINDOWS = [
  'PARTITION BY "s2" ORDER BY "k"',
  'ORDER BY "k"',
  'PARTITION BY "s2"',
  'ORDER BY "s2", "k"',
  'PARTITION BY "s2" ORDER BY "k" ROWS BETWEEN 1 PRECEDING AND CURRENT ROW',
  'ORDER BY "k" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW',
  'PARTITION BY "s2" ORDER BY "k" ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING',
  'PARTITION BY MOD("k", 2) ORDER BY "d", "k"',
];

/** Window functions over rows and over groups (orderings end on the key, so every value is determined). */
export const windowFamily: Family = {
  name: 'window',
  count: 60,
  make(rng) {
    const ctx = exprContext(rng, TYPED);
    const query = rng.chance(0.8)
      ? `SELECT "k", ${rng.pick(WINDOW_FUNCTIONS)} OVER (${rng.pick(WINDOWS)}) AS "w" FROM ${T}${maybeWhere(ctx, 0.3)}`
      : `SELECT "s2", SUM("k") AS "total", ${rng.pick(['SUM(SUM("k")) OVER ()', 'RANK() OVER (ORDER BY SUM("k"))', 'COUNT(*) OVER ()', 'ROW_NUMBER() OVER (ORDER BY "s2")'])} AS "w" FROM ${T} GROUP BY "s2"`;
    return { title: 'A window function', query, ordered: false };
  },
};
