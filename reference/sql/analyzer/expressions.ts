// Binds AST expressions: resolves names, checks and infers types, renders executor SQL, tracks aggregation.
import type { Expression } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { T, typeFromName } from '../types.ts';
import { type Bound, derive } from './bound.ts';
import { bindCall, bindSpecialForm } from './calls.ts';
import { castSql, textOf } from './cast.ts';
import { existsRefusal, timeLiteralRefusal } from './druid-planning.ts';
import type { ExpressionContext } from './expression-context.ts';
import { filterBetween, filterIn } from './filter-comparisons.ts';
import { bindLiteral } from './literals.ts';
import { mapCaseOverValues } from './multi-value-case.ts';
import { bindBinary, bindUnary, comparable } from './operators.ts';
import { bindParameter } from './parameters.ts';
import { analyzeSubquery as analyzeQuery } from './recursion.ts';
import { unify } from './unify.ts';

export function bindExpression(expression: Expression, context: ExpressionContext): Bound {
  const bound = bindNode(expression, context);
  // An expression equal to a GROUP BY key is grouped, whatever columns it reads.
  if (bound.ungrouped && context.groupKeys?.has(bound.sql)) return { ...bound, ungrouped: undefined };
  return bound;
}

const bindAll = (expressions: readonly Expression[], context: ExpressionContext): Bound[] =>
  expressions.map((expression) => bindExpression(expression, context));

function requireBoolean(bound: Bound, what: string): void {
  if (bound.type.name !== 'BOOLEAN' && bound.type.name !== 'NULL')
    throw new SqlError(
      'validation',
      `${what} must be a boolean expression, not ${bound.type.name}`,
      bound.span,
    );
}

