// The SQL engine's one entry point: parse → analyze → plan → execute, for queries and ingestion plans.
import type { MetadataStore } from '../store/store.ts';
import { type AnalyzedStatement, analyzeStatement } from './analyzer/analyze.ts';
import { externMarker } from './analyzer/env.ts';
import type { Catalog } from './catalog/catalog.ts';
import { queryContextOptions } from './context.ts';
import type { QueryResult, SqlRequest } from './engine-types.ts';
import { SqlError } from './errors.ts';
import type { DuckEngine } from './execute/duckdb.ts';
import { valueConverter } from './execute/values.ts';
import { parseStatement } from './parse.ts';
import type { ExternArguments, ExternResolver, IngestionPlan } from './plan/ingestion-plan.ts';
import { runtimeTypeName, sqlTypeName } from './types.ts';

export interface SqlEngineDependencies {
  readonly store: MetadataStore;
  readonly duck: DuckEngine;
  readonly catalog: Catalog;
  readonly resolveExtern: ExternResolver;
  readonly now: () => number;
}

export type StatementKind = 'select' | 'insert' | 'replace';

/** DuckDB's own failures (binder, conversion) surface as runtime faults of the query. */
function executionError(error: unknown): SqlError {
  if (error instanceof SqlError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SqlError('runtime', message.replace(/^[A-Za-z ]+ Error: /, ''));
}

export class SqlEngine {
  constructor(private readonly deps: SqlEngineDependencies) {}

  /** Parses and analyzes without running: what kind of statement it is, or the SqlError that rejects it. */
  kindOf(request: SqlRequest): StatementKind {
    return this.analyze(request, true).kind;
  }

  /** Runs a SELECT (or EXPLAIN) over the visible segments and metadata tables; throws SqlError. */
  async query(request: SqlRequest, signal?: AbortSignal, allowExternal = false): Promise<QueryResult> {
    const options = queryContextOptions(request.context);
    const analyzed = this.analyze(request, allowExternal);
    if (analyzed.kind !== 'select')
      throw new SqlError(
        'unsupported',
        `${analyzed.kind.toUpperCase()} operations are not supported by the query endpoint; submit them to /analytics/v2/sql/task`,
      );
    const sql = await this.resolveExterns(analyzed.sql, analyzed.externs);
    let result: Awaited<ReturnType<DuckEngine['run']>>;
    try {
      result = await this.deps.duck.run(sql, signal);
    } catch (error) {
      throw executionError(error);
    }
    const converters = analyzed.columns.map((column) =>
      valueConverter(column.type, options.zone, options.stringifyArrays),
    );
    const rows = result.rows.map((row) =>
      row.map((value, index) => (converters[index] ?? ((v) => v))(value)),
    );
    return {
      columns: analyzed.columns.map((column) => ({
        name: column.name,
        sqlType: sqlTypeName(column.type),
        runtimeType: runtimeTypeName(column.type),
      })),
      rows,
      timeZone: options.zoneName,
    };
  }

  /** Validates an INSERT / REPLACE and returns what the ingestion task must write; throws SqlError. */
  async planIngestion(request: SqlRequest): Promise<IngestionPlan> {
    const analyzed = this.analyze(request, true);
    if (analyzed.kind === 'select')
      throw new SqlError('unsupported', 'Only INSERT and REPLACE statements produce an ingestion plan');
    return {
      mode: analyzed.kind,
      datasource: analyzed.datasource,
      selectSql: await this.resolveExterns(analyzed.sql, analyzed.externs),
      columns: analyzed.columns,
      granularity: analyzed.granularity,
      clusteredBy: analyzed.clusteredBy,
      replaceIntervals: analyzed.replaceIntervals,
    };
  }

  private analyze(request: SqlRequest, allowExternal: boolean): AnalyzedStatement {
    const options = queryContextOptions(request.context);
    return analyzeStatement(parseStatement(request.query), {
      catalog: this.deps.catalog,
      zone: options.zone,
      now: this.deps.now(),
      parameters: request.parameters,
      allowExternal,
      approximateCountDistinct: options.approximateCountDistinct,
    });
  }

  private async resolveExterns(sql: string, externs: readonly ExternArguments[]): Promise<string> {
    let resolved = sql;
    for (const [index, extern] of externs.entries()) {
      const source = await this.deps.resolveExtern(extern);
      resolved = resolved.replace(externMarker(index), () => source);
    }
    return resolved;
  }
}
