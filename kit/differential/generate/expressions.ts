// The expression grammar: an expression of a wanted type over a table's columns (or literals only), to a depth.
import type { Random } from './random.ts';
import {
  EXTRACT_UNITS,
  type GenTable,
  type GenType,
  LITERALS,
  PERIODS,
  REGEX_PATTERNS,
  TIME_FORMATS,
  TIME_UNITS,
  ZONES,
} from './schema.ts';

export interface ExprContext {
  readonly rng: Random;
  /** The table whose columns expressions may read; undefined: literals only (constant folding). */
  readonly table: GenTable | undefined;
  /** Qualifier before column names (`t1.`), or ''. */
  readonly qualifier: string;
  /** Where predicates come from (predicates.ts), passed in so that the two grammars recurse into each other. */
  readonly predicate: (ctx: ExprContext, depth: number) => string;
}

export const quote = (name: string): string => `"${name}"`;

/** A column of the type, by weight; undefined when the table has none (or there is no table). */
export function columnOf(ctx: ExprContext, type: GenType): string | undefined {
  const columns = ctx.table?.columns.filter((column) => column.type === type) ?? [];
  if (columns.length === 0) return undefined;
  const column = ctx.rng.weighted(columns.map((entry) => [entry.weight, entry] as const));
  return `${ctx.qualifier}${quote(column.name)}`;
}

export function literalOf(ctx: ExprContext, type: GenType): string {
  if (type === 'bool') return ctx.rng.pick(['TRUE', 'FALSE']);
  return ctx.rng.pick(LITERALS[type]);
}

/** A leaf: a column (mostly) or a literal, sometimes a typed NULL. */
function leaf(ctx: ExprContext, type: GenType): string {
  if (type === 'bool') return ctx.predicate(ctx, 0);
  if (ctx.rng.chance(0.04)) return `CAST(NULL AS ${SQL_TYPE[type]})`;
  const column = ctx.rng.chance(0.75) ? columnOf(ctx, type) : undefined;
  return column ?? literalOf(ctx, type);
}

const SQL_TYPE: Readonly<Record<Exclude<GenType, 'bool'>, string>> = {
  string: 'VARCHAR',
  long: 'BIGINT',
  double: 'DOUBLE',
  time: 'TIMESTAMP',
};

type Rule = (ctx: ExprContext, depth: number) => string;

const sub = (ctx: ExprContext, type: GenType, depth: number) => expression(ctx, type, depth - 1);

/**
 * Whether an expression reads a column. Calcite folds an expression of literals alone while planning, and Druid 33
 * fails some folds: a NOT NULL function that folds to NULL is a 400 "Calcite assertion violated" (`REPEAT('x', -1)`,
 * `CAST('x' AS BIGINT)`), a number compared with a text that is not one is a 500 (`-0.75 < 'abc'`). Those bugs are
 * in docs/facts/sql-semantics.md; the grammar gives such operands a column, so that each query tests the function.
 */
export const readsColumn = (sql: string): boolean => sql.includes('"');
const smallInt = (ctx: ExprContext) => String(ctx.rng.between(0, 6));
const tz = (ctx: ExprContext) => ctx.rng.pick(ZONES);

/** Conditionals over any type: CASE (searched and simple), COALESCE, NULLIF. */
const conditionals = (type: GenType): readonly Rule[] => [
  (ctx, d) =>
    `CASE WHEN ${ctx.predicate(ctx, d - 1)} THEN ${sub(ctx, type, d)} ELSE ${sub(ctx, type, d)} END`,
  (ctx, d) => `CASE WHEN ${ctx.predicate(ctx, d - 1)} THEN ${sub(ctx, type, d)} END`,
  (ctx, d) =>
    `CASE ${sub(ctx, type, d)} WHEN ${literalOf(ctx, type)} THEN ${sub(ctx, type, d)} ELSE ${sub(ctx, type, d)} END`,
  (ctx, d) => `COALESCE(${sub(ctx, type, d)}, ${sub(ctx, type, d)})`,
  (ctx, d) => `NULLIF(${sub(ctx, type, d)}, ${literalOf(ctx, type)})`,
];

/** The operand of a CAST to a number: text only when it reads a column (see readsColumn). */
function castOperand(ctx: ExprContext, number: GenType, depth: number): string {
  if (!ctx.rng.chance(0.5)) return sub(ctx, number, depth);
  const text = sub(ctx, 'string', depth);
  return readsColumn(text) ? text : sub(ctx, number, depth);
}

