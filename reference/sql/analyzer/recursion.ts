// Late binding of query analysis for expressions and FROM items that hold subqueries (breaks the module cycle).
import type { Query } from '../ast/nodes.ts';
import type { AnalysisEnv } from './env.ts';
import type { RelationColumn, Scope } from './scope.ts';

export interface AnalyzedSubquery {
  readonly sql: string;
  readonly columns: readonly RelationColumn[];
  /** It only reads rows (druid-planning.ts): ordering it is a scan's ordering. */
  readonly scan?: boolean;
}

type QueryAnalyzer = (query: Query, env: AnalysisEnv, outer: Scope | undefined) => AnalyzedSubquery;

let analyzer: QueryAnalyzer | undefined;

/** Called once by query.ts when it loads. */
export function registerQueryAnalyzer(analyze: QueryAnalyzer): void {
  analyzer = analyze;
}

export function analyzeSubquery(query: Query, env: AnalysisEnv, outer: Scope | undefined): AnalyzedSubquery {
  if (analyzer === undefined) throw new Error('query analysis is not loaded');
  const analyze = analyzer;
  return env.inside(() => analyze(query, env, outer));
}
