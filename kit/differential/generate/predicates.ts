// The predicate grammar: comparisons within and across types, null logic, IN, BETWEEN, LIKE, and their combinations.
import { columnOf, type ExprContext, expression, literalOf, readsColumn } from './expressions.ts';
import { type GenType, LIKE_PATTERNS, REGEX_PATTERNS } from './schema.ts';

const VALUE_TYPES = ['string', 'long', 'double', 'time'] as const;
const COMPARISONS = ['=', '<>', '<', '<=', '>', '>=', '!='];

const valueType = (ctx: ExprContext): (typeof VALUE_TYPES)[number] =>
  ctx.rng.weighted([
    [4, 'string'],
    [4, 'long'],
    [3, 'double'],
    [1, 'time'],
  ]);

/** A value of the type: mostly a column, sometimes an expression. */
const operand = (ctx: ExprContext, type: GenType, depth: number): string =>
  ctx.rng.chance(0.7) ? (columnOf(ctx, type) ?? expression(ctx, type, depth)) : expression(ctx, type, depth);

const inList = (ctx: ExprContext, type: GenType): string => {
  const items = Array.from({ length: ctx.rng.between(1, 4) }, () => literalOf(ctx, type));
  if (ctx.rng.chance(0.2)) items.push('NULL');
  return `(${[...new Set(items)].join(', ')})`;
};

type Rule = (ctx: ExprContext, depth: number) => string;

const LEAF_RULES: readonly (readonly [number, Rule])[] = [
  [
    6,
    (ctx, d) => {
      const type = valueType(ctx);
      return `${operand(ctx, type, d)} ${ctx.rng.pick(COMPARISONS)} ${ctx.rng.chance(0.6) ? literalOf(ctx, type) : operand(ctx, type, d)}`;
    },
  ],
  // Across types: a string against a number and a number against a string (implicit casts).
  // A number against a text that is not one only when the number reads a column (see readsColumn).
  [
    2,
    (ctx, d) => {
      if (ctx.rng.chance(0.5))
        return `${operand(ctx, 'string', d)} ${ctx.rng.pick(COMPARISONS)} ${literalOf(ctx, ctx.rng.pick(['long', 'double'] as const))}`;
      const number = operand(ctx, ctx.rng.pick(['long', 'double'] as const), d);
      const texts = ["'10'", "'2'", "'1.5'", "'-3'", ...(readsColumn(number) ? ["'abc'"] : [])];
      return `${number} ${ctx.rng.pick(COMPARISONS)} ${ctx.rng.pick(texts)}`;
    },
  ],
  [3, (ctx, d) => `${operand(ctx, valueType(ctx), d)} IS ${ctx.rng.chance(0.5) ? 'NOT ' : ''}NULL`],
  [
    3,
    (ctx, d) => {
      const type = valueType(ctx);
      return `${operand(ctx, type, d)} ${ctx.rng.chance(0.35) ? 'NOT ' : ''}IN ${inList(ctx, type)}`;
    },
  ],
  [
    2,
    (ctx, d) => {
      const type = valueType(ctx);
      const [low, high] = [literalOf(ctx, type), literalOf(ctx, type)];
      return `${operand(ctx, type, d)} ${ctx.rng.chance(0.3) ? 'NOT ' : ''}BETWEEN ${low} AND ${high}`;
    },
  ],
  [
    3,
    (ctx, d) =>
      `${operand(ctx, 'string', d)} ${ctx.rng.chance(0.3) ? 'NOT ' : ''}LIKE ${ctx.rng.pick(LIKE_PATTERNS)}`,
  ],
  [
    1,
    (ctx, d) => {
      const type = valueType(ctx);
      return `${operand(ctx, type, d)} IS ${ctx.rng.chance(0.5) ? 'NOT ' : ''}DISTINCT FROM ${literalOf(ctx, type)}`;
    },
  ],
  [
    1,
    (ctx, d) =>
      `${ctx.rng.pick(['CONTAINS_STRING', 'ICONTAINS_STRING'])}(${operand(ctx, 'string', d)}, ${ctx.rng.pick(["'a'", "'ALPHA'", "'wiki'", "''", "'%'"])})`,
  ],
  [1, (ctx, d) => `REGEXP_LIKE(${operand(ctx, 'string', d)}, ${ctx.rng.pick(REGEX_PATTERNS)})`],
  [
    1,
    (ctx) =>
      `TIME_IN_INTERVAL(${columnOf(ctx, 'time') ?? "TIMESTAMP '2024-03-10 10:00:00'"}, ${ctx.rng.pick(["'2024-03-10/P1D'", "'2024-01-01/2025-01-01'", "'2015-09-12T06:00:00.000Z/PT6H'", "'1999-12-31T23:00:00Z/PT2H'"])})`,
  ],
];

const COMBINATIONS: readonly Rule[] = [
  (ctx, d) => `(${predicate(ctx, d - 1)} AND ${predicate(ctx, d - 1)})`,
  (ctx, d) => `(${predicate(ctx, d - 1)} OR ${predicate(ctx, d - 1)})`,
  (ctx, d) => `NOT (${predicate(ctx, d - 1)})`,
  (ctx, d) => `(${predicate(ctx, d - 1)}) IS ${ctx.rng.pick(['TRUE', 'FALSE', 'NOT TRUE', 'NOT FALSE'])}`,
];

/** A predicate; at depth > 0 sometimes a combination of two. */
export function predicate(ctx: ExprContext, depth: number): string {
  if (depth > 0 && ctx.rng.chance(0.35)) return ctx.rng.pick(COMBINATIONS)(ctx, depth);
  return ctx.rng.weighted(LEAF_RULES)(ctx, Math.max(0, depth - 1));
}
