// CST→AST for calls and the expressions with their own syntax: CASE, CAST, INTERVAL, EXTRACT, FLOOR … TO, TRIM…
import type { CstNode, IToken } from 'chevrotain';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import * as T from '../lexer/tokens.ts';
import { unexpectedToken } from '../parser/syntax-error.ts';
import {
  type Children,
  identifier,
  lastToken,
  node,
  nodes,
  recurse,
  requireNode,
  requireToken,
  token,
  tokens,
  word,
} from './build-support.ts';
import type { CaseExpression, Expression, FunctionCall, Span, TypeName } from './nodes.ts';

function expression(cst: CstNode): Expression {
  return recurse.expression(cst);
}

function optionalExpression(cst: CstNode | undefined): Expression | undefined {
  return cst === undefined ? undefined : recurse.expression(cst);
}

function call(name: string, nameToken: IToken, args: readonly Expression[], span: Span): FunctionCall {
  return {
    kind: 'call',
    name,
    nameSpan: tokenSpan(nameToken),
    args,
    distinct: false,
    star: false,
    filter: undefined,
    span,
  };
}

/** `name(args) [FILTER (WHERE …)]`, the name upper-cased. */
export function buildCall(
  name: IToken,
  argumentsNode: CstNode,
  filterNode: CstNode | undefined,
): FunctionCall {
  const c = argumentsNode.children;
  const filter =
    filterNode === undefined ? undefined : expression(requireNode(filterNode.children, 'expression'));
  const end =
    filterNode === undefined ? requireToken(c, 'RParen') : requireToken(filterNode.children, 'RParen');
  return {
    kind: 'call',
    name: word(name),
    nameSpan: tokenSpan(name),
    args: nodes(c, 'argument').map(buildArgument),
    distinct: token(c, 'quantifier')?.tokenType === T.DISTINCT,
    star: c.Star !== undefined,
    filter,
    ...(c.typeName ? { returning: buildTypeName(requireNode(c, 'typeName')) } : {}),
    span: spanBetween(name, end),
  };
}

function buildArgument(cst: CstNode): Expression {
  const value = expression(requireNode(cst.children, 'expression'));
  const name = token(cst.children, 'Name');
  if (name === undefined) return value;
  return { kind: 'namedArgument', name: identifier(name), value, span: spanBetween(name, value.span) };
}

export function buildKeywordCall(c: Children): Expression {
  return buildCall(requireToken(c, 'name'), requireNode(c, 'callArguments'), undefined);
}

/** CURRENT_TIMESTAMP, CURRENT_DATE, LOCALTIMESTAMP…: calls written without parentheses. */
export function niladicCall(name: IToken): FunctionCall {
  return call(name.tokenType.name, name, [], tokenSpan(name));
}

export function buildCase(c: Children): CaseExpression {
  const thens = nodes(c, 'then');
  const whens = nodes(c, 'when').map((when, i) => ({
    when: expression(when),
    // biome-ignore lint/suspicious/noThenProperty: the AST contract names a branch's result `then`.
    then: expression(thens[i] as CstNode),
  }));
  return {
    kind: 'case',
    operand: optionalExpression(node(c, 'operand')),
    whens,
    else: optionalExpression(node(c, 'else')),
    span: spanBetween(requireToken(c, 'CASE'), requireToken(c, 'END')),
  };
}

export function buildCast(c: Children): Expression {
  return {
    kind: 'cast',
    operand: expression(requireNode(c, 'expression')),
    target: buildTypeName(requireNode(c, 'typeName')),
    span: spanBetween(requireToken(c, 'CAST'), requireToken(c, 'RParen')),
  };
}

// Synonyms folded into one name, as Calcite does.
const typeSynonyms: Readonly<Record<string, string>> = {
  INT: 'INTEGER',
  CHARACTER: 'CHAR',
  DEC: 'DECIMAL',
  NUMERIC: 'DECIMAL',
  'DOUBLE PRECISION': 'DOUBLE',
  'CHAR VARYING': 'VARCHAR',
  'CHARACTER VARYING': 'VARCHAR',
};
const TWO_WORD_TYPES = new Set(['DOUBLE PRECISION', 'CHAR VARYING', 'CHARACTER VARYING']);

export function buildTypeName(cst: CstNode): TypeName {
  const c = cst.children;
  const base = requireToken(c, 'base');
  let name = word(base);
  const second = token(c, 'second');
  if (second !== undefined) {
    name = `${name} ${word(second)}`;
    if (!TWO_WORD_TYPES.has(name)) throw unexpectedToken(second);
  }
  name = typeSynonyms[name] ?? name;
  const complex = token(c, 'complex');
  if (complex !== undefined) name = `${name}<${identifier(complex).name}>`;
  const array = token(c, 'ARRAY');
  const end = array ?? token(c, 'Greater') ?? token(c, 'RParen') ?? second ?? base;
  return {
    kind: 'typeName',
    name,
    arguments: tokens(c, 'NumberLiteral').map((argument) => Number(argument.image)),
    array: array !== undefined,
    span: spanBetween(base, end),
  };
}