const LONG_RULES: readonly Rule[] = [
  (ctx, d) => `(${sub(ctx, 'long', d)} ${ctx.rng.pick(['+', '-', '*'])} ${sub(ctx, 'long', d)})`,
  (ctx, d) => `(${sub(ctx, 'long', d)} / ${ctx.rng.pick(['2', '3', '-7', '10'])})`,
  (ctx, d) => `MOD(${sub(ctx, 'long', d)}, ${ctx.rng.pick(['2', '3', '-4', '7'])})`,
  (ctx, d) => `ABS(${sub(ctx, 'long', d)})`,
  (ctx, d) => `-${sub(ctx, 'long', d)}`,
  (ctx, d) => `CHAR_LENGTH(${sub(ctx, 'string', d)})`,
  (ctx, d) => `STRPOS(${sub(ctx, 'string', d)}, ${ctx.rng.pick(["'a'", "'l'", "''", "'ph'"])})`,
  (ctx, d) => `POSITION(${ctx.rng.pick(["'a'", "'.'", "'b'"])} IN ${sub(ctx, 'string', d)})`,
  (ctx, d) => `CAST(${castOperand(ctx, 'double', d)} AS BIGINT)`,
  (ctx, d) => `TIMESTAMP_TO_MILLIS(${sub(ctx, 'time', d)})`,
  (ctx, d) => `EXTRACT(${ctx.rng.pick(EXTRACT_UNITS)} FROM ${sub(ctx, 'time', d)})`,
  (ctx, d) =>
    `TIME_EXTRACT(${sub(ctx, 'time', d)}, '${ctx.rng.pick(['EPOCH', 'HOUR', 'DAY', 'DOW', 'DOY', 'WEEK', 'MONTH', 'YEAR'])}', ${tz(ctx)})`,
  (ctx, d) => `TIMESTAMPDIFF(${ctx.rng.pick(TIME_UNITS)}, ${sub(ctx, 'time', d)}, ${sub(ctx, 'time', d)})`,
  (ctx, d) => `${ctx.rng.pick(['GREATEST', 'LEAST'])}(${sub(ctx, 'long', d)}, ${sub(ctx, 'long', d)})`,
  (ctx, d) =>
    `${ctx.rng.pick(['BITWISE_AND', 'BITWISE_OR', 'BITWISE_XOR'])}(${sub(ctx, 'long', d)}, ${literalOf(ctx, 'long')})`,
  (ctx, d) => `ROUND(${sub(ctx, 'long', d)}, ${ctx.rng.pick(['-1', '-2', '0'])})`,
  ...conditionals('long'),
];

const DOUBLE_RULES: readonly Rule[] = [
  (ctx, d) =>
    `(${sub(ctx, 'double', d)} ${ctx.rng.pick(['+', '-', '*'])} ${sub(ctx, ctx.rng.pick(['double', 'long'] as const), d)})`,
  (ctx, d) => `(${sub(ctx, 'double', d)} / ${ctx.rng.pick(['2', '4.0', '-0.5', '3'])})`,
  (ctx, d) => `(${sub(ctx, 'long', d)} * 1.0 / ${ctx.rng.pick(['3', '7', '-4'])})`,
  (ctx, d) =>
    `ROUND(${sub(ctx, 'double', d)}${ctx.rng.chance(0.7) ? `, ${ctx.rng.pick(['0', '1', '2', '-1'])}` : ''})`,
  (ctx, d) => `${ctx.rng.pick(['FLOOR', 'CEIL', 'ABS'])}(${sub(ctx, 'double', d)})`,
  (ctx, d) => `TRUNCATE(${sub(ctx, 'double', d)}, ${ctx.rng.pick(['0', '1', '2'])})`,
  (ctx, d) => `SQRT(ABS(${sub(ctx, 'double', d)}))`,
  // A negative power of literals alone may fold to an infinity, which Druid 33 refuses while planning (a 400).
  (ctx, d) => {
    const base = sub(ctx, 'double', d);
    return `POWER(${base}, ${ctx.rng.pick(['2', '0.5', '3', ...(readsColumn(base) ? ['-1'] : [])])})`;
  },
  (ctx, d) => `${ctx.rng.pick(['LN', 'LOG10'])}(ABS(${sub(ctx, 'double', d)}) + 1)`,
  (ctx, d) => `${ctx.rng.pick(['SIN', 'COS', 'ATAN', 'DEGREES', 'RADIANS'])}(${sub(ctx, 'double', d)})`,
  (ctx, d) => `CAST(${castOperand(ctx, 'long', d)} AS ${ctx.rng.pick(['DOUBLE', 'FLOAT', 'REAL'])})`,
  (ctx, d) => `SAFE_DIVIDE(${sub(ctx, 'double', d)}, ${sub(ctx, 'double', d)})`,
  (ctx, d) => `${ctx.rng.pick(['GREATEST', 'LEAST'])}(${sub(ctx, 'double', d)}, ${sub(ctx, 'double', d)})`,
  ...conditionals('double'),
];

