// CST→AST entry point: statements (query, INSERT, REPLACE, EXPLAIN) and the ingestion clauses.
import type { CstNode, IToken } from 'chevrotain';
import { SqlError } from '../errors.ts';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import { unexpectedToken } from '../parser/syntax-error.ts';
import { buildExpression } from './build-expressions.ts';
import { buildOrderItem, buildQuery } from './build-queries.ts';
import {
  type Children,
  identifier,
  node,
  nodes,
  requireNode,
  requireToken,
  token,
  tokens,
} from './build-support.ts';
import type {
  ExplainStatement,
  Identifier,
  InsertStatement,
  PartitionedBy,
  QueryStatement,
  ReplaceStatement,
  SetStatement,
  Span,
  StatementItem,
} from './nodes.ts';

/** The items of a `statement` CST (a statement list) from parser/parser.ts, in order. */
export function buildStatementList(cst: CstNode): StatementItem[] {
  return nodes(cst.children, 'statementItem').map((item) => buildStatementItem(item.children));
}

function buildStatementItem(c: Children): StatementItem {
  const set = node(c, 'setStatement');
  if (set !== undefined) return buildSet(set.children);
  const explain = node(c, 'explain');
  if (explain === undefined) return buildInner(c);
  const statement = buildInner(explain.children);
  const span = spanBetween(requireToken(explain.children, 'EXPLAIN'), statement.span);
  const result: ExplainStatement = { kind: 'explain', statement, span };
  return result;
}

function buildSet(c: Children): SetStatement {
  const value = buildExpression(requireNode(c, 'expression'));
  return {
    kind: 'set',
    key: identifier(requireToken(c, 'key')),
    value,
    span: spanBetween(requireToken(c, 'SET'), value.span),
  };
}

function buildInner(c: Children): QueryStatement | InsertStatement | ReplaceStatement {
  const insert = node(c, 'insert');
  if (insert !== undefined) return buildInsert(insert.children);
  const replace = node(c, 'replace');
  if (replace !== undefined) return buildReplace(replace.children);
  const query = buildQuery(requireNode(c, 'query'));
  return { kind: 'queryStatement', query, span: query.span };
}

function buildInsert(c: Children): InsertStatement {
  const table = buildTableName(requireNode(c, 'tableName'), 'INSERT');
  const query = buildQuery(requireNode(c, 'query'));
  const partitionedBy = buildPartitionedBy(node(c, 'partitionedBy'));
  const clusteredBy = nodes(node(c, 'clusteredBy')?.children ?? {}, 'orderItem').map(buildOrderItem);
  const end = clusteredBy[clusteredBy.length - 1]?.span ?? partitionedBy?.span ?? query.span;
  const span = spanBetween(requireToken(c, 'INSERT'), end);
  return { kind: 'insert', table, query, partitionedBy, clusteredBy, span };
}

function buildReplace(c: Children): ReplaceStatement {
  const table = buildTableName(requireNode(c, 'tableName'), 'REPLACE');
  const conditionNode = node(c, 'expression');
  const overwrite =
    conditionNode === undefined
      ? { kind: 'all' as const }
      : { kind: 'where' as const, condition: buildExpression(conditionNode) };
  const query = buildQuery(requireNode(c, 'query'));
  const partitionedBy = buildPartitionedBy(node(c, 'partitionedBy'));
  const clusteredBy = nodes(node(c, 'clusteredBy')?.children ?? {}, 'orderItem').map(buildOrderItem);
  const end = clusteredBy[clusteredBy.length - 1]?.span ?? partitionedBy?.span ?? query.span;
  const span = spanBetween(requireToken(c, 'REPLACE'), end);
  return { kind: 'replace', table, overwrite, query, partitionedBy, clusteredBy, span };
}

/** The target datasource: `name`, or `druid.name` (the only schema that can be written). */
function buildTableName(cst: CstNode, verb: string): Identifier {
  const names = tokens(cst.children, 'Name');
  const name = identifier(names[names.length - 1] as IToken);
  if (names.length === 1) return name;
  const schema = identifier(names[0] as IToken);
  if (schema.name.toLowerCase() === 'druid') return name;
  const span = spanBetween(schema.span, name.span);
  const message = `Cannot ${verb} into ${schema.name}.${name.name} because it is not a Druid datasource.`;
  throw new SqlError('validation', message, span);
}

/** A granularity keyword (DAY, ALL TIME…), a period string ('PT1H'), or an expression (FLOOR(__time TO DAY)). */
function buildPartitionedBy(cst: CstNode | undefined): PartitionedBy | undefined {
  if (cst === undefined) return undefined;
  const c = cst.children;
  const all = token(c, 'ALL');
  if (all !== undefined) {
    const time = token(c, 'Name');
    if (time === undefined) return { kind: 'granularityKeyword', keyword: 'ALL', span: tokenSpan(all) };
    if (time.image.toUpperCase() !== 'TIME' || identifier(time).quoted) throw unexpectedToken(time);
    return { kind: 'granularityKeyword', keyword: 'ALL TIME', span: spanBetween(all, time) };
  }
  const expression = buildExpression(requireNode(c, 'expression'));
  const span: Span = expression.span;
  if (expression.kind === 'literal' && expression.type === 'string') {
    return { kind: 'granularityString', value: expression.value, span };
  }
  const only = expression.kind === 'column' && expression.path.length === 1 ? expression.path[0] : undefined;
  if (only !== undefined && !only.quoted)
    return { kind: 'granularityKeyword', keyword: only.name.toUpperCase(), span };
  return { kind: 'granularityExpression', expression, span };
}
