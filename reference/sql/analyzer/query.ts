// Queries: WITH, SELECT (items, WHERE, GROUP BY, HAVING), set operations, ORDER BY, LIMIT and OFFSET.
import type { ColumnReference, Expression, OrderItem, Query, QueryBody, Select } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import type { Bound } from './bound.ts';
import { groupByList, outputSql, signOrder, topNNullsFirst } from './druid-grouping.ts';
import {
  checkScanOrder,
  checkSetOperation,
  foldsToConstant,
  hasWindow,
  literalCastRefusal,
} from './druid-planning.ts';
import type { AnalysisEnv, CommonTable } from './env.ts';
import { bindExpression, type ExpressionContext } from './expressions.ts';
import { analyzeFrom } from './from.ts';
import { unnestMultiValueKeys } from './multi-value-groups.ts';
import { registerQueryAnalyzer } from './recursion.ts';
import { type Relation, type RelationColumn, Scope } from './scope.ts';
import { checkNestedUnion, unionColumns } from './set-operations.ts';
import { timeRangesOf } from './time-filter.ts';
import { analyzeValues } from './values.ts';

export interface AnalyzedQuery {
  readonly sql: string;
  readonly columns: readonly RelationColumn[];
  /** It only reads rows (druid-planning.ts). */
  readonly scan?: boolean;
}

interface Tail {
  readonly orderBy: readonly OrderItem[];
  readonly limit: Query['limit'];
  readonly offset: Query['offset'];
}

export function analyzeQuery(query: Query, env: AnalysisEnv, outer: Scope | undefined): AnalyzedQuery {
  if (query.with.length === 0) return analyzeBody(query.body, env, outer, query);
  const tables: CommonTable[] = [];
  const definitions: string[] = [];
  return env.withCommonTables(tables, () => {
    for (const cte of query.with) {
      const analyzed = env.inside(() => analyzeQuery(cte.query, env, outer));
      let columns = analyzed.columns;
      let sql = analyzed.sql;
      if (cte.columns.length > 0) {
        if (cte.columns.length !== columns.length)
          throw new SqlError(
            'validation',
            `WITH '${cte.name.name}' names ${cte.columns.length} columns but its query returns ${columns.length}`,
            cte.span,
          );
        columns = columns.map((column, index) => ({
          ...column,
          name: cte.columns[index]?.name ?? column.name,
        }));
        const renames = columns.map(
          (column, index) =>
            `"$w".${quoteIdentifier(analyzed.columns[index]?.name ?? '')} AS ${quoteIdentifier(column.name)}`,
        );
        sql = `SELECT ${renames.join(', ')} FROM (${analyzed.sql}) AS "$w"`;
      }
      tables.push({ name: cte.name.name, columns });
      definitions.push(`${quoteIdentifier(cte.name.name)} AS (${sql})`);
    }
    const body = analyzeBody(query.body, env, outer, query);
    return { sql: `WITH ${definitions.join(', ')} ${body.sql}`, columns: body.columns };
  });
}

function analyzeBody(body: QueryBody, env: AnalysisEnv, outer: Scope | undefined, tail: Tail): AnalyzedQuery {
  if (body.kind === 'select') return analyzeSelect(body, env, outer, tail);
  const inner =
    body.kind === 'query'
      ? analyzeQuery(body, env, outer)
      : body.kind === 'values'
        ? { ...analyzeValues(body, env, outer), scan: true }
        : analyzeSetOperation(body, env, outer);
  if (body.kind === 'values' && tail.orderBy.length > 0)
    checkScanOrder(
      tail.orderBy,
      [{ alias: '', columns: [], hasTime: false, scan: true }],
      () => false,
      body.span,
    );
  const order = tail.orderBy.map((item) => {
    const position = outputPosition(item.expression, inner.columns);
    if (position === undefined)
      throw new SqlError(
        'validation',
        'ORDER BY of a set operation may only name its output columns',
        item.span,
      );
    return `${position} ${direction(item)}`;
  });
  const clauses = renderTail(order, tail, env);
  return clauses === ''
    ? inner
    : { sql: `SELECT * FROM (${inner.sql}) AS "$q"${clauses}`, columns: inner.columns };
}