const INTERVAL_UNITS = new Set(['SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR']);

export function buildInterval(c: Children): Expression {
  const units = tokens(c, 'unit');
  for (const unit of units) if (!INTERVAL_UNITS.has(word(unit))) throw unexpectedToken(unit);
  const text = requireToken(c, 'StringLiteral');
  const inner = text.image.slice(1, -1).replaceAll("''", "'");
  const negative = token(c, 'sign')?.tokenType === T.Minus;
  return {
    kind: 'literal',
    type: 'interval',
    value: negative ? `-${inner}` : inner,
    unit: units.map(word).join(' TO '),
    span: spanBetween(requireToken(c, 'INTERVAL'), lastToken(c, 'unit') ?? text),
  };
}

export function buildArray(c: Children): Expression {
  return {
    kind: 'array',
    elements: nodes(c, 'expression').map(expression),
    span: spanBetween(requireToken(c, 'ARRAY'), requireToken(c, 'RBracket')),
  };
}

export function buildExists(c: Children): Expression {
  return {
    kind: 'exists',
    query: recurse.query(requireNode(c, 'query')),
    span: spanBetween(requireToken(c, 'EXISTS'), requireToken(c, 'RParen')),
  };
}

export function buildExtract(c: Children): Expression {
  return {
    kind: 'extract',
    unit: word(requireToken(c, 'unit')),
    operand: expression(requireNode(c, 'expression')),
    span: spanBetween(requireToken(c, 'EXTRACT'), requireToken(c, 'RParen')),
  };
}

/** FLOOR(ts TO unit) / CEIL(ts TO unit); without TO, a plain call. */
export function buildFloorCeil(c: Children): Expression {
  const name = requireToken(c, 'function');
  const fn = name.tokenType === T.CEIL ? 'CEIL' : 'FLOOR';
  const operand = expression(requireNode(c, 'expression'));
  const span = spanBetween(name, requireToken(c, 'RParen'));
  const unit = token(c, 'unit');
  if (unit === undefined) return call(fn, name, [operand], span);
  return { kind: 'floorCeilTo', function: fn, operand, unit: word(unit), span };
}

/** POSITION(a IN b [FROM c]) → POSITION(a, b[, c]). */
export function buildPosition(c: Children): Expression {
  const name = requireToken(c, 'POSITION');
  const args = [recurse.arithmetic(requireNode(c, 'arithmetic')), expression(requireNode(c, 'expression'))];
  const from = node(c, 'from');
  if (from !== undefined) args.push(expression(from));
  return call('POSITION', name, args, spanBetween(name, requireToken(c, 'RParen')));
}

/** SUBSTRING(s FROM a [FOR b]) → SUBSTRING(s, a[, b]); SUBSTRING(s, a[, b]) as is. */
export function buildSubstring(c: Children): Expression {
  const name = requireToken(c, 'SUBSTRING');
  const args = nodes(c, 'expression').map(expression);
  const from = node(c, 'from');
  if (from !== undefined) args.push(expression(from));
  const length = node(c, 'for');
  if (length !== undefined) args.push(expression(length));
  return call('SUBSTRING', name, args, spanBetween(name, requireToken(c, 'RParen')));
}

export function buildTrim(c: Children): Expression {
  const where = token(c, 'where');
  const characters = optionalExpression(node(c, 'characters'));
  const operandNode = node(c, 'operand');
  const end = requireToken(c, 'RParen');
  // Without FROM, the one expression is the operand: TRIM(s). TRIM(BOTH s) and TRIM() are not SQL.
  if (operandNode === undefined && (where !== undefined || characters === undefined))
    throw unexpectedToken(end);
  return {
    kind: 'trim',
    where: where === undefined ? 'BOTH' : (where.tokenType.name as 'BOTH' | 'LEADING' | 'TRAILING'),
    characters: operandNode === undefined ? undefined : characters,
    operand: operandNode === undefined ? (characters as Expression) : expression(operandNode),
    span: spanBetween(requireToken(c, 'TRIM'), end),
  };
}

/** TIMESTAMPADD(unit, n, ts) / TIMESTAMPDIFF(unit, a, b): the unit becomes a TimeUnitArgument. */
export function buildTimestampArithmetic(c: Children): Expression {
  const name = requireToken(c, 'function');
  const unitToken = requireToken(c, 'unit');
  const unit = word(unitToken);
  const args: Expression[] = [
    {
      kind: 'timeUnit',
      unit: unit.startsWith('SQL_TSI_') ? unit.slice(8) : unit,
      span: tokenSpan(unitToken),
    },
  ];
  for (const argument of nodes(c, 'expression')) args.push(expression(argument));
  return call(name.tokenType.name, name, args, spanBetween(name, requireToken(c, 'RParen')));
}
