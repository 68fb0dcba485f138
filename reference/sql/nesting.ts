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
