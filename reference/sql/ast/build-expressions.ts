// CST→AST for expressions: logical, predicate and arithmetic levels (precedence applied here), and primaries.
import type { IToken, TokenType } from 'chevrotain';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import * as T from '../lexer/tokens.ts';
import type {
  ArithmeticCstNode,
  ExpressionCstNode,
  NameStartedCstChildren,
  ParenContentCstNode,
  PredicateCstNode,
  PredicateTailCstChildren,
  PrimaryCstChildren,
  PrimaryCstNode,
} from '../parser/generated/cst.ts';
import { unexpectedToken } from '../parser/syntax-error.ts';
import {
  buildArray,
  buildCall,
  buildCase,
  buildCast,
  buildExists,
  buildExtract,
  buildFloorCeil,
  buildInterval,
  buildJsonObject,
  buildKeywordCall,
  buildPosition,
  buildSubstring,
  buildTimestampArithmetic,
  buildTrim,
  niladicCall,
} from './build-functions.ts';
import { all, at, first, foldOperators, identifier, last, one, recurse } from './build-support.ts';
import type { BinaryOperator, Expression, IsTest, Literal, Query, Span } from './nodes.ts';

const operatorOf = new Map<TokenType, BinaryOperator>([
  [T.OR, 'OR'],
  [T.AND, 'AND'],
  [T.Equals, '='],
  [T.NotEquals, '<>'],
  [T.BangEquals, '<>'],
  [T.Less, '<'],
  [T.LessOrEqual, '<='],
  [T.Greater, '>'],
  [T.GreaterOrEqual, '>='],
  [T.Concat, '||'],
  [T.Plus, '+'],
  [T.Minus, '-'],
  [T.Star, '*'],
  [T.Slash, '/'],
  [T.Percent, '%'],
]);

// Higher binds tighter; || below + and -, as the dialect's precedence table has it.
const precedenceOf = new Map<TokenType, number>([
  [T.OR, 1],
  [T.AND, 2],
  [T.Concat, 1],
  [T.Plus, 2],
  [T.Minus, 2],
  [T.Star, 3],
  [T.Slash, 3],
  [T.Percent, 3],
]);

function precedence(operator: IToken): number {
  return precedenceOf.get(operator.tokenType) ?? 0;
}

function binary(operator: IToken, left: Expression, right: Expression): Expression {
  return {
    kind: 'binary',
    operator: operatorOf.get(operator.tokenType) ?? '=',
    left,
    right,
    span: spanBetween(left.span, right.span),
  };
}

export function buildExpression(cst: ExpressionCstNode): Expression {
  const predicates = cst.children.predicate;
  if (predicates.length === 1) return buildPredicate(one(predicates));
  return foldOperators(predicates.map(buildPredicate), all(cst.children.LogicalOperator), precedence, binary);
}

function buildPredicate(cst: PredicateCstNode): Expression {
  const c = cst.children;
  let result = buildArithmetic(one(c.arithmetic));
  for (const tail of all(c.predicateTail)) result = applyTail(result, tail.children);
  const nots = all(c.NOT);
  for (let i = nots.length - 1; i >= 0; i--) {
    result = {
      kind: 'unary',
      operator: 'NOT',
      operand: result,
      span: spanBetween(nots[i] as IToken, result.span),
    };
  }
  return result;
}

