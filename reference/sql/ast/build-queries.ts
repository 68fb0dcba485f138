// CST→AST for queries: WITH, set operations, SELECT and its clauses, ORDER BY / LIMIT / OFFSET, FROM items.
import type { IToken } from 'chevrotain';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import * as T from '../lexer/tokens.ts';
import type {
  ColumnDefinitionCstNode,
  CteCstNode,
  ExpressionCstNode,
  FromItemCstNode,
  JoinPartCstChildren,
  QueryCstNode,
  QueryTermCstNode,
  SelectCstChildren,
  SelectItemCstNode,
  SetOperatorCstNode,
  TablePrimaryCstNode,
  ValuesCstChildren,
} from '../parser/generated/cst.ts';
import { unexpectedToken } from '../parser/syntax-error.ts';
import { buildExpression } from './build-expressions.ts';
import { buildCall, buildTypeName } from './build-functions.ts';
import { all, at, first, foldOperators, identifier, last, one, recurse } from './build-support.ts';
import { buildOrderItem } from './build-window.ts';
import type {
  ColumnDefinition,
  CommonTableExpression,
  Expression,
  FromItem,
  Identifier,
  Join,
  Query,
  QueryBody,
  Select,
  SelectItem,
  SetOperation,
  Span,
  Values,
} from './nodes.ts';

function optionalExpression(cst: ExpressionCstNode | undefined): Expression | undefined {
  return cst === undefined ? undefined : buildExpression(cst);
}

function optionalIdentifier(name: IToken | undefined): Identifier | undefined {
  return name === undefined ? undefined : identifier(name);
}

export function buildQuery(cst: QueryCstNode): Query {
  const c = cst.children;
  const ctes = all(c.cte).map(buildCte);
  const terms = c.queryTerm.map(buildQueryTerm);
  const body =
    terms.length === 1 ? one(terms) : foldOperators(terms, all(c.setOperator), setPrecedence, setOperation);
  const orderBy = all(c.orderItem).map(buildOrderItem);
  let limit = optionalExpression(first(c.limit));
  const offset = optionalExpression(first(c.offset));
  const fetch = optionalExpression(first(c.fetch));
  // FETCH FIRST n ROWS ONLY is LIMIT n in other words; both at once is an error.
  if (fetch !== undefined) {
    if (limit !== undefined) throw unexpectedToken(one(c.FETCH));
    limit = fetch;
  }
  const end: IToken | Span =
    first(c.ONLY) ??
    first(c.offsetRows) ??
    offset?.span ??
    limit?.span ??
    orderBy[orderBy.length - 1]?.span ??
    body.span;
  const start = first(c.WITH) ?? body.span;
  return { kind: 'query', with: ctes, body, orderBy, limit, offset, span: spanBetween(start, end) };
}

recurse.query = buildQuery;

function buildCte(cst: CteCstNode): CommonTableExpression {
  const c = cst.children;
  const name = one(c.name);
  return {
    kind: 'cte',
    name: identifier(name),
    columns: all(c.column).map(identifier),
    query: buildQuery(one(c.query)),
    span: spanBetween(name, last(c.RParen) ?? name),
  };
}

function setPrecedence(operator: SetOperatorCstNode): number {
  return one(operator.children.operator).tokenType === T.INTERSECT ? 2 : 1;
}

function setOperation(operator: SetOperatorCstNode, left: QueryBody, right: QueryBody): SetOperation {
  const c = operator.children;
  return {
    kind: 'setOperation',
    operator: one(c.operator).tokenType.name as SetOperation['operator'],
    all: c.ALL !== undefined,
    left,
    right,
    span: spanBetween(left.span, right.span),
  };
}

function buildQueryTerm(cst: QueryTermCstNode): QueryBody {
  const select = first(cst.children.select);
  if (select !== undefined) return buildSelect(select.children);
  const values = first(cst.children.values);
  if (values !== undefined) return buildValues(values.children);
  return buildQuery(one(cst.children.query));
}

function buildValues(c: ValuesCstChildren): Values {
  const rows = c.valuesRow;
  const lastRow = at(rows, rows.length - 1);
  return {
    kind: 'values',
    rows: rows.map((row) => row.children.expression.map(buildExpression)),
    span: spanBetween(one(c.VALUES), one(lastRow.children.RParen)),
  };
}

