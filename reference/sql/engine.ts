// The SQL engine's one entry point: parse → analyze → plan → execute, for queries and ingestion plans.
import type { MetadataStore } from '../store/store.ts';
import { type AnalyzedStatement, analyzeStatement } from './analyzer/analyze.ts';
import type { Catalog } from './catalog/catalog.ts';
import { type QueryContextOptions, queryContextOptions } from './context.ts';
import type { QueryResult, ResultColumn, SqlRequest } from './engine-types.ts';
import { SqlError } from './errors.ts';
import { boundedEngineError } from './execute/engine-errors.ts';
import type { Planner } from './execute/flat-planner.ts';
import type { QueryEngine } from './execute/query-engine.ts';
import { valueConverter } from './execute/values.ts';
import { FLAT_PLANNING_NESTING, subqueryShape } from './nesting.ts';
import { parseStatementList, UPSERT_REFUSAL } from './parse.ts';
import { withExternSources } from './plan/extern-sources.ts';
import type { ExternResolver, IngestionPlan } from './plan/ingestion-plan.ts';
import { estimatedBytes, resultTooLarge } from './query-bounds.ts';
import { type StatementAccess, statementAccess } from './statement-access.ts';
import type { ParsedStatementList } from './statement-list.ts';
import { runtimeTypeName, type SqlType, sqlTypeName, sqlTypeOfRuntime } from './types.ts';

export interface SqlEngineDependencies {
  readonly store: MetadataStore;
  readonly duck: QueryEngine;
  readonly catalog: Catalog;
  /** The catalog of statements, whose datasources read every used segment in deep storage; default `catalog`. */
  readonly deepStorageCatalog?: Catalog;
  readonly resolveExtern: ExternResolver;
  readonly now: () => number;
  /** Bytes (estimated as JSON) a result of `query` may hold; default unbounded. */
  readonly maxResultBytes?: number;
}

export type StatementKind = 'select' | 'insert' | 'replace';

/** Which catalog a statement is analyzed against: what Historicals serve (default), or deep storage. */
export interface CatalogChoice {
  /** Statements: a datasource with a served segment reads all its used segments, served or not. */
  readonly deepStorage?: boolean;
}

/** A query result without its rows: what `queryInChunks` answers once it has handed the rows over. */
export type ResultHead = Omit<QueryResult, 'rows'>;

/** A SELECT ready to run: its result's shape, and its rows handed chunk by chunk to `onRows` (throws SqlError). */
export interface RunnableSelect {
  readonly head: ResultHead;
  rows(onRows: (rows: unknown[][]) => Promise<void> | void, signal?: AbortSignal): Promise<void>;
}

export interface AnalyzeOptions extends CatalogChoice {
  /** EXTERN may be read (tasks may; the synchronous endpoint may not). */
  readonly allowExternal?: boolean;
}

export interface ChunkedQueryOptions extends AnalyzeOptions {
  readonly signal?: AbortSignal;
}

/**
 * Results of up to this many rows are read whole from DuckDB in one round trip (QueryEngine.readUpTo): one vector's
 * worth, as much as one streamed chunk holds, since a materialized result is outside DuckDB's memory limit.
 */
const SMALL_RESULT_ROWS = 2048;

/** A SELECT ready to run: executor SQL, the result's columns and zone, and the conversion of each row. */
interface PreparedSelect {
  readonly sql: string;
  readonly planner: Planner;
  readonly head: ResultHead;
  readonly convert: (row: readonly unknown[]) => unknown[];
}

const resultColumn = (column: {
  readonly name: string;
  readonly type: SqlType;
  readonly label?: string;
}): ResultColumn => ({
  name: column.label ?? column.name,
  sqlType: sqlTypeName(column.type),
  runtimeType: runtimeTypeName(column.type),
});

/**
 * A request parsed and analyzed once, under its context (the request's `context` with the text's SET statements over
 * it): what it reads and writes, for authorization, and what running it needs, so that nothing is analyzed twice.
 */
