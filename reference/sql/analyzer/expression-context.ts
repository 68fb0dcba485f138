// What binding an expression needs: the analysis, the scope, and where aggregation stands.
import type { Expression } from '../ast/nodes.ts';
import type { Bound } from './bound.ts';
import type { AnalysisEnv } from './env.ts';
import type { Scope } from './scope.ts';

export interface ExpressionContext {
  readonly env: AnalysisEnv;
  readonly scope: Scope;
  /** Where aggregates may appear; the string names the clause for the error when they may not. */
  readonly aggregates: 'allowed' | string;
  /** SQL of the GROUP BY keys, when binding after aggregation (SELECT, HAVING, ORDER BY of a grouped query). */
  readonly groupKeys: ReadonlySet<string> | undefined;
  readonly inAggregate: boolean;
  /** Binding a filter (WHERE, HAVING, FILTER): comparisons match as Druid's native filters do (§sql-semantics.3). */
  readonly filter?: boolean;
}

/** Binds a sub-expression (bindExpression, passed in to keep the modules acyclic). */
export type Binder = (expression: Expression, context: ExpressionContext) => Bound;
