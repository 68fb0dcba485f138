// Families of aggregations: aggregates over a whole table, GROUP BY with HAVING, ORDER BY, LIMIT and OFFSET, and time buckets.
import type { ExprContext } from './expressions.ts';
import { columnOf, expression } from './expressions.ts';
import { exprContext, type Family, from, type GeneratedQuery, maybeWhere, quote } from './family.ts';
import { predicate } from './predicates.ts';
import type { Random } from './random.ts';
import { PERIODS, TYPED, WIKI, ZONES } from './schema.ts';

interface Aggregate {
  readonly sql: string;
  /** It counts distinct values: exactly (the context turns approximation off) or approximately. */
  readonly distinct?: 'exact' | 'approximate';
}

const numeric = (ctx: ExprContext): string =>
  ctx.rng.chance(0.6)
    ? (columnOf(ctx, ctx.rng.pick(['long', 'double'] as const)) ?? '1')
    : expression(ctx, ctx.rng.pick(['long', 'double'] as const), 1);

const anyColumn = (ctx: ExprContext): string =>
  columnOf(ctx, ctx.rng.pick(['string', 'long', 'double', 'time'] as const)) ?? '"__time"';

/** One aggregate call, sometimes with FILTER (WHERE …). */
function aggregate(ctx: ExprContext, distinctAllowed: boolean): Aggregate {
  const rng = ctx.rng;
  const choice = rng.weighted<() => Aggregate>([
    [2, () => ({ sql: 'COUNT(*)' })],
    [2, () => ({ sql: `COUNT(${anyColumn(ctx)})` })],
    [3, () => ({ sql: `SUM(${numeric(ctx)})` })],
    [2, () => ({ sql: `${rng.pick(['MIN', 'MAX'])}(${numeric(ctx)})` })],
    [1, () => ({ sql: `${rng.pick(['MIN', 'MAX'])}(${columnOf(ctx, 'time') ?? '"__time"'})` })],
    [2, () => ({ sql: `AVG(${numeric(ctx)})` })],
    [
      distinctAllowed ? 2 : 0,
      () => ({
        sql: `COUNT(DISTINCT ${anyColumn(ctx)})`,
        distinct: rng.chance(0.7) ? 'exact' : 'approximate',
      }),
    ],
    [
      distinctAllowed ? 1 : 0,
      () => ({ sql: `APPROX_COUNT_DISTINCT(${anyColumn(ctx)})`, distinct: 'approximate' }),
    ],
  ]);
  const made = choice();
  if (!rng.chance(0.2)) return made;
  return { ...made, sql: `${made.sql} FILTER (WHERE ${predicate(ctx, 1)})` };
}

/** Up to `count` aggregates, at most one counting distinct values (each needs a merge buffer of its own). */
function aggregates(ctx: ExprContext, count: number): Aggregate[] {
  const made: Aggregate[] = [];
  for (let i = 0; i < count; i++) made.push(aggregate(ctx, !made.some((a) => a.distinct !== undefined)));
  return made;
}

function contextOf(made: readonly Aggregate[]): Pick<GeneratedQuery, 'context' | 'tolerance'> {
  const distinct = made.find((a) => a.distinct !== undefined)?.distinct;
  if (distinct === 'exact') return { context: { useApproximateCountDistinct: false } };
  // An HLL estimate: Druid 33 answers 18 for the 17 distinct non-empty texts of "n_text", 20 for the 20 of "s".
  if (distinct === 'approximate') return { tolerance: 0.1 };
  return {};
}

/** Aggregates over the whole table (or the rows a predicate keeps). */
export const aggregateFamily: Family = {
  name: 'aggregate',
  count: 90,
  make(rng) {
    const table = rng.chance(0.25) ? WIKI : TYPED;
    const ctx = exprContext(rng, table);
    const made = aggregates(ctx, rng.between(1, 3));
    const select = made.map((a, i) => `${a.sql} AS "a${i}"`).join(', ');
    return {
      title: `Aggregates over the whole ${table === WIKI ? 'wikiticker slice' : 'typed table'}`,
      query: `SELECT ${select} FROM ${from(table)}${maybeWhere(ctx, 0.4)}`,
      ordered: false,
      ...contextOf(made),
    };
  },
};