export interface AnalyzedRequest {
  readonly request: SqlRequest;
  readonly choice: AnalyzeOptions;
  readonly kind: StatementKind;
  readonly access: StatementAccess;
  readonly analyzed: AnalyzedStatement;
  readonly options: QueryContextOptions;
  readonly explain: boolean;
  /** EXPLAIN of an INSERT or REPLACE: its kind, which the query endpoint refuses like the statement itself. */
  readonly explainedIngestion: 'insert' | 'replace' | undefined;
  /** Deeply nested subqueries plan without filter pushdown, on the flat planner (nesting.ts). */
  readonly planner: Planner;
}

// The real system's wording of each (§sql.2: live 33, recorded 36); the native engine is the query endpoint's.
const ingestionOnQueryEndpoint = (kind: 'insert' | 'replace'): SqlError =>
  new SqlError(
    'unsupported',
    kind === 'insert'
      ? 'INSERT operations are not supported by requested SQL engine [native], consider using MSQ.'
      : 'REPLACE operations are not supported by the requested SQL engine [native].  Consider using MSQ.',
  );

export class SqlEngine {
  constructor(private readonly deps: SqlEngineDependencies) {}

  /** The text parsed last and its (immutable) statements: a request's context and its analysis parse the same text. */
  private lastParse: { readonly text: string; readonly list: ParsedStatementList } | undefined;

  private parse(text: string): ParsedStatementList {
    if (this.lastParse?.text === text) return this.lastParse.list;
    const list = parseStatementList(text);
    this.lastParse = { text, list };
    return list;
  }

  /** Parses and analyzes without running: what kind of statement it is, or the SqlError that rejects it. */
  kindOf(request: SqlRequest, choice: CatalogChoice = {}): StatementKind {
    return this.analyze(request, { ...choice, allowExternal: true }).kind;
  }

  /**
   * The query context a request runs with: its `context`, then the SET statements before its statement, which
   * win (Druid 36/37, docs/facts/sql.md §sql.32). Throws the SqlError of a text that does not parse.
   */
  contextOf(request: SqlRequest): Record<string, unknown> {
    try {
      return { ...request.context, ...this.parse(request.query).settings };
    } catch (error) {
      // The query endpoint reads an UPSERT as the INSERT it refuses (live 33; §sql.60).
      if (error instanceof SqlError && error.message === UPSERT_REFUSAL)
        throw ingestionOnQueryEndpoint('insert');
      throw error;
    }
  }

  /** The kind and the result columns of an analyzed request (an ingestion's: the columns it writes). */
  describe({ analyzed }: AnalyzedRequest): { kind: StatementKind; columns: ResultColumn[] } {
    if (analyzed.kind === 'select') return { kind: 'select', columns: analyzed.columns.map(resultColumn) };
    const columns = analyzed.columns.map((c) =>
      resultColumn({ name: c.name, type: sqlTypeOfRuntime(c.name, c.type) }),
    );
    return { kind: analyzed.kind, columns };
  }

  /** Runs a SELECT (or EXPLAIN) over the visible segments and metadata tables; throws SqlError. */
  async query(
    request: SqlRequest,
    signal?: AbortSignal,
    allowExternal = false,
    choice: CatalogChoice = {},
  ): Promise<QueryResult> {
    return this.run(this.analyze(request, { ...choice, allowExternal }), signal);
  }

  /** Runs the SELECT (or EXPLAIN) of an analyzed request, e.g. once its access was authorized; throws SqlError. */
  async run(analyzed: AnalyzedRequest, signal?: AbortSignal): Promise<QueryResult> {
    const prepared = await this.prepareSelect(analyzed);
    const maxBytes = this.deps.maxResultBytes ?? Number.POSITIVE_INFINITY;
    const rows: unknown[][] = [];
    let bytes = 0;
    // Rows are counted as they come: a result past the bound stops DuckDB instead of growing memory.
    await this.chunks(
      prepared,
      (chunk) => {
        for (const row of chunk) {
          bytes += estimatedBytes(row);
          if (bytes > maxBytes) throw resultTooLarge(maxBytes);
          rows.push(row);
        }
      },
      signal,
    );
    return { ...prepared.head, rows };
  }

