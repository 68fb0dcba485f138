// CST→AST for queries: WITH, set operations, SELECT and its clauses, ORDER BY / LIMIT / OFFSET, FROM items.
import type { CstNode, IToken } from 'chevrotain';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import * as T from '../lexer/tokens.ts';
import { unexpectedToken } from '../parser/syntax-error.ts';
import { buildExpression } from './build-expressions.ts';
import { buildCall, buildTypeName } from './build-functions.ts';
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
import type {
  ColumnDefinition,
  CommonTableExpression,
  Expression,
  FromItem,
  Identifier,
  Join,
  OrderItem,
  Query,
  QueryBody,
  Select,
  SelectItem,
  SetOperation,
  Span,
  Values,
} from './nodes.ts';

function optionalExpression(cst: CstNode | undefined): Expression | undefined {
  return cst === undefined ? undefined : buildExpression(cst);
}

function optionalIdentifier(name: IToken | undefined): Identifier | undefined {
  return name === undefined ? undefined : identifier(name);
}

export function buildQuery(cst: CstNode): Query {
  const c = cst.children;
  const ctes = nodes(c, 'cte').map(buildCte);
  const terms = nodes(c, 'queryTerm').map(buildQueryTerm);
  const body =
    terms.length === 1
      ? (terms[0] as QueryBody)
      : foldOperators(terms, nodes(c, 'setOperator'), setPrecedence, setOperation);
  const orderBy = nodes(c, 'orderItem').map(buildOrderItem);
  let limit = optionalExpression(node(c, 'limit'));
  const offset = optionalExpression(node(c, 'offset'));
  const fetch = optionalExpression(node(c, 'fetch'));
  // FETCH FIRST n ROWS ONLY is LIMIT n in other words; both at once is an error.
  if (fetch !== undefined) {
    if (limit !== undefined) throw unexpectedToken(requireToken(c, 'FETCH'));
    limit = fetch;
  }
  const end: IToken | Span =
    token(c, 'ONLY') ??
    token(c, 'offsetRows') ??
    offset?.span ??
    limit?.span ??
    orderBy[orderBy.length - 1]?.span ??
    body.span;
  const start = token(c, 'WITH') ?? body.span;
  return { kind: 'query', with: ctes, body, orderBy, limit, offset, span: spanBetween(start, end) };
}

recurse.query = buildQuery;

function buildCte(cst: CstNode): CommonTableExpression {
  const c = cst.children;
  const name = requireToken(c, 'name');
  return {
    kind: 'cte',
    name: identifier(name),
    columns: tokens(c, 'column').map(identifier),
    query: buildQuery(requireNode(c, 'query')),
    span: spanBetween(name, lastToken(c, 'RParen') ?? name),
  };
}

function setPrecedence(operator: CstNode): number {
  return requireToken(operator.children, 'operator').tokenType === T.INTERSECT ? 2 : 1;
}

function setOperation(operator: CstNode, left: QueryBody, right: QueryBody): SetOperation {
  const c = operator.children;
  return {
    kind: 'setOperation',
    operator: requireToken(c, 'operator').tokenType.name as SetOperation['operator'],
    all: c.ALL !== undefined,
    left,
    right,
    span: spanBetween(left.span, right.span),
  };
}

function buildQueryTerm(cst: CstNode): QueryBody {
  const select = node(cst.children, 'select');
  if (select !== undefined) return buildSelect(select.children);
  const values = node(cst.children, 'values');
  if (values !== undefined) return buildValues(values.children);
  return buildQuery(requireNode(cst.children, 'query'));
}

function buildValues(c: Children): Values {
  const rows = nodes(c, 'valuesRow');
  const last = rows[rows.length - 1] as CstNode;
  return {
    kind: 'values',
    rows: rows.map((row) => nodes(row.children, 'expression').map(buildExpression)),
    span: spanBetween(requireToken(c, 'VALUES'), requireToken(last.children, 'RParen')),
  };
}

function buildSelect(c: Children): Select {
  const items = nodes(c, 'selectItem').map(buildSelectItem);
  const fromNode = node(c, 'fromItem');
  const from = fromNode === undefined ? undefined : buildFromItem(fromNode);
  const where = optionalExpression(node(c, 'where'));
  const groupBy = nodes(c, 'groupBy').map(buildExpression);
  const having = optionalExpression(node(c, 'having'));
  const end: IToken | Span =
    having?.span ??
    groupBy[groupBy.length - 1]?.span ??
    token(c, 'emptyGroup') ??
    where?.span ??
    from?.span ??
    (items[items.length - 1] as SelectItem).span;
  return {
    kind: 'select',
    distinct: c.DISTINCT !== undefined,
    items,
    from,
    where,
    groupBy,
    having,
    span: spanBetween(requireToken(c, 'SELECT'), end),
  };
}