function analyzeSetOperation(
  body: Extract<QueryBody, { kind: 'setOperation' }>,
  env: AnalysisEnv,
  outer: Scope | undefined,
): AnalyzedQuery {
  checkSetOperation(body);
  const noTail: Tail = { orderBy: [], limit: undefined, offset: undefined };
  const left = analyzeBody(body.left, env, outer, noTail);
  const right = analyzeBody(body.right, env, outer, noTail);
  if (left.columns.length !== right.columns.length)
    throw new SqlError(
      'validation',
      `Column count mismatch in ${body.operator}: ${left.columns.length} and ${right.columns.length}`,
      body.span,
    );
  if (env.nested > 0 && body.operator === 'UNION')
    checkNestedUnion(body.left, body.right, [left, right], body.span);
  const union = unionColumns(left, right, body.span, body.operator);
  const operator = `${body.operator}${body.all ? ' ALL' : ''}`;
  return { sql: `(${union.left}) ${operator} (${union.right})`, columns: union.columns };
}

function direction(item: OrderItem): string {
  // Nulls sort as the smallest values, as in the real system, unless the query says otherwise.
  const nulls = item.nulls ?? (item.direction === 'ASC' ? 'FIRST' : 'LAST');
  return `${item.direction} NULLS ${nulls}`;
}

function outputPosition(expression: Expression, columns: readonly RelationColumn[]): number | undefined {
  if (expression.kind === 'literal' && expression.type === 'number' && /^\d+$/.test(expression.value)) {
    const position = Number(expression.value);
    if (position < 1 || position > columns.length)
      throw new SqlError('validation', `Ordinal out of range: ${position}`, expression.span);
    return position;
  }
  if (expression.kind === 'column' && expression.path.length === 1) {
    const name = expression.path[0]?.name;
    const index = columns.findIndex((column) => column.name === name);
    return index < 0 ? undefined : index + 1;
  }
  return undefined;
}

function countValue(expression: Expression | undefined, env: AnalysisEnv, what: string): number | undefined {
  if (expression === undefined) return undefined;
  let value: unknown;
  if (expression.kind === 'literal' && expression.type === 'number') value = Number(expression.value);
  else if (expression.kind === 'parameter') value = env.options.parameters[expression.index]?.value;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new SqlError('validation', `${what} must be a non-negative integer`, expression.span);
  // A count beyond any table (`LIMIT 99999999999999999999`) is no count at all: the real system answers the rows.
  return Math.min(value, Number.MAX_SAFE_INTEGER);
}

function renderTail(order: readonly string[], tail: Tail, env: AnalysisEnv): string {
  const limit = countValue(tail.limit, env, 'LIMIT');
  const offset = countValue(tail.offset, env, 'OFFSET');
  return (
    (order.length > 0 ? ` ORDER BY ${order.join(', ')}` : '') +
    (limit !== undefined ? ` LIMIT ${limit}` : '') +
    (offset !== undefined ? ` OFFSET ${offset}` : '')
  );
}

interface SelectItemAst {
  readonly expression: Expression;
  readonly name: string;
}

function expandItems(select: Select, relations: readonly Relation[]): SelectItemAst[] {
  const items: SelectItemAst[] = [];
  select.items.forEach((item) => {
    if (item.kind === 'expressionItem') {
      const { expression } = item;
      const name =
        item.alias?.name ??
        (expression.kind === 'column'
          ? (expression.path[expression.path.length - 1]?.name ?? '')
          : `EXPR$${items.length}`);
      items.push({ expression, name });
      return;
    }
    const qualifier = item.qualifier?.name;
    const chosen = relations.filter((relation) => qualifier === undefined || relation.alias === qualifier);
    if (chosen.length === 0)
      throw new SqlError(
        'validation',
        qualifier ? `Table '${qualifier}' not found` : 'SELECT * needs a FROM clause',
        item.span,
      );
    for (const relation of chosen) {
      for (const column of relation.columns) {
        const part = (name: string) => ({ kind: 'identifier' as const, name, quoted: true, span: item.span });
        const reference: ColumnReference = {
          kind: 'column',
          path: [part(relation.alias), part(column.name)],
          span: item.span,
        };
        items.push({ expression: reference, name: column.name });
      }
    }
  });
  return items;
}