function applyTail(operand: Expression, c: PredicateTailCstChildren): Expression {
  const comparison = first(c.ComparisonOperator);
  const quantifier = first(c.quantifier);
  if (comparison !== undefined && quantifier !== undefined)
    return quantified(operand, comparison, quantifier, c);
  if (comparison !== undefined) return binary(comparison, operand, buildArithmetic(one(c.arithmetic)));
  const negated = c.NOT !== undefined;
  if (c.IS !== undefined) {
    const test = one(c.test);
    if (test.tokenType === T.DISTINCT) {
      const other = buildArithmetic(one(c.arithmetic));
      return isTest(operand, negated, 'DISTINCT FROM', other, other.span);
    }
    return isTest(operand, negated, test.tokenType.name as IsTest['test'], undefined, test);
  }
  if (c.BETWEEN !== undefined) {
    const low = buildArithmetic(one(c.low));
    const high = buildArithmetic(one(c.high));
    return { kind: 'between', negated, operand, low, high, span: spanBetween(operand.span, high.span) };
  }
  if (c.IN !== undefined) {
    const span = spanBetween(operand.span, one(c.RParen));
    const content = buildParenContent(one(c.parenContent));
    if (Array.isArray(content)) return { kind: 'inList', negated, operand, list: content, span };
    return { kind: 'inSubquery', negated, operand, query: content as Query, span };
  }
  const pattern = buildArithmetic(one(c.arithmetic));
  const escapeNode = first(c.escape);
  const escapeCharacter = escapeNode === undefined ? undefined : buildArithmetic(escapeNode);
  const span = spanBetween(operand.span, (escapeCharacter ?? pattern).span);
  return { kind: 'like', negated, operand, pattern, escape: escapeCharacter, span };
}

/** `= ANY (q)` is `IN (q)` and `<> ALL (q)` is `NOT IN (q)`, as Calcite rewrites them; other quantified forms are not read. */
function quantified(
  operand: Expression,
  comparison: IToken,
  quantifier: IToken,
  c: PredicateTailCstChildren,
): Expression {
  const all = quantifier.tokenType === T.ALL;
  const operator = comparison.image;
  const negated = all && (operator === '<>' || operator === '!=');
  if (!negated && !(operator === '=' && !all)) throw unexpectedToken(quantifier);
  const query = recurse.query(one(c.quantified));
  return { kind: 'inSubquery', negated, operand, query, span: spanBetween(operand.span, one(c.RParen)) };
}

function isTest(
  operand: Expression,
  negated: boolean,
  test: IsTest['test'],
  other: Expression | undefined,
  end: IToken | Span,
): IsTest {
  return { kind: 'is', negated, test, operand, other, span: spanBetween(operand.span, end) };
}

export function buildArithmetic(cst: ArithmeticCstNode): Expression {
  const primaries = cst.children.primary;
  if (primaries.length === 1) return buildPrimary(one(primaries));
  return foldOperators(primaries.map(buildPrimary), all(cst.children.ArithmeticOperator), precedence, binary);
}

/** `( query )` → the query; `( a, b, … )` → the expressions. */
export function buildParenContent(cst: ParenContentCstNode): Query | Expression[] {
  const query = first(cst.children.query);
  if (query !== undefined) return recurse.query(query);
  return all(cst.children.expression).map(buildExpression);
}

recurse.expression = buildExpression;
recurse.arithmetic = buildArithmetic;

function buildPrimary(cst: PrimaryCstNode): Expression {
  const c = cst.children;
  let result = primaryBody(c);
  const signs = all(c.sign);
  for (let i = signs.length - 1; i >= 0; i--) {
    const sign = signs[i] as IToken;
    const operator = sign.tokenType === T.Minus ? '-' : '+';
    result = { kind: 'unary', operator, operand: result, span: spanBetween(sign, result.span) };
  }
  return result;
}

function literal(type: Literal['type'], value: string, span: Span): Literal {
  return { kind: 'literal', type, value, span };
}

/** The text of a '…' literal, with '' unescaped. */
export function stringValue(quoted: IToken): string {
  const inner = quoted.image.slice(1, -1);
  return inner.includes("''") ? inner.replaceAll("''", "'") : inner;
}

function primaryBody(c: PrimaryCstChildren): Expression {
  const named = first(c.nameStarted);
  if (named !== undefined) return buildNameStarted(named.children);
  const number = first(c.NumberLiteral);
  if (number !== undefined) return literal('number', number.image, tokenSpan(number));
  const strings = all(c.StringLiteral);
  if (strings.length > 0) return stringLiteral(strings);
  const parameter = first(c.Question);
  if (parameter !== undefined)
    return { kind: 'parameter', index: parameter.payload as number, span: tokenSpan(parameter) };
  const paren = first(c.parenContent);
  if (paren !== undefined) return parenthesized(c, paren);
  const constant = first(c.TRUE) ?? first(c.FALSE);
  if (constant !== undefined) return literal('boolean', constant.tokenType.name, tokenSpan(constant));
  const nullToken = first(c.NULL);
  if (nullToken !== undefined) return literal('null', 'NULL', tokenSpan(nullToken));
  const unicode = first(c.UnicodeString);
  if (unicode !== undefined) return literal('string', unicodeValue(unicode), tokenSpan(unicode));
  const niladic = first(c.NiladicFunction);
  if (niladic !== undefined) return niladicCall(niladic);
  return specialForm(c);
}

