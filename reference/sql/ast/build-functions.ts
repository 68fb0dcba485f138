// CST→AST for calls and the expressions with their own syntax: CASE, CAST, INTERVAL, EXTRACT, FLOOR … TO, TRIM…

import type { IToken } from 'chevrotain';
import { lookupTable } from '../../json/keyed.ts';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import * as T from '../lexer/tokens.ts';
import type {
  ArgumentCstNode,
  ArrayConstructorCstChildren,
  CallArgumentsCstNode,
  CaseExpressionCstChildren,
  CastExpressionCstChildren,
  ExistsExpressionCstChildren,
  ExpressionCstNode,
  ExtractExpressionCstChildren,
  FilterClauseCstNode,
  FloorCeilCstChildren,
  IntervalLiteralCstChildren,
  JsonObjectCallCstChildren,
  KeywordCallCstChildren,
  OverClauseCstNode,
  PositionExpressionCstChildren,
  SubstringExpressionCstChildren,
  TimestampArithmeticCstChildren,
  TrimExpressionCstChildren,
  TypeNameCstNode,
} from '../parser/generated/cst.ts';
import { unexpectedToken } from '../parser/syntax-error.ts';
import { all, at, first, identifier, last, one, recurse, word } from './build-support.ts';
import { buildWindow } from './build-window.ts';
import type { CaseExpression, Expression, FunctionCall, Span, TypeName } from './nodes.ts';

function expression(cst: ExpressionCstNode): Expression {
  return recurse.expression(cst);
}

function optionalExpression(cst: ExpressionCstNode | undefined): Expression | undefined {
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
  argumentsNode: CallArgumentsCstNode,
  filterNode: FilterClauseCstNode | undefined,
  overNode?: OverClauseCstNode,
): FunctionCall {
  const c = argumentsNode.children;
  const filter = filterNode === undefined ? undefined : expression(one(filterNode.children.expression));
  const end = one((overNode?.children ?? filterNode?.children ?? c).RParen);
  return {
    kind: 'call',
    name: word(name),
    nameSpan: tokenSpan(name),
    args: all(c.argument).map(buildArgument),
    distinct: first(c.quantifier)?.tokenType === T.DISTINCT,
    star: c.Star !== undefined,
    filter,
    ...(c.typeName ? { returning: buildTypeName(one(c.typeName)) } : {}),
    ...(overNode ? { over: buildWindow(overNode) } : {}),
    span: spanBetween(name, end),
  };
}

function buildArgument(cst: ArgumentCstNode): Expression {
  const value = expression(one(cst.children.expression));
  const name = first(cst.children.Name);
  if (name === undefined) return value;
  return { kind: 'namedArgument', name: identifier(name), value, span: spanBetween(name, value.span) };
}

export function buildKeywordCall(c: KeywordCallCstChildren): Expression {
  return buildCall(one(c.name), one(c.callArguments), undefined);
}

/** CURRENT_TIMESTAMP, CURRENT_DATE, LOCALTIMESTAMP…: calls written without parentheses. */
export function niladicCall(name: IToken): FunctionCall {
  return call(name.tokenType.name, name, [], tokenSpan(name));
}

export function buildCase(c: CaseExpressionCstChildren): CaseExpression {
  const thens = c.then;
  const whens = c.when.map((when, i) => ({
    when: expression(when),
    // biome-ignore lint/suspicious/noThenProperty: the AST contract names a branch's result `then`.
    then: expression(at(thens, i)),
  }));
  return {
    kind: 'case',
    operand: optionalExpression(first(c.operand)),
    whens,
    else: optionalExpression(first(c.else)),
    span: spanBetween(one(c.CASE), one(c.END)),
  };
}

export function buildCast(c: CastExpressionCstChildren): Expression {
  return {
    kind: 'cast',
    operand: expression(one(c.expression)),
    target: buildTypeName(one(c.typeName)),
    span: spanBetween(one(c.CAST), one(c.RParen)),
  };
}

// Synonyms folded into one name, as Calcite does.
const typeSynonyms: Readonly<Record<string, string>> = lookupTable({
  INT: 'INTEGER',
  CHARACTER: 'CHAR',
  DEC: 'DECIMAL',
  NUMERIC: 'DECIMAL',
  'DOUBLE PRECISION': 'DOUBLE',
  'CHAR VARYING': 'VARCHAR',
  'CHARACTER VARYING': 'VARCHAR',
});
const TWO_WORD_TYPES = new Set(['DOUBLE PRECISION', 'CHAR VARYING', 'CHARACTER VARYING']);

export function buildTypeName(cst: TypeNameCstNode): TypeName {
  const c = cst.children;
  const base = one(c.base);
  let name = word(base);
  const second = first(c.second);
  if (second !== undefined) {
    name = `${name} ${word(second)}`;
    if (!TWO_WORD_TYPES.has(name)) throw unexpectedToken(second);
  }
  name = typeSynonyms[name] ?? name;
  const complex = first(c.complex);
  if (complex !== undefined) name = `${name}<${identifier(complex).name}>`;
  const array = first(c.ARRAY);
  const end = array ?? first(c.Greater) ?? first(c.RParen) ?? second ?? base;
  return {
    kind: 'typeName',
    name,
    arguments: all(c.NumberLiteral).map((argument) => Number(argument.image)),
    array: array !== undefined,
    span: spanBetween(base, end),
  };
}