function buildSelectItem(cst: CstNode): SelectItem {
  const c = cst.children;
  const star = token(c, 'Star');
  if (star !== undefined) {
    const qualifier = token(c, 'qualifier');
    return {
      kind: 'star',
      qualifier: optionalIdentifier(qualifier),
      span: spanBetween(qualifier ?? star, star),
    };
  }
  const expression = buildExpression(requireNode(c, 'expression'));
  const alias = token(c, 'alias');
  return {
    kind: 'expressionItem',
    expression,
    alias: optionalIdentifier(alias),
    span: alias === undefined ? expression.span : spanBetween(expression.span, alias),
  };
}

export function buildOrderItem(cst: CstNode): OrderItem {
  const c = cst.children;
  const expression = buildExpression(requireNode(c, 'expression'));
  const direction = token(c, 'direction');
  const nulls = token(c, 'nulls');
  return {
    kind: 'orderItem',
    expression,
    direction: direction?.tokenType === T.DESC ? 'DESC' : 'ASC',
    nulls: nulls === undefined ? undefined : nulls.tokenType === T.FIRST ? 'FIRST' : 'LAST',
    span: spanBetween(expression.span, nulls ?? direction ?? expression.span),
  };
}

// ---------------------------------------------------------------- FROM

function buildFromItem(cst: CstNode): FromItem {
  let result = buildTablePrimary(requireNode(cst.children, 'tablePrimary'));
  for (const part of nodes(cst.children, 'joinPart')) result = buildJoin(result, part.children);
  return result;
}

function buildJoin(left: FromItem, c: Children): Join {
  const right = buildTablePrimary(requireNode(c, 'tablePrimary'));
  const on = optionalExpression(node(c, 'expression'));
  const type = token(c, 'joinType')?.tokenType;
  // A comma is a cross join; a bare JOIN an inner one.
  const joinType =
    c.Comma !== undefined ? 'CROSS' : type === undefined ? 'INNER' : (type.name as Join['joinType']);
  return { kind: 'join', joinType, left, right, on, span: spanBetween(left.span, (on ?? right).span) };
}

function buildTablePrimary(cst: CstNode): FromItem {
  const c = cst.children;
  const aliasToken = token(c, 'alias');
  const alias = optionalIdentifier(aliasToken);
  const columnAliases = tokens(c, 'aliasColumn').map(identifier);
  const aliasEnd = token(c, 'aliasEnd') ?? aliasToken;
  const unnest = token(c, 'UNNEST');
  if (unnest !== undefined) {
    const arrays = nodes(c, 'unnested').map(buildExpression);
    const span = spanBetween(unnest, aliasEnd ?? requireToken(c, 'unnestClose'));
    return { kind: 'unnest', arrays, alias, columnAliases, span };
  }
  const query = node(c, 'query');
  const functionName = token(c, 'functionName');
  if (functionName !== undefined) {
    const start = requireToken(c, 'TABLE');
    const end = aliasEnd ?? token(c, 'columnsEnd') ?? requireToken(c, 'RParen');
    return {
      kind: 'tableFunction',
      call: buildCall(functionName, requireNode(c, 'callArguments'), undefined),
      columns: nodes(c, 'columnDefinition').map(buildColumnDefinition),
      alias,
      columnAliases,
      span: spanBetween(start, end),
    };
  }
  const open = token(c, 'LParen');
  if (open !== undefined) {
    const span = spanBetween(open, aliasEnd ?? requireToken(c, 'RParen'));
    if (query !== undefined)
      return { kind: 'subquery', query: buildQuery(query), alias, columnAliases, span };
    // A parenthesised join has nowhere to keep an alias.
    if (aliasToken !== undefined) throw unexpectedToken(aliasToken);
    return buildFromItem(requireNode(c, 'fromItem'));
  }
  const path = tokens(c, 'path');
  const first = path[0] as IToken;
  const end = aliasEnd ?? (path[path.length - 1] as IToken);
  return { kind: 'table', path: path.map(identifier), alias, columnAliases, span: spanBetween(first, end) };
}

function buildColumnDefinition(cst: CstNode): ColumnDefinition {
  const name = requireToken(cst.children, 'Name');
  const type = buildTypeName(requireNode(cst.children, 'typeName'));
  return {
    kind: 'columnDefinition',
    name: identifier(name),
    type,
    span: spanBetween(tokenSpan(name), type.span),
  };
}
