// CST→AST for expressions: logical, predicate and arithmetic levels (precedence applied here), and primaries.
import type { CstNode, IToken, TokenType } from 'chevrotain';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import * as T from '../lexer/tokens.ts';
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
  buildKeywordCall,
  buildPosition,
  buildSubstring,
  buildTimestampArithmetic,
  buildTrim,
  niladicCall,
} from './build-functions.ts';
import {
  type Children,
  foldOperators,
  identifier,
  lastToken,
  node,
  nodes,
  recurse,
  requireNode,
  requireToken,
  token,
  tokens,
} from './build-support.ts';
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

export function buildExpression(cst: CstNode): Expression {
  const predicates = nodes(cst.children, 'predicate');
  if (predicates.length === 1) return buildPredicate(predicates[0] as CstNode);
  return foldOperators(
    predicates.map(buildPredicate),
    tokens(cst.children, 'LogicalOperator'),
    precedence,
    binary,
  );
}

function buildPredicate(cst: CstNode): Expression {
  const c = cst.children;
  let result = buildArithmetic(requireNode(c, 'arithmetic'));
  for (const tail of nodes(c, 'predicateTail')) result = applyTail(result, tail.children);
  const nots = tokens(c, 'NOT');
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

function applyTail(operand: Expression, c: Children): Expression {
  const comparison = token(c, 'ComparisonOperator');
  if (comparison !== undefined)
    return binary(comparison, operand, buildArithmetic(requireNode(c, 'arithmetic')));
  const negated = c.NOT !== undefined;
  if (c.IS !== undefined) {
    const test = requireToken(c, 'test');
    if (test.tokenType === T.DISTINCT) {
      const other = buildArithmetic(requireNode(c, 'arithmetic'));
      return isTest(operand, negated, 'DISTINCT FROM', other, other.span);
    }
    return isTest(operand, negated, test.tokenType.name as IsTest['test'], undefined, test);
  }
  if (c.BETWEEN !== undefined) {
    const low = buildArithmetic(requireNode(c, 'low'));
    const high = buildArithmetic(requireNode(c, 'high'));
    return { kind: 'between', negated, operand, low, high, span: spanBetween(operand.span, high.span) };
  }
  if (c.IN !== undefined) {
    const span = spanBetween(operand.span, requireToken(c, 'RParen'));
    const content = buildParenContent(requireNode(c, 'parenContent'));
    if (Array.isArray(content)) return { kind: 'inList', negated, operand, list: content, span };
    return { kind: 'inSubquery', negated, operand, query: content as Query, span };
  }
  const pattern = buildArithmetic(requireNode(c, 'arithmetic'));
  const escapeNode = node(c, 'escape');
  const escapeCharacter = escapeNode === undefined ? undefined : buildArithmetic(escapeNode);
  const span = spanBetween(operand.span, (escapeCharacter ?? pattern).span);
  return { kind: 'like', negated, operand, pattern, escape: escapeCharacter, span };
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

export function buildArithmetic(cst: CstNode): Expression {
  const primaries = nodes(cst.children, 'primary');
  if (primaries.length === 1) return buildPrimary(primaries[0] as CstNode);
  return foldOperators(
    primaries.map(buildPrimary),
    tokens(cst.children, 'ArithmeticOperator'),
    precedence,
    binary,
  );
}

/** `( query )` → the query; `( a, b, … )` → the expressions. */
export function buildParenContent(cst: CstNode): Query | Expression[] {
  const query = node(cst.children, 'query');
  if (query !== undefined) return recurse.query(query);
  return nodes(cst.children, 'expression').map(buildExpression);
}

recurse.expression = buildExpression;
recurse.arithmetic = buildArithmetic;

function buildPrimary(cst: CstNode): Expression {
  const c = cst.children;
  let result = primaryBody(c);
  const signs = tokens(c, 'sign');
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

function primaryBody(c: Children): Expression {
  const named = node(c, 'nameStarted');
  if (named !== undefined) return buildNameStarted(named.children);
  const number = token(c, 'NumberLiteral');
  if (number !== undefined) return literal('number', number.image, tokenSpan(number));
  const strings = tokens(c, 'StringLiteral');
  if (strings.length > 0) return stringLiteral(strings);
  const parameter = token(c, 'Question');
  if (parameter !== undefined)
    return { kind: 'parameter', index: parameter.payload as number, span: tokenSpan(parameter) };
  const paren = node(c, 'parenContent');
  if (paren !== undefined) return parenthesized(c, paren);
  const constant = token(c, 'TRUE') ?? token(c, 'FALSE');
  if (constant !== undefined) return literal('boolean', constant.tokenType.name, tokenSpan(constant));
  const nullToken = token(c, 'NULL');
  if (nullToken !== undefined) return literal('null', 'NULL', tokenSpan(nullToken));
  const unicode = token(c, 'UnicodeString');
  if (unicode !== undefined) return literal('string', unicodeValue(unicode), tokenSpan(unicode));
  const niladic = token(c, 'NiladicFunction');
  if (niladic !== undefined) return niladicCall(niladic);
  return specialForm(c);
}

function specialForm(c: Children): Expression {
  for (const [key, build] of specialForms) {
    const found = node(c, key);
    if (found !== undefined) return build(found.children);
  }
  throw new Error('SQL builder: unknown primary expression');
}

const specialForms: readonly (readonly [string, (c: Children) => Expression])[] = [
  ['caseExpression', buildCase],
  ['castExpression', buildCast],
  ['intervalLiteral', buildInterval],
  ['arrayConstructor', buildArray],
  ['existsExpression', buildExists],
  ['extractExpression', buildExtract],
  ['floorCeil', buildFloorCeil],
  ['positionExpression', buildPosition],
  ['substringExpression', buildSubstring],
  ['trimExpression', buildTrim],
  ['timestampArithmetic', buildTimestampArithmetic],
  ['keywordCall', buildKeywordCall],
];

function stringLiteral(parts: readonly IToken[]): Literal {
  const first = parts[0] as IToken;
  // Adjacent literals concatenate: 'a' 'b' is 'ab'.
  const value = parts.length === 1 ? stringValue(first) : parts.map(stringValue).join('');
  return literal('string', value, spanBetween(first, parts[parts.length - 1] as IToken));
}

/** U&'…': \XXXX and \+XXXXXX are code points, \\ is a backslash. */
function unicodeValue(quoted: IToken): string {
  const inner = quoted.image.slice(3, -1).replaceAll("''", "'");
  return inner.replace(/\\(\\|[0-9A-Fa-f]{4}|\+[0-9A-Fa-f]{6})/g, (_, code: string) =>
    code === '\\' ? '\\' : String.fromCodePoint(Number.parseInt(code.replace('+', ''), 16)),
  );
}

function parenthesized(c: Children, paren: CstNode): Expression {
  const content = buildParenContent(paren);
  if (!Array.isArray(content)) {
    const span = spanBetween(requireToken(c, 'LParen'), requireToken(c, 'RParen'));
    return { kind: 'scalarSubquery', query: content, span };
  }
  // Row constructors are not in the dialect: reject the first comma.
  const comma = token(paren.children, 'Comma');
  if (comma !== undefined) throw unexpectedToken(comma);
  return content[0] as Expression;
}

/** A column path, a call, or TIMESTAMP '…' / DATE '…'. */
function buildNameStarted(c: Children): Expression {
  const name = requireToken(c, 'Name');
  const args = node(c, 'callArguments');
  if (args !== undefined) return buildCall(name, args, node(c, 'filterClause'));
  const text = token(c, 'StringLiteral');
  if (text !== undefined) {
    const type = name.tokenType === T.Identifier ? name.image.toUpperCase() : '';
    if (type !== 'TIMESTAMP' && type !== 'DATE') throw unexpectedToken(text);
    return literal(type === 'DATE' ? 'date' : 'timestamp', stringValue(text), spanBetween(name, text));
  }
  const names = tokens(c, 'Name');
  const end = lastToken(c, 'Name') ?? name;
  return { kind: 'column', path: names.map(identifier), span: spanBetween(name, end) };
}
