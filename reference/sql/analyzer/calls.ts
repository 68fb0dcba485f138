// Function calls and the special call syntaxes (EXTRACT, FLOOR … TO, TRIM): arity, aggregation rules, binding.
import type { Expression, FunctionCall, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier, quoteString } from '../execute/quote.ts';
import { FUNCTIONS } from '../functions/registry.ts';
import { T } from '../types.ts';
import { type Bound, derive } from './bound.ts';
import type { Binder, ExpressionContext } from './expression-context.ts';
import { mapOver, mappedArgument, oneValueOf } from './multi-value-calls.ts';
import { bindWindowCall } from './windows.ts';

export type { Binder } from './expression-context.ts';

const requireBoolean = (bound: Bound, what: string): void => {
  if (bound.type.name !== 'BOOLEAN' && bound.type.name !== 'NULL')
    throw new SqlError(
      'validation',
      `${what} must be a boolean expression, not ${bound.type.name}`,
      bound.span,
    );
};

export function bindCall(call: FunctionCall, context: ExpressionContext, bind: Binder): Bound {
  if (call.over !== undefined) return bindWindowCall(call, context, bind);
  // `$`-names are the special forms' own definitions (EXTRACT, TRIM, FLOOR … TO): not callable by name.
  const definition = call.name.startsWith('$') ? undefined : FUNCTIONS.get(call.name);
  if (definition === undefined)
    throw new SqlError('validation', `No match found for function signature ${call.name}(…)`, call.nameSpan, {
      function: call.name,
    });
  if (call.returning && definition.name !== 'JSON_VALUE')
    throw new SqlError('validation', `Function '${call.name}' does not take RETURNING`, call.returning.span);
  const aggregate = definition.kind === 'aggregate';
  if (!aggregate && (call.distinct || call.star || call.filter))
    throw new SqlError('validation', `Function '${call.name}' is not an aggregate function`, call.span);
  if (aggregate && context.aggregates !== 'allowed')
    throw new SqlError(
      'validation',
      `Aggregate functions are not allowed in ${context.aggregates}`,
      call.span,
    );
  if (aggregate && context.inAggregate)
    throw new SqlError(
      'validation',
      `Aggregate function '${call.name}' cannot be nested in another aggregate`,
      call.span,
    );
  const count = call.args.length;
  if (count < definition.minArgs || count > definition.maxArgs) {
    const expected =
      definition.minArgs === definition.maxArgs
        ? `${definition.minArgs}`
        : `${definition.minArgs} to ${definition.maxArgs}`;
    throw new SqlError(
      'validation',
      `Invalid number of arguments to function '${call.name}'. Was expecting ${expected} arguments`,
      call.span,
    );
  }
  const argumentContext: ExpressionContext = aggregate
    ? { ...context, inAggregate: true, aggregates: 'allowed', groupKeys: undefined }
    : context;
  const args = call.args.map((arg) => bind(arg, argumentContext));
  const filter = call.filter ? bind(call.filter, { ...argumentContext, filter: true }) : undefined;
  if (filter) requireBoolean(filter, 'FILTER');
  const timeColumn = context.scope.relations.find((relation) => relation.hasTime);
  const callContext = {
    env: context.env,
    call,
    timeColumnSql: timeColumn ? `${quoteIdentifier(timeColumn.alias)}."__time"` : undefined,
    filterSql: filter ? ` FILTER (WHERE ${filter.sql})` : '',
    metadataOnly: context.scope.relations.length > 0 && context.scope.relations.every((r) => r.metadata),
  };
  const mapped = mappedArgument(definition, args);
  const result =
    mapped === undefined
      ? definition.bind(args, callContext)
      : mapOver(definition, args[mapped] as Bound, definition.bind(oneValueOf(args, mapped), callContext));
  const sql = result.sql;
  const bound = derive(sql, result.type, call.span, aggregate ? [] : args, { aggregate });
  return aggregate ? { ...bound, ungrouped: undefined } : bound;
}

export function bindSpecialForm(
  expression: Extract<Expression, { kind: 'extract' | 'floorCeilTo' | 'trim' | 'timeUnit' }>,
  context: ExpressionContext,
  bind: Binder,
): Bound {
  const unitArg = (unit: string, span: Span): Bound => ({
    sql: quoteString(unit),
    type: T.varchar,
    span,
    aggregate: false,
    ungrouped: undefined,
    constant: unit.toUpperCase(),
  });
  const call = (name: string, args: Bound[]): Bound => {
    const definition = FUNCTIONS.get(name);
    if (!definition) throw new Error(`missing function ${name}`);
    const fake: FunctionCall = {
      kind: 'call',
      name,
      nameSpan: expression.span,
      args: [],
      distinct: false,
      star: false,
      filter: undefined,
      span: expression.span,
    };
    const result = definition.bind(args, {
      env: context.env,
      call: fake,
      timeColumnSql: undefined,
      filterSql: '',
    });
    return derive(result.sql, result.type, expression.span, args);
  };
  switch (expression.kind) {
    case 'extract':
      return call('$EXTRACT', [unitArg(expression.unit, expression.span), bind(expression.operand, context)]);
    case 'floorCeilTo':
      return call(`$${expression.function}_TO`, [
        bind(expression.operand, context),
        unitArg(expression.unit, expression.span),
      ]);
    case 'trim': {
      const operand = bind(expression.operand, context);
      const characters = expression.characters ? bind(expression.characters, context) : undefined;
      return call('$TRIM', [
        unitArg(expression.where, expression.span),
        operand,
        ...(characters ? [characters] : []),
      ]);
    }
    case 'timeUnit':
      return unitArg(expression.unit, expression.span);
  }
}