const STRING_RULES: readonly Rule[] = [
  (ctx, d) =>
    `${ctx.rng.pick(['UPPER', 'LOWER', 'REVERSE', 'TRIM', 'LTRIM', 'RTRIM'])}(${sub(ctx, 'string', d)})`,
  (ctx, d) => `CONCAT(${sub(ctx, 'string', d)}, ${sub(ctx, 'string', d)})`,
  (ctx, d) => `(${sub(ctx, 'string', d)} || ${sub(ctx, ctx.rng.pick(['string', 'long'] as const), d)})`,
  (ctx, d) =>
    // Not from 0: Druid 33 fails SUBSTRING(s, 0, …) on any row with a 500 (docs/facts/sql-semantics.md §4).
    `SUBSTRING(${sub(ctx, 'string', d)}, ${ctx.rng.pick(['1', '2', '3'])}${ctx.rng.chance(0.6) ? `, ${smallInt(ctx)}` : ''})`,
  (ctx, d) => `${ctx.rng.pick(['LEFT', 'RIGHT'])}(${sub(ctx, 'string', d)}, ${smallInt(ctx)})`,
  (ctx, d) =>
    `TRIM(${ctx.rng.pick(['BOTH', 'LEADING', 'TRAILING'])} ${ctx.rng.pick(["'a'", "' '", "'al'"])} FROM ${sub(ctx, 'string', d)})`,
  (ctx, d) =>
    `REPLACE(${sub(ctx, 'string', d)}, ${ctx.rng.pick(["'a'", "'lp'", "''", "'%'"])}, ${ctx.rng.pick(["'-'", "''", "'AA'"])})`,
  (ctx, d) =>
    `${ctx.rng.pick(['LPAD', 'RPAD'])}(${sub(ctx, 'string', d)}, ${ctx.rng.pick(['0', '3', '8'])}, ${ctx.rng.pick(["'*'", "'ab'", "''"])})`,
  (ctx, d) => {
    const text = sub(ctx, 'string', d);
    return `REPEAT(${text}, ${readsColumn(text) ? ctx.rng.pick(['0', '2', '-1']) : '2'})`;
  },
  (ctx, d) => `CAST(${sub(ctx, ctx.rng.pick(['long', 'double', 'time'] as const), d)} AS VARCHAR)`,
  (ctx, d) =>
    `TIME_FORMAT(${sub(ctx, 'time', d)}${ctx.rng.chance(0.8) ? `, ${ctx.rng.pick(TIME_FORMATS)}${ctx.rng.chance(0.6) ? `, ${tz(ctx)}` : ''}` : ''})`,
  // A group index only with a pattern that has the group (Druid 33 fails index 1 of '[a-z]+' with a 500).
  (ctx, d) =>
    ctx.rng.chance(0.4)
      ? `REGEXP_EXTRACT(${sub(ctx, 'string', d)}, ${ctx.rng.pick(["'([0-9]+)'", "'^(.)'", "'l(p)h'"])}, 1)`
      : `REGEXP_EXTRACT(${sub(ctx, 'string', d)}, ${ctx.rng.pick(["'[a-z]+'", "'([0-9]+)'", "'^(.)'", "'l(p)h'"])})`,
  (ctx, d) =>
    `REGEXP_REPLACE(${sub(ctx, 'string', d)}, ${ctx.rng.pick(REGEX_PATTERNS)}, ${ctx.rng.pick(["'#'", "''", "'$0$0'"])})`,
  (ctx, d) => `TEXTCAT(${sub(ctx, 'string', d)}, ${sub(ctx, 'string', d)})`,
  ...conditionals('string'),
];

