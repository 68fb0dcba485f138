// Shared pieces of the CST→AST builder: typed child access, identifiers, precedence folding, late-bound recursion.
import type { IToken } from 'chevrotain';
import { tokenSpan } from '../lexer/spans.ts';
import { QuotedIdentifier } from '../lexer/tokens.ts';
import type { ArithmeticCstNode, ExpressionCstNode, QueryCstNode } from '../parser/generated/cst.ts';
import type { Expression, Identifier, Query } from './nodes.ts';

const NONE: never[] = [];

/** The child the grammar guarantees here: a required one, or one of the alternative the builder has recognised. */
export function one<T>(list: readonly T[] | undefined): T {
  return at(list ?? NONE, 0);
}

/** The child at `index` of a list the grammar guarantees that long (CASE's THENs, one per WHEN). */
export function at<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error('SQL builder: the CST lacks a child the grammar requires');
  return found;
}

/** The first of an optional child list (an OPTION's child), if it was parsed. */
export function first<T>(list: readonly T[] | undefined): T | undefined {
  return list?.[0];
}

/** The last of an optional child list (the end of a repetition), if any. */
export function last<T>(list: readonly T[] | undefined): T | undefined {
  return list?.[list.length - 1];
}

/** Every element of a child list, empty when the grammar parsed none. */
export function all<T>(list: readonly T[] | undefined): readonly T[] {
  return list ?? NONE;
}

export function identifier(name: IToken): Identifier {
  const quoted = name.tokenType === QuotedIdentifier;
  return {
    kind: 'identifier',
    name: quoted ? name.image.slice(1, -1).replaceAll('""', '"') : name.image,
    quoted,
    span: tokenSpan(name),
  };
}

/** The upper-cased text of a name used as a word (a unit, a type, a granularity). */
export function word(name: IToken): string {
  return identifier(name).name.toUpperCase();
}

/**
 * Left-associative operator precedence over `operands[0] op[0] operands[1] op[1] …`, as the flat grammar levels
 * leave them; a higher `precedenceOf` binds tighter. Shunting-yard with two stacks, no closures per call.
 */
export function foldOperators<T, O>(
  operands: readonly T[],
  operators: readonly O[],
  precedenceOf: (operator: O) => number,
  combine: (operator: O, left: T, right: T) => T,
): T {
  const values: T[] = [operands[0] as T];
  const pending: O[] = [];
  for (let i = 0; i < operators.length; i++) {
    const operator = operators[i] as O;
    const precedence = precedenceOf(operator);
    while (pending.length > 0 && precedenceOf(pending[pending.length - 1] as O) >= precedence) {
      reduceTop(values, pending, combine);
    }
    pending.push(operator);
    values.push(operands[i + 1] as T);
  }
  while (pending.length > 0) reduceTop(values, pending, combine);
  return values[0] as T;
}

function reduceTop<T, O>(values: T[], pending: O[], combine: (operator: O, left: T, right: T) => T): void {
  const operator = pending.pop() as O;
  const right = values.pop() as T;
  const left = values.pop() as T;
  values.push(combine(operator, left, right));
}

function unbound(): never {
  throw new Error('SQL builder: recursion entry points are not bound yet');
}

/** Expression and query builders live in separate files that recurse into each other; they bind here on load. */
export const recurse: {
  expression: (node: ExpressionCstNode) => Expression;
  arithmetic: (node: ArithmeticCstNode) => Expression;
  query: (node: QueryCstNode) => Query;
} = { expression: unbound, arithmetic: unbound, query: unbound };
