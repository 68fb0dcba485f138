// Everything analysis of one statement needs: the catalog, the query zone and clock, parameters, CTEs, EXTERN sources.
import { randomUUID } from 'node:crypto';
import type { Span } from '../ast/nodes.ts';
import type { Catalog, CatalogTable, SchemaName } from '../catalog/catalog.ts';
import type { SqlParameter } from '../engine-types.ts';
import type { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import type { ExternArguments } from '../plan/ingestion-plan.ts';
import type { TimeZone } from '../time-zone.ts';
import type { RelationColumn } from './scope.ts';

export interface CommonTable {
  readonly name: string;
  readonly columns: readonly RelationColumn[];
}

/** A table a statement reads: a datasource (schema `druid`), a metadata table (`sys`, `INFORMATION_SCHEMA`) or a lookup. */
export interface TableRead {
  readonly schema: SchemaName;
  readonly name: string;
}

export interface AnalysisOptions {
  readonly catalog: Catalog;
  readonly zone: TimeZone;
  /** Epoch millis of CURRENT_TIMESTAMP for the whole statement. */
  readonly now: number;
  readonly parameters: readonly SqlParameter[];
  /**
   * EXTERN reads external data: only ingestion tasks may. Without it, the analysis still goes on past an EXTERN, so
   * that authorization sees all the statement reads, and the statement fails with the refusal (analyze.ts).
   */
  readonly allowExternal: boolean;
  /** context.useApproximateCountDistinct (true by default). */
  readonly approximateCountDistinct: boolean;
}

export class AnalysisEnv {
  /** CTEs visible at the current point, innermost last. */
  private readonly commonTables: CommonTable[][] = [];
  readonly externs: ExternArguments[] = [];
  /** The relation each EXTERN is read through, as quoted identifiers: the plan stage defines them (one CTE each). */
  readonly externRelations: string[] = [];
  /** Makes the EXTERN relations' names unguessable: no name of the statement can stand for one. */
  private readonly externNonce = randomUUID().replaceAll('-', '');
  /** Datasources, metadata tables and lookups the statement reads, each once, in the order the analysis met them. */
  readonly tablesRead: TableRead[] = [];
  private readonly readKeys = new Set<string>();
  /** The refusal of the first EXTERN met where `allowExternal` is false. */
  externalRefusal: SqlError | undefined;
  /**
   * A refusal of planning (an ingestion's time chunks) the statement meets: it waits until authorization has run, as
   * the real system authorizes a statement before it plans it (recorded 36 `-215-`, docs/facts/security.md §security.21).
   */
  planningRefusal: SqlError | undefined;
  private subqueryCounter = 0;

  constructor(readonly options: AnalysisOptions) {}

  /** How deep in subqueries and CTEs the analysis is: 0 at the statement's own query. */
  nested = 0;

  /** Whether the statement's query feeds an ingestion (its rows are stored, not written as a result). */
  ingesting = false;

  /** Runs the analysis of a query inside another one. */
  inside<T>(analyze: () => T): T {
    this.nested++;
    try {
      return analyze();
    } finally {
      this.nested--;
    }
  }

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

  /** Notes a table the statement reads: what authorization checks and EXPLAIN lists. */
  noteRead(table: CatalogTable): void {
    const key = `${table.schema}.${table.name}`;
    if (this.readKeys.has(key)) return;
    this.readKeys.add(key);
    this.tablesRead.push({ schema: table.schema, name: table.name });
  }

  /** Keeps the first refusal of planning; the analysis goes on to see all the statement reads. */
  refuseAfterPlanning(refusal: SqlError): void {
    this.planningRefusal ??= refusal;
  }

  /** Keeps the first refusal of an EXTERN the options do not allow; the analysis goes on to see the rest. */
  refuseExternal(refusal: SqlError): void {
    this.externalRefusal ??= refusal;
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