/** The expressions with a syntax of their own, each a rule of the grammar. */
function specialForm(c: PrimaryCstChildren): Expression {
  if (c.caseExpression) return buildCase(one(c.caseExpression).children);
  if (c.castExpression) return buildCast(one(c.castExpression).children);
  if (c.intervalLiteral) return buildInterval(one(c.intervalLiteral).children);
  if (c.arrayConstructor) return buildArray(one(c.arrayConstructor).children);
  if (c.jsonObjectCall) return buildJsonObject(one(c.jsonObjectCall).children);
  if (c.existsExpression) return buildExists(one(c.existsExpression).children);
  if (c.extractExpression) return buildExtract(one(c.extractExpression).children);
  if (c.floorCeil) return buildFloorCeil(one(c.floorCeil).children);
  if (c.positionExpression) return buildPosition(one(c.positionExpression).children);
  if (c.substringExpression) return buildSubstring(one(c.substringExpression).children);
  if (c.trimExpression) return buildTrim(one(c.trimExpression).children);
  if (c.timestampArithmetic) return buildTimestampArithmetic(one(c.timestampArithmetic).children);
  if (c.keywordCall) return buildKeywordCall(one(c.keywordCall).children);
  throw new Error('SQL builder: unknown primary expression');
}

function stringLiteral(parts: readonly IToken[]): Literal {
  const start = one(parts);
  // Adjacent literals concatenate: 'a' 'b' is 'ab'.
  const value = parts.length === 1 ? stringValue(start) : parts.map(stringValue).join('');
  return literal('string', value, spanBetween(start, at(parts, parts.length - 1)));
}

/** U&'…': \XXXX and \+XXXXXX are code points, \\ is a backslash. */
function unicodeValue(quoted: IToken): string {
  const inner = quoted.image.slice(3, -1).replaceAll("''", "'");
  return inner.replace(/\\(\\|[0-9A-Fa-f]{4}|\+[0-9A-Fa-f]{6})/g, (_, code: string) =>
    code === '\\' ? '\\' : String.fromCodePoint(Number.parseInt(code.replace('+', ''), 16)),
  );
}

function parenthesized(c: PrimaryCstChildren, paren: ParenContentCstNode): Expression {
  const content = buildParenContent(paren);
  if (!Array.isArray(content)) {
    const span = spanBetween(one(c.LParen), one(c.RParen));
    return { kind: 'scalarSubquery', query: content, span };
  }
  // Row constructors are not in the dialect: reject the first comma.
  const comma = first(paren.children.Comma);
  if (comma !== undefined) throw unexpectedToken(comma);
  return content[0] as Expression;
}

/** A column path, a call, or TIMESTAMP '…' / DATE '…'. */
function buildNameStarted(c: NameStartedCstChildren): Expression {
  const name = one(c.Name);
  const args = first(c.callArguments);
  if (args !== undefined) return buildCall(name, args, first(c.filterClause), first(c.overClause));
  const text = first(c.StringLiteral);
  if (text !== undefined) {
    const type = name.tokenType === T.Identifier ? name.image.toUpperCase() : '';
    if (type !== 'TIMESTAMP' && type !== 'DATE') throw unexpectedToken(text);
    return literal(type === 'DATE' ? 'date' : 'timestamp', stringValue(text), spanBetween(name, text));
  }
  const names = c.Name;
  const end = last(names) ?? name;
  return { kind: 'column', path: names.map(identifier), span: spanBetween(name, end) };
}
