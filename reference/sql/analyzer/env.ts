// Everything analysis of one statement needs: the catalog, the query zone and clock, parameters, CTEs, EXTERN sources.
import { randomUUID } from 'node:crypto';
import type { Span } from '../ast/nodes.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { SqlParameter } from '../engine-types.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import type { ExternArguments } from '../plan/ingestion-plan.ts';
import type { TimeZone } from '../time-zone.ts';
import type { RelationColumn } from './scope.ts';

export interface CommonTable {
  readonly name: string;
  readonly columns: readonly RelationColumn[];
}

export interface AnalysisOptions {
  readonly catalog: Catalog;
  readonly zone: TimeZone;
  /** Epoch millis of CURRENT_TIMESTAMP for the whole statement. */
  readonly now: number;
  readonly parameters: readonly SqlParameter[];
  /** EXTERN and other table functions read external data: only ingestion tasks may. */
  readonly allowExternal: boolean;
  /** context.useApproximateCountDistinct (true by default). */
  readonly approximateCountDistinct: boolean;
  /**
   * Only what the permission check needs: the checks of planning (an ingestion's time chunks) wait, as the real
   * system authorizes a statement before it plans it (recorded 36 `-215-`, docs/facts/security.md §security.21).
   */
  readonly authorizationOnly?: boolean;
}

export class AnalysisEnv {
  /** CTEs visible at the current point, innermost last. */
  private readonly commonTables: CommonTable[][] = [];
  readonly externs: ExternArguments[] = [];
  /** The relation each EXTERN is read through, as quoted identifiers: the plan stage defines them (one CTE each). */
  readonly externRelations: string[] = [];
  /** Makes the EXTERN relations' names unguessable: no name of the statement can stand for one. */
  private readonly externNonce = randomUUID().replaceAll('-', '');
  /** Datasource and metadata tables the statement reads, as `schema.name`. */
  readonly tablesRead = new Set<string>();
  private subqueryCounter = 0;

  constructor(readonly options: AnalysisOptions) {}

  withCommonTables<T>(tables: CommonTable[], work: () => T): T {
    this.commonTables.push(tables);
    try {
      return work();
    } finally {
      this.commonTables.pop();
    }
  }

  commonTable(name: string): CommonTable | undefined {
    for (let level = this.commonTables.length - 1; level >= 0; level--) {
      const found = this.commonTables[level]?.find((table) => table.name === name);
      if (found) return found;
    }
    return undefined;
  }

  /** A fresh alias for a relation the user left unnamed. */
  freshAlias(): string {
    return `EXPR$${this.subqueryCounter++}`;
  }

  /** Registers an EXTERN source and returns the relation the statement reads it through. */
  addExtern(extern: ExternArguments, _span: Span): string {
    const relation = quoteIdentifier(`$extern_${this.externNonce}_${this.externs.length}`);
    this.externs.push(extern);
    this.externRelations.push(relation);
    return relation;
  }
}
