// The shape of a SQL function: how it checks and types its arguments and how it renders in the executor's SQL.

import type { Bound } from '../analyzer/bound.ts';
import type { AnalysisEnv } from '../analyzer/env.ts';
import type { FunctionCall } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import type { SqlType } from '../types.ts';

export interface FunctionResult {
  readonly sql: string;
  readonly type: SqlType;
}

export interface CallContext {
  readonly env: AnalysisEnv;
  readonly call: FunctionCall;
  /** For aggregates: SQL of the `__time` column of the relation being aggregated, if there is one. */
  readonly timeColumnSql: string | undefined;
  /** For aggregates: ` FILTER (WHERE …)` when the call has a FILTER clause, else ''. */
  readonly filterSql: string;
  /**
   * The relations aggregated are metadata tables alone (sys, INFORMATION_SCHEMA): Druid computes those with Calcite's
   * own operators, not its native aggregators (Druid 33 live: MAX of a sys.segments text column plans).
   */
  readonly metadataOnly?: boolean;
}

/** An aggregate call in executor SQL, with the call's DISTINCT and FILTER applied. */
export function aggregate(context: CallContext, name: string, args: string, distinctAllowed = true): string {
  const distinct = distinctAllowed && context.call.distinct ? 'DISTINCT ' : '';
  return `${name}(${distinct}${args})${context.filterSql}`;
}

export interface SqlFunction {
  readonly name: string;
  readonly kind: 'scalar' | 'aggregate';
  readonly minArgs: number;
  readonly maxArgs: number;
  bind(args: readonly Bound[], context: CallContext): FunctionResult;
}

/** Shorthand for defining a function. */
export function fn(
  name: string,
  minArgs: number,
  maxArgs: number,
  bind: SqlFunction['bind'],
  kind: SqlFunction['kind'] = 'scalar',
): SqlFunction {
  return { name, kind, minArgs, maxArgs, bind };
}

const describe = (type: SqlType): string => (type.name === 'NULL' ? 'NULL' : type.name);

/** Fails with the real planner's wording when an argument has the wrong type. */
export function argumentTypeError(context: CallContext, args: readonly Bound[], expected: string): SqlError {
  const got = args.map((arg) => `<${describe(arg.type)}>`).join(', ');
  return new SqlError(
    'validation',
    `Cannot apply '${context.call.name}' to arguments of type '${context.call.name}(${got})'. Supported form(s): ${expected}`,
    context.call.span,
  );
}

/** The constant string value of an argument that must be a literal (a period, a unit, a format). */
export function constantString(context: CallContext, arg: Bound | undefined, what: string): string {
  if (arg === undefined || typeof arg.constant !== 'string') {
    throw new SqlError(
      'validation',
      `Function '${context.call.name}' needs ${what} as a string literal`,
      arg?.span ?? context.call.span,
    );
  }
  return arg.constant;
}
