// CST→AST entry point: statements (query, INSERT, REPLACE, EXPLAIN) and the ingestion clauses.
import { SqlError } from '../errors.ts';
import { spanBetween, tokenSpan } from '../lexer/spans.ts';
import type {
  ClusteredByCstNode,
  ExplainCstChildren,
  InsertCstChildren,
  PartitionedByCstNode,
  ReplaceCstChildren,
  SetStatementCstChildren,
  StatementCstNode,
  StatementItemCstChildren,
  TableNameCstNode,
} from '../parser/generated/cst.ts';
import { unexpectedToken } from '../parser/syntax-error.ts';
import { buildExpression } from './build-expressions.ts';
import { buildQuery } from './build-queries.ts';
import { at, first, identifier, one } from './build-support.ts';
import { buildOrderItem } from './build-window.ts';
import type {
  ExplainStatement,
  Identifier,
  InsertStatement,
  OrderItem,
  PartitionedBy,
  QueryStatement,
  ReplaceStatement,
  SetStatement,
  Span,
  StatementItem,
} from './nodes.ts';

/** The items of a `statement` CST (a statement list) from parser/parser.ts, in order. */
export function buildStatementList(cst: StatementCstNode): StatementItem[] {
  return cst.children.statementItem.map((item) => buildStatementItem(item.children));
}

function buildStatementItem(c: StatementItemCstChildren): StatementItem {
  const set = first(c.setStatement);
  if (set !== undefined) return buildSet(set.children);
  const explain = first(c.explain);
  if (explain === undefined) return buildInner(c);
  const statement = buildInner(explain.children);
  const span = spanBetween(one(explain.children.EXPLAIN), statement.span);
  const result: ExplainStatement = { kind: 'explain', statement, span };
  return result;
}

function buildSet(c: SetStatementCstChildren): SetStatement {
  const value = buildExpression(one(c.expression));
  return {
    kind: 'set',
    key: identifier(one(c.key)),
    value,
    span: spanBetween(one(c.SET), value.span),
  };
}

/** The statement of an item or of an EXPLAIN: both have the same three alternatives. */
function buildInner(
  c: StatementItemCstChildren | ExplainCstChildren,
): QueryStatement | InsertStatement | ReplaceStatement {
  const insert = first(c.insert);
  if (insert !== undefined) return buildInsert(insert.children);
  const replace = first(c.replace);
  if (replace !== undefined) return buildReplace(replace.children);
  const query = buildQuery(one(c.query));
  return { kind: 'queryStatement', query, span: query.span };
}

function buildInsert(c: InsertCstChildren): InsertStatement {
  const table = buildTableName(one(c.tableName), 'INSERT');
  const query = buildQuery(one(c.query));
  const partitionedBy = buildPartitionedBy(first(c.partitionedBy));
  const clusteredBy = buildClusteredBy(first(c.clusteredBy));
  const end = clusteredBy[clusteredBy.length - 1]?.span ?? partitionedBy?.span ?? query.span;
  const span = spanBetween(one(c.INSERT), end);
  return { kind: 'insert', table, query, partitionedBy, clusteredBy, span };
}

function buildReplace(c: ReplaceCstChildren): ReplaceStatement {
  const table = buildTableName(one(c.tableName), 'REPLACE');
  const conditionNode = first(c.expression);
  const overwrite =
    conditionNode === undefined
      ? { kind: 'all' as const }
      : { kind: 'where' as const, condition: buildExpression(conditionNode) };
  const query = buildQuery(one(c.query));
  const partitionedBy = buildPartitionedBy(first(c.partitionedBy));
  const clusteredBy = buildClusteredBy(first(c.clusteredBy));
  const end = clusteredBy[clusteredBy.length - 1]?.span ?? partitionedBy?.span ?? query.span;
  const span = spanBetween(one(c.REPLACE), end);
  return { kind: 'replace', table, overwrite, query, partitionedBy, clusteredBy, span };
}

function buildClusteredBy(cst: ClusteredByCstNode | undefined): OrderItem[] {
  return cst === undefined ? [] : cst.children.orderItem.map(buildOrderItem);
}

/** The target datasource: `name`, or `druid.name` (the only schema that can be written). */
function buildTableName(cst: TableNameCstNode, verb: string): Identifier {
  const names = cst.children.Name;
  const name = identifier(at(names, names.length - 1));
  if (names.length === 1) return name;
  const schema = identifier(one(names));
  if (schema.name.toLowerCase() === 'druid') return name;
  const span = spanBetween(schema.span, name.span);
  const message = `Cannot ${verb} into ${schema.name}.${name.name} because it is not a Druid datasource.`;
  throw new SqlError('validation', message, span);
}

/** A granularity keyword (DAY, ALL TIME…), a period string ('PT1H'), or an expression (FLOOR(__time TO DAY)). */
function buildPartitionedBy(cst: PartitionedByCstNode | undefined): PartitionedBy | undefined {
  if (cst === undefined) return undefined;
  const c = cst.children;
  const all = first(c.ALL);
  if (all !== undefined) {
    const time = first(c.Name);
    if (time === undefined) return { kind: 'granularityKeyword', keyword: 'ALL', span: tokenSpan(all) };
    if (time.image.toUpperCase() !== 'TIME' || identifier(time).quoted) throw unexpectedToken(time);
    return { kind: 'granularityKeyword', keyword: 'ALL TIME', span: spanBetween(all, time) };
  }
  const expression = buildExpression(one(c.expression));
  const span: Span = expression.span;
  if (expression.kind === 'literal' && expression.type === 'string') {
    return { kind: 'granularityString', value: expression.value, span };
  }
  const only = expression.kind === 'column' && expression.path.length === 1 ? expression.path[0] : undefined;
  if (only !== undefined && !only.quoted)
    return { kind: 'granularityKeyword', keyword: only.name.toUpperCase(), span };
  return { kind: 'granularityExpression', expression, span };
}