function buildSelect(c: SelectCstChildren): Select {
  const items = c.selectItem.map(buildSelectItem);
  const fromNode = first(c.fromItem);
  const from = fromNode === undefined ? undefined : buildFromItem(fromNode);
  const where = optionalExpression(first(c.where));
  const groupBy = all(c.groupBy).map(buildExpression);
  const having = optionalExpression(first(c.having));
  const end: IToken | Span =
    having?.span ??
    groupBy[groupBy.length - 1]?.span ??
    first(c.emptyGroup) ??
    where?.span ??
    from?.span ??
    at(items, items.length - 1).span;
  return {
    kind: 'select',
    distinct: c.DISTINCT !== undefined,
    items,
    from,
    where,
    groupBy,
    having,
    span: spanBetween(one(c.SELECT), end),
  };
}

function buildSelectItem(cst: SelectItemCstNode): SelectItem {
  const c = cst.children;
  const star = first(c.Star);
  if (star !== undefined) {
    const qualifier = first(c.qualifier);
    return {
      kind: 'star',
      qualifier: optionalIdentifier(qualifier),
      span: spanBetween(qualifier ?? star, star),
    };
  }
  const expression = buildExpression(one(c.expression));
  const alias = first(c.alias);
  return {
    kind: 'expressionItem',
    expression,
    alias: optionalIdentifier(alias),
    span: alias === undefined ? expression.span : spanBetween(expression.span, alias),
  };
}

// ---------------------------------------------------------------- FROM

function buildFromItem(cst: FromItemCstNode): FromItem {
  let result = buildTablePrimary(one(cst.children.tablePrimary));
  for (const part of all(cst.children.joinPart)) result = buildJoin(result, part.children);
  return result;
}

function buildJoin(left: FromItem, c: JoinPartCstChildren): Join {
  const right = buildTablePrimary(one(c.tablePrimary));
  const on = optionalExpression(first(c.expression));
  const type = first(c.joinType)?.tokenType;
  // A comma is a cross join; a bare JOIN an inner one.
  const joinType =
    c.Comma !== undefined ? 'CROSS' : type === undefined ? 'INNER' : (type.name as Join['joinType']);
  return { kind: 'join', joinType, left, right, on, span: spanBetween(left.span, (on ?? right).span) };
}

function buildTablePrimary(cst: TablePrimaryCstNode): FromItem {
  const c = cst.children;
  const aliasToken = first(c.alias);
  const alias = optionalIdentifier(aliasToken);
  const columnAliases = all(c.aliasColumn).map(identifier);
  const aliasEnd = first(c.aliasEnd) ?? aliasToken;
  const unnest = first(c.UNNEST);
  if (unnest !== undefined) {
    const arrays = all(c.unnested).map(buildExpression);
    const span = spanBetween(unnest, aliasEnd ?? one(c.unnestClose));
    return { kind: 'unnest', arrays, alias, columnAliases, span };
  }
  const query = first(c.query);
  const functionName = first(c.functionName);
  if (functionName !== undefined) {
    const start = one(c.TABLE);
    const end = aliasEnd ?? first(c.columnsEnd) ?? one(c.RParen);
    return {
      kind: 'tableFunction',
      call: buildCall(functionName, one(c.callArguments), undefined),
      columns: all(c.columnDefinition).map(buildColumnDefinition),
      alias,
      columnAliases,
      span: spanBetween(start, end),
    };
  }
  const open = first(c.LParen);
  if (open !== undefined) {
    const span = spanBetween(open, aliasEnd ?? one(c.RParen));
    if (query !== undefined)
      return { kind: 'subquery', query: buildQuery(query), alias, columnAliases, span };
    // A parenthesised join has nowhere to keep an alias.
    if (aliasToken !== undefined) throw unexpectedToken(aliasToken);
    return buildFromItem(one(c.fromItem));
  }
  const path = all(c.path);
  const end = aliasEnd ?? at(path, path.length - 1);
  return {
    kind: 'table',
    path: path.map(identifier),
    alias,
    columnAliases,
    span: spanBetween(one(path), end),
  };
}

function buildColumnDefinition(cst: ColumnDefinitionCstNode): ColumnDefinition {
  const name = one(cst.children.Name);
  const type = buildTypeName(one(cst.children.typeName));
  return {
    kind: 'columnDefinition',
    name: identifier(name),
    type,
    span: spanBetween(tokenSpan(name), type.span),
  };
}
