// What a query family makes, and the contexts the families share.
import { type ExprContext, expression, quote } from './expressions.ts';
import { predicate } from './predicates.ts';
import type { Random } from './random.ts';
import type { GenTable, GenType } from './schema.ts';

export interface GeneratedQuery {
  readonly title: string;
  readonly query: string;
  /** The query's ORDER BY makes the order of every row determined; otherwise rows compare as a multiset. */
  readonly ordered: boolean;
  readonly context?: Readonly<Record<string, unknown>>;
  readonly tolerance?: number;
}

/** One family: a name (the ids' middle part) and a maker of one query from the random source. */
export interface Family {
  readonly name: string;
  readonly count: number;
  make(rng: Random, index: number): GeneratedQuery;
}

export const from = (table: GenTable): string => `"\${${table.placeholder}}"`;

export function exprContext(rng: Random, table: GenTable | undefined, qualifier = ''): ExprContext {
  return { rng, table, qualifier, predicate };
}

/** A value expression of the type over the table (depth 1–3). */
export const valueExpression = (ctx: ExprContext, type: GenType): string =>
  expression(ctx, type, ctx.rng.between(1, 3));

export const VALUE_TYPES = ['string', 'long', 'double', 'time'] as const;

export const pickType = (rng: Random): (typeof VALUE_TYPES)[number] =>
  rng.weighted([
    [4, 'string'],
    [4, 'long'],
    [3, 'double'],
    [2, 'time'],
  ]);

/** A WHERE clause or nothing. */
export const maybeWhere = (ctx: ExprContext, probability = 0.5): string =>
  ctx.rng.chance(probability) ? ` WHERE ${predicate(ctx, ctx.rng.between(0, 2))}` : '';

/** Wiki rows narrowed to a few dozen, so that outputs stay readable. */
export const WIKI_SLICES = [
  `"channel" = '#de.wikipedia'`,
  `"channel" IN ('#fr.wikipedia', '#ja.wikipedia')`,
  `"namespace" = 'Talk'`,
  `"__time" < TIMESTAMP '2015-09-12 02:00:00'`,
  `"countryName" IS NOT NULL`,
];

export { quote };