/** Group keys: columns of few values and expressions over them. */
function groupKey(ctx: ExprContext): string {
  const table = ctx.table ?? TYPED;
  const rng = ctx.rng;
  if (rng.chance(0.55)) return quote(rng.pick(table.groupable));
  if (table === WIKI)
    return rng.pick([
      `TIME_FLOOR("__time", 'PT6H')`,
      `"added" / 100`,
      `SUBSTRING("channel", 2, 2)`,
      `"metroCode"`,
      `CASE WHEN "delta" < 0 THEN 'removal' ELSE 'addition' END`,
    ]);
  return rng.pick([
    `MOD("k", 3)`,
    `TIME_FLOOR("__time", 'P1M')`,
    `UPPER("s")`,
    `SUBSTRING("s", 1, 1)`,
    `"d"`,
    `"f"`,
    `"l"`,
    `CAST("d" AS BIGINT)`,
    `"d" > 0`,
    `COALESCE("s2", 'none')`,
    `EXTRACT(YEAR FROM "__time")`,
    `CHAR_LENGTH("s")`,
  ]);
}

/** GROUP BY one or two keys, HAVING, ORDER BY every key (a total order), LIMIT and OFFSET. */
export const groupFamily: Family = {
  name: 'group',
  count: 160,
  make(rng) {
    const table = rng.chance(0.3) ? WIKI : TYPED;
    const ctx = exprContext(rng, table);
    const keys = [...new Set(Array.from({ length: rng.between(1, 2) }, () => groupKey(ctx)))];
    const made = aggregates(ctx, rng.between(1, 3));
    const select = [
      ...keys.map((key, i) => `${key} AS "g${i}"`),
      ...made.map((a, i) => `${a.sql} AS "a${i}"`),
    ];
    const having = rng.chance(0.3)
      ? ` HAVING ${rng.pick(['COUNT(*) > 1', 'COUNT(*) = 1', `SUM(${numeric(ctx)}) > 0`, `MIN(${numeric(ctx)}) IS NOT NULL`])}`
      : '';
    const keyOrder = keys.map((_, i) => `"g${i}"${rng.chance(0.35) ? ' DESC' : ''}`);
    const order = rng.chance(0.3) ? [`"a0"${rng.chance(0.5) ? ' DESC' : ''}`, ...keyOrder] : keyOrder;
    const limit = rng.chance(0.4)
      ? ` LIMIT ${rng.between(1, 5)}${rng.chance(0.4) ? ` OFFSET ${rng.between(1, 3)}` : ''}`
      : '';
    return {
      title: `GROUP BY ${keys.length} key(s) over the ${table === WIKI ? 'wikiticker slice' : 'typed table'}, ordered by every key`,
      query:
        `SELECT ${select.join(', ')} FROM ${from(table)}${maybeWhere(ctx, 0.3)} GROUP BY ${keys.map((_, i) => String(i + 1)).join(', ')}` +
        `${having} ORDER BY ${order.join(', ')}${limit}`,
      ordered: true,
      ...contextOf(made),
    };
  },
};

const zone = (rng: Random) => rng.pick(ZONES);

/** Time buckets and fields in time zones, as functions' arguments or as the query's sqlTimeZone. */
export const timeFamily: Family = {
  name: 'time',
  count: 70,
  make(rng) {
    const table = rng.chance(0.2) ? WIKI : TYPED;
    const bucket = rng.pick([
      () => `TIME_FLOOR("__time", ${rng.pick(PERIODS)}, NULL, ${zone(rng)})`,
      () => `TIME_FLOOR("__time", ${rng.pick(PERIODS)})`,
      () => `FLOOR("__time" TO ${rng.pick(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'])})`,
      () => `TIME_FORMAT("__time", 'yyyy-MM-dd HH:mm', ${zone(rng)})`,
      () => `EXTRACT(${rng.pick(['HOUR', 'DAY', 'DOW', 'WEEK', 'MONTH'])} FROM "__time")`,
      () => `TIME_EXTRACT("__time", '${rng.pick(['HOUR', 'DAY', 'DOW', 'WEEK'])}', ${zone(rng)})`,
      () => `CAST("__time" AS DATE)`,
      () => `DATE_TRUNC('${rng.pick(['day', 'week', 'month'])}', "__time")`,
    ])();
    const context = rng.chance(0.4) ? { sqlTimeZone: rng.pick(ZONES).slice(1, -1) } : undefined;
    return {
      title: `Rows per time bucket in a zone${context === undefined ? '' : ` (sqlTimeZone ${context.sqlTimeZone})`}`,
      query: `SELECT ${bucket} AS "b", COUNT(*) AS "n", MIN("__time") AS "first" FROM ${from(table)} GROUP BY 1 ORDER BY 1`,
      ordered: true,
      ...(context === undefined ? {} : { context }),
    };
  },
};
