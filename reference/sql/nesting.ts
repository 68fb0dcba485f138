// Bounds on how deeply a query may nest, so that neither the recursive parser and analyzer nor DuckDB
// (its max_expression_depth of 1000) run out of stack: a too-deep query is a 400 naming the limit.
import type { IToken } from 'chevrotain';
import { SqlError } from './errors.ts';
import { CASE, END, LBracket, LParen, RBracket, RParen } from './lexer/tokens.ts';

/** Parentheses, brackets and CASE open at once: the parser recurses about fifteen frames per level. */
export const MAX_NESTING = 200;
/** Levels of the syntax tree (a chain `1+1+…+1` is a tree as deep as it is long). */
export const MAX_TREE_DEPTH = 256;

export const tooDeep = (what: string, limit: number): SqlError =>
  new SqlError(
    'resourceLimit',
    `The query is nested too deeply: more than ${limit} levels of ${what} (the limit is ${limit})`,
  );

/** Refuses a token stream whose parentheses, brackets and CASE…END nest beyond MAX_NESTING, before parsing. */
export function checkTokenNesting(tokens: readonly IToken[]): void {
  let depth = 0;
  for (const token of tokens) {
    const type = token.tokenType;
    if (type === LParen || type === LBracket || type === CASE) {
      depth++;
      if (depth > MAX_NESTING) throw tooDeep('parentheses, brackets, subqueries or CASE', MAX_NESTING);
    } else if (type === RParen || type === RBracket || type === END) depth = Math.max(0, depth - 1);
  }
}

/** Refuses a syntax tree deeper than MAX_TREE_DEPTH object levels; walks without recursion. */
export function checkTreeDepth(root: unknown): void {
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_TREE_DEPTH) throw tooDeep('expressions', MAX_TREE_DEPTH);
    // Arrays are not a level of their own: a list of arguments is as deep as its call.
    const next = Array.isArray(node) ? depth : depth + 1;
    for (const value of Object.values(node))
      if (value !== null && typeof value === 'object') stack.push([value, next]);
  }
}

/** Runs a recursive stage, turning a stack overflow that slipped past the bounds into the same 400. */
export function withinStack<T>(stage: () => T): T {
  try {
    return stage();
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message))
      throw tooDeep('expressions', MAX_TREE_DEPTH);
    throw error;
  }
}

/**
 * Subqueries in expressions (scalar, IN, EXISTS) nested in one another. DuckDB's filter pushdown plans them in time
 * exponential in the depth (docs/facts/robustness.md §robustness.7): 25 nested scalar subqueries took 14 s, 12
 * nested EXISTS more than 20 s, deaf to interrupts. Beyond FLAT_PLANNING_NESTING such a statement is planned without
 * filter pushdown (polynomial: 60 nested EXISTS in 0.6 s); beyond this bound it is refused.
 */
export const MAX_SUBQUERY_NESTING = 64;
/** Subqueries in expressions in one statement: 512 EXISTS three deep took 5 s to plan even without filter pushdown. */
export const MAX_SUBQUERIES = 256;
/** Up to this many nested subqueries the full planner stays under about 50 ms. */
export const FLAT_PLANNING_NESTING = 5;

const SUBQUERY_KINDS = new Set(['scalarSubquery', 'inSubquery', 'exists']);

export interface SubqueryShape {
  readonly depth: number;
  readonly count: number;
}

/** Shapes of syntax trees already walked: the parser checks a statement's shape and the engine reads it again. */
const shapes = new WeakMap<object, SubqueryShape>();

/** How deeply a statement's expression subqueries nest, and how many it has; walks without recursion. */
export function subqueryShape(root: unknown): SubqueryShape {
  if (root === null || typeof root !== 'object') return { depth: 0, count: 0 };
  const known = shapes.get(root);
  if (known !== undefined) return known;
  const shape = walkSubqueries(root);
  shapes.set(root, shape);
  return shape;
}

function walkSubqueries(root: object): SubqueryShape {
  const stack: Array<[unknown, number]> = [[root, 0]];
  let [depth, count] = [0, 0];
  while (stack.length > 0) {
    const [node, outer] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    const kind = (node as { kind?: unknown }).kind;
    const level = typeof kind === 'string' && SUBQUERY_KINDS.has(kind) ? outer + 1 : outer;
    if (level > outer) count++;
    depth = Math.max(depth, level);
    for (const value of Object.values(node))
      if (value !== null && typeof value === 'object') stack.push([value, level]);
  }
  return { depth, count };
}

/** Refuses a statement whose subqueries nest deeper than MAX_SUBQUERY_NESTING or number more than MAX_SUBQUERIES. */
export function checkSubqueries(root: unknown): void {
  const { depth, count } = subqueryShape(root);
  if (depth > MAX_SUBQUERY_NESTING) throw tooDeep('subqueries', MAX_SUBQUERY_NESTING);
  if (count > MAX_SUBQUERIES)
    throw new SqlError(
      'resourceLimit',
      `The query has too many subqueries: ${count} (the limit is ${MAX_SUBQUERIES})`,
    );
}

/**
 * Tokens in one statement. Lexing, parsing and building the tree are synchronous and cost 10–30 µs a token here, so
 * a 16 MiB body of SQL would hold the event loop for a minute (a 100,000-term chain held it 1.2 s before the depth
 * bound refused it, an IN list of 14,000 values 0.9 s while `bench:attacks` sent GETs). 10,000 tokens (an IN list of
 * about 5,000 values) stay within the 200 ms a simple GET may wait. A statement beyond is refused before the lexer
 * runs (a quick count) and after it (the exact count). docs/facts/robustness.md §robustness.8.
 */
export const MAX_TOKENS = 10_000;

/** Roughly one match a token: comments, quoted strings and names, words and numbers, any other character. */
const ROUGH_TOKEN = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"|[\w.$]+|\S/g;

const tooLong = (): SqlError =>
  new SqlError(
    'resourceLimit',
    `The query is too long: more than ${MAX_TOKENS} tokens (the limit is ${MAX_TOKENS})`,
  );

/** Refuses a text of more than MAX_TOKENS rough tokens in milliseconds, before the lexer spends seconds on it. */
export function checkQueryLength(text: string): void {
  // Fewer characters than the limit cannot hold more tokens.
  if (text.length <= MAX_TOKENS) return;
  let count = 0;
  ROUGH_TOKEN.lastIndex = 0;
  while (ROUGH_TOKEN.exec(text) !== null) if (++count > MAX_TOKENS) throw tooLong();
}

/** Refuses a token stream longer than MAX_TOKENS (the exact count, after lexing). */
export function checkTokenCount(tokens: readonly IToken[]): void {
  if (tokens.length > MAX_TOKENS) throw tooLong();
}