const INTERVAL_UNITS = new Set(['SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR']);

export function buildInterval(c: IntervalLiteralCstChildren): Expression {
  const units = c.unit;
  for (const unit of units) if (!INTERVAL_UNITS.has(word(unit))) throw unexpectedToken(unit);
  const text = one(c.StringLiteral);
  const inner = text.image.slice(1, -1).replaceAll("''", "'");
  const negative = first(c.sign)?.tokenType === T.Minus;
  return {
    kind: 'literal',
    type: 'interval',
    value: negative ? `-${inner}` : inner,
    unit: units.map(word).join(' TO '),
    span: spanBetween(one(c.INTERVAL), last(units) ?? text),
  };
}

export function buildArray(c: ArrayConstructorCstChildren): Expression {
  return {
    kind: 'array',
    elements: all(c.expression).map(expression),
    span: spanBetween(one(c.ARRAY), one(c.RBracket)),
  };
}

/** JSON_OBJECT(k1 VALUE v1, k2: v2, …) → JSON_OBJECT(k1, v1, k2, v2, …); the NULL clause changes nothing (§sql.66). */
export function buildJsonObject(c: JsonObjectCallCstChildren): Expression {
  const name = one(c.JSON_OBJECT);
  const args = all(c.jsonObjectEntry).flatMap((entry) => [
    expression(one(entry.children.name)),
    expression(one(entry.children.value)),
  ]);
  return call('JSON_OBJECT', name, args, spanBetween(name, one(c.RParen)));
}

export function buildExists(c: ExistsExpressionCstChildren): Expression {
  return {
    kind: 'exists',
    query: recurse.query(one(c.query)),
    span: spanBetween(one(c.EXISTS), one(c.RParen)),
  };
}

export function buildExtract(c: ExtractExpressionCstChildren): Expression {
  return {
    kind: 'extract',
    unit: word(one(c.unit)),
    operand: expression(one(c.expression)),
    span: spanBetween(one(c.EXTRACT), one(c.RParen)),
  };
}

/** FLOOR(ts TO unit) / CEIL(ts TO unit); without TO, a plain call. */
export function buildFloorCeil(c: FloorCeilCstChildren): Expression {
  const name = one(c.function);
  const fn = name.tokenType === T.CEIL ? 'CEIL' : 'FLOOR';
  const operand = expression(one(c.expression));
  const span = spanBetween(name, one(c.RParen));
  const unit = first(c.unit);
  if (unit === undefined) return call(fn, name, [operand], span);
  return { kind: 'floorCeilTo', function: fn, operand, unit: word(unit), span };
}

/** POSITION(a IN b [FROM c]) → POSITION(a, b[, c]). */
export function buildPosition(c: PositionExpressionCstChildren): Expression {
  const name = one(c.POSITION);
  const args = [recurse.arithmetic(one(c.arithmetic)), expression(one(c.expression))];
  const from = first(c.from);
  if (from !== undefined) args.push(expression(from));
  return call('POSITION', name, args, spanBetween(name, one(c.RParen)));
}

/** SUBSTRING(s FROM a [FOR b]) → SUBSTRING(s, a[, b]); SUBSTRING(s, a[, b]) as is. */
export function buildSubstring(c: SubstringExpressionCstChildren): Expression {
  const name = one(c.SUBSTRING);
  const args = c.expression.map(expression);
  const from = first(c.from);
  if (from !== undefined) args.push(expression(from));
  const length = first(c.for);
  if (length !== undefined) args.push(expression(length));
  return call('SUBSTRING', name, args, spanBetween(name, one(c.RParen)));
}

export function buildTrim(c: TrimExpressionCstChildren): Expression {
  const where = first(c.where);
  const characters = optionalExpression(first(c.characters));
  const operandNode = first(c.operand);
  const end = one(c.RParen);
  // Without FROM, the one expression is the operand: TRIM(s). TRIM(BOTH s) and TRIM() are not SQL.
  if (operandNode === undefined && (where !== undefined || characters === undefined))
    throw unexpectedToken(end);
  return {
    kind: 'trim',
    where: where === undefined ? 'BOTH' : (where.tokenType.name as 'BOTH' | 'LEADING' | 'TRAILING'),
    characters: operandNode === undefined ? undefined : characters,
    operand: operandNode === undefined ? (characters as Expression) : expression(operandNode),
    span: spanBetween(one(c.TRIM), end),
  };
}

/** TIMESTAMPADD(unit, n, ts) / TIMESTAMPDIFF(unit, a, b): the unit becomes a TimeUnitArgument. */
export function buildTimestampArithmetic(c: TimestampArithmeticCstChildren): Expression {
  const name = one(c.function);
  const unitToken = one(c.unit);
  const unit = word(unitToken);
  const args: Expression[] = [
    {
      kind: 'timeUnit',
      unit: unit.startsWith('SQL_TSI_') ? unit.slice(8) : unit,
      span: tokenSpan(unitToken),
    },
  ];
  for (const argument of c.expression) args.push(expression(argument));
  return call(name.tokenType.name, name, args, spanBetween(name, one(c.RParen)));
}