function bindNode(expression: Expression, outer: ExpressionContext): Bound {
  // AND, OR and NOT keep a filter's context for their operands; any other expression's operands are expressions.
  const logical =
    (expression.kind === 'binary' && (expression.operator === 'AND' || expression.operator === 'OR')) ||
    (expression.kind === 'unary' && expression.operator === 'NOT');
  const filter = outer.filter === true;
  const context = filter && !logical ? { ...outer, filter: false } : outer;
  const { env } = context;
  switch (expression.kind) {
    case 'literal':
      return bindLiteral(expression);
    case 'parameter':
      return bindParameter(expression, env);
    case 'column': {
      const column = context.scope.resolve(expression);
      const outer = column.depth > 0 || context.inAggregate || column.alias === true;
      // The instant beside the wall-clock time, unless the column itself is a GROUP BY key (only the key is there).
      const utc =
        column.relation.utcTimes === true &&
        column.alias !== true &&
        column.type.name === 'TIMESTAMP' &&
        !context.groupKeys?.has(column.sql)
          ? `${quoteIdentifier(column.relation.alias)}.${quoteIdentifier(`${column.name}$utc`)}`
          : undefined;
      return {
        sql: column.sql,
        type: column.type,
        span: expression.span,
        aggregate: false,
        ungrouped: outer ? undefined : { name: column.name, span: expression.span },
        ...(utc === undefined ? {} : { utc }),
      };
    }
    case 'unary': {
      const operand = expression.operand;
      // A minus before a number is part of the literal: -9223372036854775808 is in range (§sql.44).
      if (expression.operator === '-' && operand.kind === 'literal' && operand.type === 'number')
        return bindLiteral({ ...operand, span: expression.span }, true);
      return bindUnary(expression.operator, bindExpression(operand, context), expression.span);
    }
    case 'binary':
      return bindBinary(
        expression.operator,
        bindExpression(expression.left, context),
        bindExpression(expression.right, context),
        expression.span,
        filter,
      );
    case 'is': {
      const operand = bindExpression(expression.operand, context);
      const not = expression.negated ? 'NOT ' : '';
      if (expression.test === 'DISTINCT FROM') {
        const other = bindExpression(expression.other ?? expression.operand, context);
        const [left, right] = comparable(operand, other, expression.span, 'IS DISTINCT FROM');
        return derive(`(${left} IS ${not}DISTINCT FROM ${right})`, T.boolean, expression.span, [
          operand,
          other,
        ]);
      }
      if (expression.test !== 'NULL') requireBoolean(operand, `IS ${expression.test}`);
      return derive(`(${operand.sql} IS ${not}${expression.test})`, T.boolean, expression.span, [operand]);
    }
    case 'inList': {
      const operand = bindExpression(expression.operand, context);
      const list = bindAll(expression.list, context);
      // A multi-value string is IN the list when any of its values is (the real system's filter).
      if (operand.type.multiValue && list.every((item) => !item.type.multiValue)) {
        const values = list.map((item) => textOf(item));
        const any = `list_has_any(${operand.sql}, [${values.join(', ')}])`;
        return derive(expression.negated ? `(NOT ${any})` : any, T.boolean, expression.span, [
          operand,
          ...list,
        ]);
      }
      const asFilter = filter ? filterIn(operand, list, expression.negated) : undefined;
      if (asFilter !== undefined) return derive(asFilter, T.boolean, expression.span, [operand, ...list]);
      const { sql } = unify([operand, ...list], expression.span, 'IN');
      const [head, ...rest] = sql;
      const not = expression.negated ? 'NOT ' : '';
      return derive(`(${head} ${not}IN (${rest.join(', ')}))`, T.boolean, expression.span, [
        operand,
        ...list,
      ]);
    }
    case 'inSubquery': {
      const operand = bindExpression(expression.operand, context);
      const sub = analyzeQuery(expression.query, env, context.scope);
      if (sub.columns.length !== 1)
        throw new SqlError(
          'validation',
          'A subquery after IN must return exactly one column',
          expression.span,
        );
      const not = expression.negated ? 'NOT ' : '';
      return derive(`(${operand.sql} ${not}IN (${sub.sql}))`, T.boolean, expression.span, [operand]);
    }
    case 'between': {
      const operand = bindExpression(expression.operand, context);
      const low = bindExpression(expression.low, context);
      const high = bindExpression(expression.high, context);
      const asFilter = filter ? filterBetween(operand, low, high, expression.negated) : undefined;
      if (asFilter !== undefined) return derive(asFilter, T.boolean, expression.span, [operand, low, high]);
      const { sql } = unify([operand, low, high], expression.span, 'BETWEEN');
      const not = expression.negated ? 'NOT ' : '';
      return derive(`(${sql[0]} ${not}BETWEEN ${sql[1]} AND ${sql[2]})`, T.boolean, expression.span, [
        operand,
        low,
        high,
      ]);
    }
    case 'like': {
      const operand = bindExpression(expression.operand, context);
      const pattern = bindExpression(expression.pattern, context);
      const escapeChar = expression.escape ? bindExpression(expression.escape, context) : undefined;
      for (const part of [operand, pattern, escapeChar]) {
        if (part && part.type.name !== 'VARCHAR' && part.type.name !== 'NULL')
          throw new SqlError('validation', `LIKE needs character operands, not ${part.type.name}`, part.span);
      }
      const not = expression.negated ? 'NOT ' : '';
      const escapeSql = escapeChar ? ` ESCAPE ${escapeChar.sql}` : '';
      const parts = escapeChar ? [operand, pattern, escapeChar] : [operand, pattern];
      // A multi-value string is LIKE the pattern when any of its values is.
      if (operand.type.multiValue) {
        const any = `list_bool_or(list_transform(${operand.sql}, lambda "__l": "__l" LIKE ${pattern.sql}${escapeSql}))`;
        return derive(expression.negated ? `(NOT ${any})` : any, T.boolean, expression.span, parts);
      }
      return derive(
        `(${operand.sql} ${not}LIKE ${pattern.sql}${escapeSql})`,
        T.boolean,
        expression.span,
        parts,
      );
    }
    case 'case':
      return bindCase(expression, context);
    case 'cast': {
      const operand = bindExpression(expression.operand, context);
      const target = typeFromName(expression.target.name, expression.target.array);
      if (target === undefined)
        throw new SqlError(
          'validation',
          `Unknown type '${expression.target.name}' in CAST`,
          expression.target.span,
        );
      // A datasource column cast to TINYINT/SMALLINT keeps its name for the refusal of its values (§sql.42).
      const source =
        target.narrow && expression.operand.kind === 'column'
          ? context.scope.resolve(expression.operand)
          : undefined;
      const type = source?.relation.hasTime ? { ...target, narrowSource: source.name } : target;
      const refusal = timeLiteralRefusal(expression, target.name);
      if (refusal) throw refusal;
      // A multi-value string cast to VARCHAR stays multi-value (Druid 33 live: its rows still show lists).
      if (operand.type.multiValue && target.name === 'VARCHAR')
        return derive(operand.sql, operand.type, expression.span, [operand]);
      return derive(castSql(operand, target, expression.span), type, expression.span, [operand]);
    }
    case 'call':
      return bindCall(expression, context, bindExpression);
    case 'extract':
    case 'floorCeilTo':
    case 'trim':
    case 'timeUnit':
      return bindSpecialForm(expression, context, bindExpression);
    case 'namedArgument':
      throw new SqlError(
        'validation',
        'Named arguments are only allowed in table functions',
        expression.span,
      );
    case 'scalarSubquery': {
      const sub = analyzeQuery(expression.query, env, context.scope);
      const column = sub.columns[0];
      if (sub.columns.length !== 1 || column === undefined)
        throw new SqlError('validation', 'A scalar subquery must return exactly one column', expression.span);
      return derive(`(${sub.sql})`, column.type, expression.span, []);
    }
    case 'exists':
      // Druid 33 has no plan for EXISTS (live: "No match found for function signature EXISTS").
      throw existsRefusal(expression.span);
    case 'array': {
      // The real planner refuses an empty constructor this way (docs/facts/sql.md §sql.20).
      if (expression.elements.length === 0)
        throw new SqlError('validation', 'Require at least 1 argument', expression.span);
      const elements = bindAll(expression.elements, context);
      const { type, sql } = unify(elements, expression.span, 'ARRAY');
      return derive(
        `[${sql.join(', ')}]`,
        T.arrayOf(type.name === 'NULL' ? T.varchar : type),
        expression.span,
        elements,
      );
    }
  }
}