  /**
   * The SELECT (or EXPLAIN) of an analyzed request, ready to run: the result's columns and zone at once, its rows
   * handed over chunk by chunk when it runs, so a writer can send them as they come (errors of `onRows` pass
   * through unchanged).
   */
  async prepareRun(analyzed: AnalyzedRequest): Promise<RunnableSelect> {
    const prepared = await this.prepareSelect(analyzed);
    return { head: prepared.head, rows: (onRows, signal) => this.chunks(prepared, onRows, signal) };
  }

  /**
   * Runs a SELECT like `query`, but hands its rows to `onRows` chunk by chunk instead of keeping them: a large
   * result never sits in memory whole. Errors of `onRows` pass through unchanged.
   */
  async queryInChunks(
    request: SqlRequest,
    onRows: (rows: readonly unknown[][]) => Promise<void> | void,
    options: ChunkedQueryOptions = {},
  ): Promise<ResultHead> {
    const prepared = await this.prepareSelect(this.analyze(request, options));
    await this.chunks(prepared, onRows, options.signal, false);
    return prepared.head;
  }

  /**
   * Hands the converted rows of a prepared SELECT to `onRows`. `smallFirst`: a result of at most SMALL_RESULT_ROWS
   * rows is read whole in one round trip, a larger one then streamed (most answers are small).
   */
  private async chunks(
    prepared: PreparedSelect,
    onRows: (rows: unknown[][]) => Promise<void> | void,
    signal: AbortSignal | undefined,
    smallFirst = true,
  ): Promise<void> {
    let sinkFailure: { error: unknown } | undefined;
    const hand = async (rows: readonly (readonly unknown[])[]) => {
      try {
        await onRows(rows.map(prepared.convert));
      } catch (error) {
        sinkFailure = { error };
        throw error;
      }
    };
    try {
      const small = smallFirst
        ? await this.deps.duck.readUpTo(prepared.sql, SMALL_RESULT_ROWS, signal, prepared.planner)
        : undefined;
      if (small) await hand(small.rows);
      else await this.deps.duck.forEachChunk(prepared.sql, hand, signal, prepared.planner);
    } catch (error) {
      if (sinkFailure && !signal?.aborted) throw sinkFailure.error;
      throw boundedEngineError(error);
    }
  }

  /** Validates an INSERT / REPLACE and returns what the ingestion task must write; throws SqlError. */
  async planIngestion(request: SqlRequest, choice: CatalogChoice = {}): Promise<IngestionPlan> {
    return this.planAnalyzed(this.analyze(request, { ...choice, allowExternal: true }));
  }

  /**
   * The engine a task runs one analyzed request with: validating that request (its kind, its plan) reuses the
   * analysis; running a SELECT analyzes afresh, since the data may have changed while the task waited.
   */
  reusing(analyzed: AnalyzedRequest): {
    kindOf(request: SqlRequest): StatementKind;
    planIngestion(request: SqlRequest): Promise<IngestionPlan>;
    query(request: SqlRequest, signal?: AbortSignal, allowExternal?: boolean): Promise<QueryResult>;
  } {
    const { choice } = analyzed;
    const reused = (request: SqlRequest) =>
      request === analyzed.request ? analyzed : this.analyze(request, { ...choice, allowExternal: true });
    return {
      kindOf: (request) => reused(request).kind,
      planIngestion: (request) => this.planAnalyzed(reused(request)),
      query: (request, signal, allowExternal) => this.query(request, signal, allowExternal, choice),
    };
  }

