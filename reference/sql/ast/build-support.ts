// Shared pieces of the CST→AST builder: child access, identifiers, precedence folding, late-bound recursion.
import type { CstNode, IToken } from 'chevrotain';
import { tokenSpan } from '../lexer/spans.ts';
import { QuotedIdentifier } from '../lexer/tokens.ts';
import type { Expression, Identifier, Query } from './nodes.ts';

export type Children = CstNode['children'];

const NONE: never[] = [];

export function nodes(children: Children, key: string): readonly CstNode[] {
  return (children[key] as CstNode[] | undefined) ?? NONE;
}

export function tokens(children: Children, key: string): readonly IToken[] {
  return (children[key] as IToken[] | undefined) ?? NONE;
}

export function node(children: Children, key: string): CstNode | undefined {
  return children[key]?.[0] as CstNode | undefined;
}

export function token(children: Children, key: string): IToken | undefined {
  return children[key]?.[0] as IToken | undefined;
}

export function lastToken(children: Children, key: string): IToken | undefined {
  const list = children[key];
  return list?.[list.length - 1] as IToken | undefined;
}

export function requireNode(children: Children, key: string): CstNode {
  const found = children[key]?.[0];
  if (found === undefined) throw new Error(`SQL builder: the CST has no ${key}`);
  return found as CstNode;
}

export function requireToken(children: Children, key: string): IToken {
  const found = children[key]?.[0];
  if (found === undefined) throw new Error(`SQL builder: the CST has no ${key}`);
  return found as IToken;
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
  expression: (node: CstNode) => Expression;
  arithmetic: (node: CstNode) => Expression;
  query: (node: CstNode) => Query;
} = { expression: unbound, arithmetic: unbound, query: unbound };