function bindCase(expression: Extract<Expression, { kind: 'case' }>, context: ExpressionContext): Bound {
  if (context.filter !== true) {
    const mapped = mapCaseOverValues(expression, context.scope, (scope) =>
      bindCaseAsIs(expression, { ...context, scope }),
    );
    if (mapped !== undefined) return mapped;
  }
  return bindCaseAsIs(expression, context);
}

function bindCaseAsIs(expression: Extract<Expression, { kind: 'case' }>, context: ExpressionContext): Bound {
  const operand = expression.operand ? bindExpression(expression.operand, context) : undefined;
  const whens = expression.whens.map((branch) => bindExpression(branch.when, context));
  const thens = expression.whens.map((branch) => bindExpression(branch.then, context));
  const otherwise = expression.else ? bindExpression(expression.else, context) : undefined;
  const result = unify(otherwise ? [...thens, otherwise] : thens, expression.span, 'CASE');
  const parts: Bound[] = [
    ...whens,
    ...thens,
    ...(operand ? [operand] : []),
    ...(otherwise ? [otherwise] : []),
  ];
  const branches = whens.map((when, index) => {
    if (operand)
      return `WHEN ${comparable(operand, when, when.span, '=').join(' = ')} THEN ${result.sql[index]}`;
    requireBoolean(when, 'A WHEN condition');
    const condition = when.sql;
    return `WHEN ${condition} THEN ${result.sql[index]}`;
  });
  const elseSql = otherwise ? ` ELSE ${result.sql[result.sql.length - 1]}` : '';
  const type = result.type.name === 'NULL' ? T.varchar : result.type;
  return derive(`(CASE ${branches.join(' ')}${elseSql} END)`, type, expression.span, parts);
}

export type { ExpressionContext };