  private async planAnalyzed({ analyzed, planner }: AnalyzedRequest): Promise<IngestionPlan> {
    if (analyzed.refusal !== undefined) throw analyzed.refusal;
    if (analyzed.kind === 'select')
      throw new SqlError('unsupported', 'Only INSERT and REPLACE statements produce an ingestion plan');
    return {
      mode: analyzed.kind,
      datasource: analyzed.datasource,
      selectSql: await this.resolveExterns(analyzed),
      columns: analyzed.columns,
      granularity: analyzed.granularity,
      clusteredBy: analyzed.clusteredBy,
      replaceIntervals: analyzed.replaceIntervals,
      planner,
    };
  }

  private async prepareSelect(request: AnalyzedRequest): Promise<PreparedSelect> {
    const { analyzed, options, explain, explainedIngestion, planner, choice } = request;
    // An EXTERN where none is allowed: the first thing wrong with the statement (analyzer/analyze.ts).
    if (analyzed.refusal !== undefined) throw analyzed.refusal;
    if (analyzed.kind !== 'select') throw ingestionOnQueryEndpoint(analyzed.kind);
    // EXPLAIN of an ingestion is refused where the ingestion is, as Druid 33 and 27 do (docs/facts/sql.md §sql.35).
    if (explainedIngestion !== undefined && !choice.allowExternal)
      throw ingestionOnQueryEndpoint(explainedIngestion);
    const resolved = await this.resolveExterns(analyzed);
    // sqlOuterLimit bounds the rows of a query, not EXPLAIN's one row of plan (Druid 33, §sql.36).
    const sql =
      options.outerLimit === undefined || explain
        ? resolved
        : `SELECT * FROM (${resolved}) AS "$outer" LIMIT ${options.outerLimit}`;
    const converters = analyzed.columns.map((column) =>
      valueConverter(column.type, options.zone, options.stringifyArrays, column.label ?? column.name),
    );
    return {
      sql,
      planner,
      head: { columns: analyzed.columns.map(resultColumn), timeZone: options.zoneName },
      convert: (row) => row.map((value, index) => (converters[index] ?? ((v) => v))(value)),
    };
  }

  /**
   * Parses and analyzes without running (throws the SqlError that rejects the request): what authorization checks,
   * then what `run`, `describe` or a task (`reusing`) takes, so the request is analyzed only once.
   */
  analyze(request: SqlRequest, choice: AnalyzeOptions = {}): AnalyzedRequest {
    const { statement, settings } = this.parse(request.query);
    const options = queryContextOptions({ ...request.context, ...settings });
    const { catalog, deepStorageCatalog = catalog } = this.deps;
    // Deeply nested subqueries plan in exponential time with filter pushdown (nesting.ts): they are planned without.
    const planner = subqueryShape(statement).depth > FLAT_PLANNING_NESTING ? 'flat' : 'full';
    const analyzed = analyzeStatement(statement, {
      catalog: choice.deepStorage ? deepStorageCatalog : catalog,
      zone: options.zone,
      now: this.deps.now(),
      parameters: request.parameters,
      allowExternal: choice.allowExternal ?? false,
      approximateCountDistinct: options.approximateCountDistinct,
    });
    const inner = statement.kind === 'explain' ? statement.statement.kind : undefined;
    const explainedIngestion = inner === 'insert' || inner === 'replace' ? inner : undefined;
    return {
      request,
      choice,
      kind: analyzed.kind,
      access: statementAccess(analyzed),
      analyzed,
      options,
      explain: statement.kind === 'explain',
      explainedIngestion,
      planner,
    };
  }

  /** The statement's SQL under CTEs of its EXTERN sources, resolved in order (files are read, downloaded). */
  private async resolveExterns(analyzed: AnalyzedStatement): Promise<string> {
    const sources: string[] = [];
    for (const extern of analyzed.externs) sources.push(await this.deps.resolveExtern(extern));
    return withExternSources(analyzed.sql, analyzed.externRelations, sources);
  }
}