const TIME_RULES: readonly Rule[] = [
  (ctx, d) =>
    `TIME_FLOOR(${sub(ctx, 'time', d)}, ${ctx.rng.pick(PERIODS)}${ctx.rng.chance(0.6) ? `, NULL, ${tz(ctx)}` : ''})`,
  (ctx, d) =>
    `TIME_CEIL(${sub(ctx, 'time', d)}, ${ctx.rng.pick(PERIODS)}${ctx.rng.chance(0.5) ? `, NULL, ${tz(ctx)}` : ''})`,
  (ctx, d) =>
    `TIME_FLOOR(${sub(ctx, 'time', d)}, ${ctx.rng.pick(["'P1D'", "'PT6H'", "'P1W'"])}, ${ctx.rng.pick(["TIMESTAMP '2024-01-01 12:00:00'", "TIMESTAMP '1999-12-30 03:00:00'"])})`,
  (ctx, d) =>
    `TIME_SHIFT(${sub(ctx, 'time', d)}, ${ctx.rng.pick(PERIODS)}, ${ctx.rng.pick(['1', '-1', '2'])}${ctx.rng.chance(0.6) ? `, ${tz(ctx)}` : ''})`,
  (ctx, d) => `${ctx.rng.pick(['FLOOR', 'CEIL'])}(${sub(ctx, 'time', d)} TO ${ctx.rng.pick(TIME_UNITS)})`,
  (ctx, d) =>
    `TIMESTAMPADD(${ctx.rng.pick(TIME_UNITS)}, ${ctx.rng.pick(['1', '-1', '13', '-30'])}, ${sub(ctx, 'time', d)})`,
  (ctx, d) =>
    `DATE_TRUNC('${ctx.rng.pick(['day', 'month', 'week', 'hour', 'year', 'quarter'])}', ${sub(ctx, 'time', d)})`,
  (ctx, d) =>
    `(${sub(ctx, 'time', d)} ${ctx.rng.pick(['+', '-'])} INTERVAL '${ctx.rng.pick(['1', '2', '25'])}' ${ctx.rng.pick(['HOUR', 'DAY', 'MONTH', 'MINUTE'])})`,
  (ctx) =>
    `MILLIS_TO_TIMESTAMP(${ctx.rng.pick(['0', '1442016000000', '-1000', '951782400000', '1710064800000'])})`,
  (ctx) =>
    ctx.rng.pick([
      `TIME_PARSE('2024-03-10 02:30:00', 'yyyy-MM-dd HH:mm:ss', ${tz(ctx)})`,
      `TIME_PARSE('2024-11-03T01:30:00', NULL, ${tz(ctx)})`,
      "TIME_PARSE('2015-09-12T10:00:00.000Z')",
      "TIME_PARSE('12/31/1999', 'MM/dd/yyyy')",
      "CAST('2024-03-31 01:30:00' AS TIMESTAMP)",
      // Folded alone, a text that is no time fails Druid 33's planner (a 500): only beside a column.
      ...(ctx.table === undefined ? [] : ["TIME_PARSE('not a time')"]),
    ]),
  (ctx, d) => `CAST(${sub(ctx, 'time', d)} AS DATE)`,
  (ctx, d) =>
    `CASE WHEN ${ctx.predicate(ctx, d - 1)} THEN ${sub(ctx, 'time', d)} ELSE ${literalOf(ctx, 'time')} END`,
  (ctx, d) => `COALESCE(${sub(ctx, 'time', d)}, ${literalOf(ctx, 'time')})`,
];

const RULES: Readonly<Record<Exclude<GenType, 'bool'>, readonly Rule[]>> = {
  long: LONG_RULES,
  double: DOUBLE_RULES,
  string: STRING_RULES,
  time: TIME_RULES,
};

/** An expression of the type; at depth 0 (or by chance) a leaf. */
export function expression(ctx: ExprContext, type: GenType, depth: number): string {
  if (type === 'bool') return ctx.predicate(ctx, depth);
  if (depth <= 0 || ctx.rng.chance(0.25)) return leaf(ctx, type);
  return ctx.rng.pick(RULES[type])(ctx, depth);
}