/** Output names made unique the real planner's way: a repeated `x` becomes `x0`, then `x1`… */
function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let suffix = 0; taken.has(unique); suffix++) unique = `${name}${suffix}`;
    taken.add(unique);
    return unique;
  });
}

function isOrdinal(expression: Expression): expression is Extract<Expression, { kind: 'literal' }> {
  return expression.kind === 'literal' && expression.type === 'number' && /^\d+$/.test(expression.value);
}

function analyzeSelect(
  select: Select,
  env: AnalysisEnv,
  outer: Scope | undefined,
  tail: Tail,
): AnalyzedQuery {
  // One table read alone: only the segments its WHERE can reach are read (a segment that cannot be read then fails
  // only the queries that would read it).
  const times = select.from?.kind === 'table' ? timeRangesOf(select.where, env.options.zone) : undefined;
  const from = select.from ? analyzeFrom(select.from, env, outer, [], times) : { relations: [], sql: '' };
  const scope = new Scope(from.relations, outer);
  const plain: ExpressionContext = {
    env,
    scope,
    aggregates: 'WHERE clause',
    groupKeys: undefined,
    inAggregate: false,
  };
  const where = select.where ? bindExpression(select.where, { ...plain, filter: true }) : undefined;
  if (where && where.type.name !== 'BOOLEAN' && where.type.name !== 'NULL')
    throw new SqlError('validation', `WHERE clause must be a condition, not ${where.type.name}`, where.span);
  const items = expandItems(select, from.relations);

  const keys = select.groupBy.map((expression) => {
    let target = expression;
    if (isOrdinal(expression)) {
      const item = items[Number(expression.value) - 1];
      if (item === undefined)
        throw new SqlError('validation', `Ordinal out of range: ${expression.value}`, expression.span);
      target = item.expression;
    }
    return bindExpression(target, { ...plain, aggregates: 'GROUP BY clause' });
  });
  const groupKeys = new Set(keys.map((key) => key.sql));
  const unnested = unnestMultiValueKeys(keys, from.sql);
  const after: ExpressionContext = { ...plain, aggregates: 'allowed', groupKeys };
  const bound = items.map((item) => bindExpression(item.expression, after));
  // HAVING may name select-list aliases, as the real planner allows (GROUP BY may not).
  const aliases = new Map(
    items.map((item, index) => [
      item.name,
      { sql: (bound[index] as Bound).sql, type: (bound[index] as Bound).type },
    ]),
  );
  const havingScope = new Scope(from.relations, outer, aliases);
  const having = select.having
    ? bindExpression(select.having, { ...after, scope: havingScope, filter: true })
    : undefined;
  const grouped = keys.length > 0 || having !== undefined || bound.some((item) => item.aggregate);
  if (grouped) {
    for (const expression of having ? [...bound, having] : bound) {
      if (expression.ungrouped)
        throw new SqlError(
          'validation',
          `Expression '${expression.ungrouped.name}' is not being grouped`,
          expression.ungrouped.span,
        );
    }
  }
  if (having && having.type.name !== 'BOOLEAN')
    throw new SqlError('validation', 'HAVING clause must be a condition', having.span);
  if (env.nested === 0)
    for (const [index, item] of items.entries()) {
      const refusal = literalCastRefusal(item.expression, bound[index]?.type.name);
      if (refusal) throw refusal;
    }

  // Names stay unique inside the executor's SQL; the result reports them as written (docs/facts/sql.md §sql.43).
  const columns = uniqueNames(items.map((item) => item.name)).map((name, index) => {
    const label = items[index]?.name ?? name;
    return { name, type: unnested.typeOf(bound[index] as Bound), ...(label === name ? {} : { label }) };
  });
  // A query that only reads rows of one table is a scan: Druid orders it by __time alone (a join orders freely).
  const scan =
    !grouped &&
    !select.distinct &&
    !hasWindow(select.items) &&
    from.relations.length === 1 &&
    from.relations.every((relation) => relation.scan);
  if (scan)
    checkScanOrder(
      tail.orderBy,
      from.relations,
      (item) => {
        // An ordinal or a select-list alias names the item's own expression.
        const position = outputPosition(item.expression, columns);
        const expression = position !== undefined ? items[position - 1]?.expression : item.expression;
        if (expression?.kind !== 'column') return false;
        const resolved = scope.resolveOrUndefined(expression);
        return resolved?.name === '__time' && resolved.relation.hasTime;
      },
      select.span,
    );
  const keySql = keys[0]?.sql;
  // A TopN: one key that is a column, a LIMIT without OFFSET, no HAVING.
  const topNShape =
    tail.limit !== undefined &&
    tail.offset === undefined &&
    having === undefined &&
    select.groupBy.every((key) => key.kind === 'column' || isOrdinal(key)) &&
    keys.every((key) => /^("[^"]*"\.)?"[^"]*"$/.test(key.sql));
  const topN = topNNullsFirst(tail.orderBy, keys.length, topNShape, (item) => {
    const position = outputPosition(item.expression, columns);
    return position !== undefined ? bound[position - 1]?.sql === keySql : false;
  });
  const order = tail.orderBy.map((item) => {
    const position = outputPosition(item.expression, columns);
    if (position !== undefined)
      return `${position} ${topN ? 'DESC NULLS FIRST' : direction(item)}${signOrder(bound[position - 1], item)}`;
    const expression = bindExpression(
      item.expression,
      grouped ? after : { ...plain, aggregates: 'ORDER BY of a query without GROUP BY' },
    );
    if (grouped && expression.ungrouped)
      throw new SqlError(
        'validation',
        `Expression '${expression.ungrouped.name}' is not being grouped`,
        expression.ungrouped.span,
      );
    if (select.distinct && !bound.some((item) => item.sql === expression.sql))
      throw new SqlError(
        'validation',
        'With SELECT DISTINCT, ORDER BY expressions must appear in the select list',
        item.span,
      );
    return `${unnested.rewrite(expression.sql)} ${direction(item)}`;
  });

  const list = bound.map((item, index) => {
    const sql = unnested.rewrite(item.sql);
    // A result column the client reads; a multi-value key grouped by its values is one value a row, no list.
    const written = env.nested === 0 && !env.ingesting && sql === item.sql;
    const expression = items[index]?.expression;
    const folded = !item.aggregate && expression !== undefined && foldsToConstant(expression);
    return `${outputSql(item, sql, written, folded)} AS ${quoteIdentifier(columns[index]?.name ?? '')}`;
  });
  let sql = `SELECT ${select.distinct ? 'DISTINCT ' : ''}${list.join(', ')}`;
  if (unnested.fromSql) sql += ` FROM ${unnested.fromSql}`;
  if (where) sql += ` WHERE ${where.sql}`;
  if (keys.length > 0) sql += ` GROUP BY ${groupByList(keys, (key) => unnested.rewrite(key)).join(', ')}`;
  // Over metadata tables alone, an aggregate without GROUP BY answers no row when no row matched (§sql.47).
  const metadataOnly = from.relations.length > 0 && from.relations.every((relation) => relation.metadata);
  const emptyAsNoRow =
    metadataOnly && keys.length === 0 && bound.some((item) => item.aggregate) ? 'COUNT(*) > 0' : undefined;
  const conditions = [having && unnested.rewrite(having.sql), emptyAsNoRow].filter((c) => c !== undefined);
  if (conditions.length > 0) sql += ` HAVING ${conditions.map((c) => `(${c})`).join(' AND ')}`;
  sql += renderTail(order, tail, env);
  return { sql, columns, scan };
}

registerQueryAnalyzer(analyzeQuery);
