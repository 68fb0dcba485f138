// Window functions: ranking and offset functions, and aggregates over a window (docs/facts/sql-semantics.md
// §sql-semantics.9). Druid 33 runs them; what Calcite refuses before it (frames with ranking functions, RANK without
// ORDER BY, RANGE with offsets) is refused here with the same words.
import type { FrameBound, FunctionCall, OrderItem, WindowFrame, WindowSpec } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { FUNCTIONS } from '../functions/registry.ts';
import { type SqlType, T } from '../types.ts';
import { type Bound, derive } from './bound.ts';
import type { Binder, ExpressionContext } from './expression-context.ts';

interface WindowFunction {
  readonly arity: readonly [number, number];
  readonly type: (args: readonly Bound[]) => SqlType;
  /** Its value depends on the order of the rows (a window without ORDER BY then takes them in `__time` order). */
  readonly ordered: boolean;
  /** Calcite refuses it without ORDER BY in the window. */
  readonly needsOrder?: true;
}

const argumentType = (args: readonly Bound[]): SqlType => {
  const type = args[0]?.type ?? T.varchar;
  return type.name === 'NULL' ? T.varchar : type;
};

const WINDOW_FUNCTIONS: Readonly<Record<string, WindowFunction>> = {
  ROW_NUMBER: { arity: [0, 0], type: () => T.bigint, ordered: true },
  RANK: { arity: [0, 0], type: () => T.bigint, ordered: true, needsOrder: true },
  DENSE_RANK: { arity: [0, 0], type: () => T.bigint, ordered: true, needsOrder: true },
  PERCENT_RANK: { arity: [0, 0], type: () => T.double, ordered: true, needsOrder: true },
  CUME_DIST: { arity: [0, 0], type: () => T.double, ordered: true, needsOrder: true },
  NTILE: { arity: [1, 1], type: () => T.bigint, ordered: true },
  LAG: { arity: [1, 3], type: argumentType, ordered: true },
  LEAD: { arity: [1, 3], type: argumentType, ordered: true },
  FIRST_VALUE: { arity: [1, 1], type: argumentType, ordered: true },
  LAST_VALUE: { arity: [1, 1], type: argumentType, ordered: true },
};

const refuse = (message: string, span: FunctionCall['span']): SqlError =>
  new SqlError('validation', message, span);

function boundSql(bound: FrameBound): string {
  if (bound.kind === 'current') return 'CURRENT ROW';
  return `${bound.kind === 'unbounded' ? 'UNBOUNDED' : String(bound.offset)} ${bound.direction}`;
}

function frameSql(frame: WindowFrame): string {
  const start = boundSql(frame.start);
  return frame.end === undefined
    ? `${frame.unit} ${start}`
    : `${frame.unit} BETWEEN ${start} AND ${boundSql(frame.end)}`;
}

function orderSql(items: readonly OrderItem[], context: ExpressionContext, bind: Binder): string[] {
  return items.map((item) => {
    // Nulls sort as the smallest values, as everywhere in the real system.
    const nulls = item.nulls ?? (item.direction === 'ASC' ? 'FIRST' : 'LAST');
    return `${bind(item.expression, context).sql} ${item.direction} NULLS ${nulls}`;
  });
}

/** The `OVER (…)` SQL; rows of an order-sensitive function with no ORDER BY come in `__time` order, as Druid scans. */
function overSql(
  spec: WindowSpec,
  ordered: boolean,
  context: ExpressionContext,
  bind: Binder,
  wholePartition = false,
): string {
  const partition = spec.partition.map((expression) => bind(expression, context).sql);
  let order = orderSql(spec.orderBy, context, bind);
  let frame = spec.frame ? frameSql(spec.frame) : '';
  const timed = context.scope.relations.length === 1 ? context.scope.relations[0] : undefined;
  if (order.length === 0 && ordered && timed?.hasTime && (context.groupKeys?.size ?? 0) === 0) {
    order = [`${quoteIdentifier(timed.alias)}."__time" ASC`];
    // FIRST_VALUE and LAST_VALUE keep the whole partition as their frame: the order only says which row is which.
    if (wholePartition) frame = 'ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING';
  }
  const parts = [
    partition.length > 0 ? `PARTITION BY ${partition.join(', ')}` : '',
    order.length > 0 ? `ORDER BY ${order.join(', ')}` : '',
    frame,
  ].filter((part) => part !== '');
  return `OVER (${parts.join(' ')})`;
}

function checkFrame(spec: WindowSpec, call: FunctionCall): void {
  const frame = spec.frame;
  if (frame?.unit === 'RANGE' && [frame.start, frame.end].some((bound) => bound?.kind === 'offset'))
    throw refuse(
      'Order By with RANGE clause currently supports only UNBOUNDED or CURRENT ROW. Use ROWS clause instead.',
      call.span,
    );
}

/** A call with OVER: a window function, or an aggregate computed over the window instead of over a group. */
export function bindWindowCall(call: FunctionCall, context: ExpressionContext, bind: Binder): Bound {
  const spec = call.over as WindowSpec;
  if (context.aggregates !== 'allowed' || context.inAggregate)
    throw refuse(`Windowed aggregate expression is illegal in ${context.aggregates}`, call.span);
  checkFrame(spec, call);
  const windowFunction = WINDOW_FUNCTIONS[call.name];
  if (windowFunction !== undefined) {
    if (spec.frame !== undefined)
      throw refuse(
        'ROW/RANGE not allowed with RANK, DENSE_RANK, ROW_NUMBER or PERCENTILE_CONT/DISC functions',
        call.span,
      );
    if (windowFunction.needsOrder && spec.orderBy.length === 0)
      throw refuse('RANK or DENSE_RANK functions require ORDER BY clause in window specification', call.span);
    const [min, max] = windowFunction.arity;
    if (call.args.length < min || call.args.length > max)
      throw refuse(
        `Invalid number of arguments to function '${call.name}'. Was expecting ${min} to ${max} arguments`,
        call.span,
      );
    const args = call.args.map((arg) => bind(arg, context));
    const whole = call.name === 'FIRST_VALUE' || call.name === 'LAST_VALUE';
    const over = overSql(spec, true, context, bind, whole);
    const sql = `${call.name.toLowerCase()}(${args.map((arg) => arg.sql).join(', ')}) ${over}`;
    return derive(sql, windowFunction.type(args), call.span, args);
  }
  const definition = FUNCTIONS.get(call.name);
  if (definition === undefined || definition.kind !== 'aggregate')
    throw refuse(`OVER clause is necessary for window functions: '${call.name}' is not one`, call.span);
  if (call.distinct) throw refuse(`DISTINCT is not supported in a windowed '${call.name}'`, call.span);
  const args = call.args.map((arg) => bind(arg, context));
  // The aggregate writes its call with the window where a FILTER would go: `sum(x) OVER (…)`.
  const result = definition.bind(args, {
    env: context.env,
    call,
    timeColumnSql: undefined,
    filterSql: ` ${overSql(spec, false, context, bind)}`,
  });
  return derive(result.sql, result.type, call.span, args);
}
