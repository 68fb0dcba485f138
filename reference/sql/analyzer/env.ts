// Everything analysis of one statement needs: the catalog, the query zone and clock, parameters, CTEs, EXTERN sources.
import type { Span } from '../ast/nodes.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { SqlParameter } from '../engine-types.ts';
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
}

export class AnalysisEnv {
  /** CTEs visible at the current point, innermost last. */
  private readonly commonTables: CommonTable[][] = [];
  readonly externs: ExternArguments[] = [];
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

  /** Registers an EXTERN source; the plan stage replaces the marker with the resolver's SQL. */
  addExtern(extern: ExternArguments, _span: Span): string {
    this.externs.push(extern);
    return externMarker(this.externs.length - 1);
  }
}

export const externMarker = (index: number): string => `/*EXTERN:${index}*/`;
