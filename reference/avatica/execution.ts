// Running a connection's statements: analysis under the caller's grants, a streaming cursor, frames (§avatica.5).
import { randomUUID } from 'node:crypto';
import type { Authentication } from '../security/authentication.ts';
import { type DatasourceFilter, withVisibleDatasources } from '../sql/catalog/visibility.ts';
import type { AnalyzedRequest, SqlEngine } from '../sql/engine.ts';
import type { ResultColumn, SqlParameter, SqlRequest } from '../sql/engine-types.ts';
import { SqlError } from '../sql/errors.ts';
import { type QueryBounds, queryTimeoutMs } from '../sql/query-bounds.ts';
import type { CatalogQuery } from './catalog-queries.ts';
import type { AvaticaConnection, StatementState } from './connections.ts';
import { asAvaticaError, errors, plainError, sqlFailure } from './errors.ts';
import { frameRowConverter } from './frame-values.ts';
import { type AvaticaLimits, rowsPerFrame } from './limits.ts';
import { type Frame, ResultCursor } from './result-cursor.ts';
import { type ColumnFacts, signature } from './signature.ts';

/** Where a request comes from: the address failed logins are throttled by, the Host it named. */
export interface AvaticaClient {
  readonly address: string | undefined;
  readonly host: string;
}

/** What the HTTP layer decides for the Avatica service: who a connection is and what it may read. */
export interface AvaticaGate {
  /**
   * The identity the connection's `user` and `password` prove, checked (and throttled) as Basic credentials from the
   * client's address; throws errors.unauthorized() when they fail.
   */
  authenticate(connection: AvaticaConnection, client: AvaticaClient): Promise<Authentication>;
  /** Throws errors.unauthorized() unless `who` may read everything the statement reads. */
  authorize(who: Authentication, analyzed: AnalyzedRequest): void;
  /** The datasources the metadata tables show `who`. */
  visible(who: Authentication): DatasourceFilter;
}

export interface ExecutionDependencies {
  readonly sql: SqlEngine;
  readonly limits: AvaticaLimits;
  readonly queryBounds: QueryBounds;
  readonly gate: AvaticaGate;
}

/** One execution of a statement. */
export interface Execution {
  readonly sql: string;
  readonly parameters: readonly SqlParameter[];
  /** A prepared statement's maxRowCount (positive: the most rows answered); -1 for none. */
  readonly rowLimit: number;
  /** The client's size for the first frame (-1: no preference). */
  readonly firstFrameRows: number;
  /** How long the first frame is waited for: the fetch timeout, or the query's for catalog calls. */
  readonly waitMs?: number;
  readonly facts?: ColumnFacts;
}

/** A result set of an execution: the statement, its signature, its first frame. */
export interface ResultSet {
  readonly statementId: number;
  readonly signature: Record<string, unknown>;
  readonly firstFrame: Frame;
}

/**
 * The query context of a connection's statement: the connection's info as text (Druid takes every property as a
 * context parameter), `timeout` as the number the engine reads, arrays never stringified (Druid forces
 * sqlStringifyArrays off for JDBC, §avatica.6), and a prepared statement's row limit as an outer limit.
 */
export function statementContext(
  info: Readonly<Record<string, string>>,
  rowLimit: number,
): Record<string, unknown> {
  const context: Record<string, unknown> = { ...info, sqlStringifyArrays: false };
  if (typeof info.timeout === 'string' && /^\d+$/.test(info.timeout)) context.timeout = Number(info.timeout);
  if (rowLimit > 0) {
    const given = info.sqlOuterLimit;
    context.sqlOuterLimit =
      given !== undefined && /^\d+$/.test(given) ? Math.min(Number(given), rowLimit) : rowLimit;
  }
  return context;
}

export class StatementRunner {
  constructor(private readonly deps: ExecutionDependencies) {}

  /** Parses, analyzes and authorizes a request; an INSERT, REPLACE or EXTERN raises the refusal the engine words. */
  async analyze(who: Authentication, request: SqlRequest): Promise<AnalyzedRequest> {
    const visible = this.deps.gate.visible(who);
    const analyzed = await withVisibleDatasources(visible, async () => this.deps.sql.analyze(request));
    this.deps.gate.authorize(who, analyzed);
    // The engine refuses these before running anything: asking it to run one raises its own words (§avatica.3).
    if (analyzed.kind !== 'select' || analyzed.analyzed.refusal !== undefined)
      await this.deps.sql.run(analyzed);
    return analyzed;
  }

  /** The columns a request answers; a column of no JDBC type (a bare NULL) is refused here, as Druid refuses it. */
  columns(
    analyzed: AnalyzedRequest,
    sql: string,
    parameterCount: number,
    style: 'ARRAY' | 'LIST',
    facts?: ColumnFacts,
  ) {
    const columns: readonly ResultColumn[] = this.deps.sql.describe(analyzed).columns;
    return { columns, signature: signature(columns, sql, parameterCount, style, facts) };
  }

  /**
   * Runs a statement: its previous result is closed, the new one starts streaming and its first frame is read.
   * `waitMs` bounds the wait for that frame (the fetch timeout; catalog calls wait for the whole answer).
   */
  async execute(
    who: Authentication,
    connection: AvaticaConnection,
    statement: StatementState,
    execution: Execution,
  ): Promise<ResultSet> {
    const { sql, parameters, rowLimit, firstFrameRows, waitMs = this.deps.limits.fetchTimeoutMs } = execution;
    closeResult(statement);
    const context = statementContext(connection.context, rowLimit);
    const request: SqlRequest = { query: sql, context, parameters };
    const analyzed = await this.analyze(who, request);
    const parameterCount = statement.prepared?.parameterCount ?? 0;
    const { columns, signature } = this.columns(analyzed, sql, parameterCount, 'LIST', execution.facts);
    const queryId = typeof context.sqlQueryId === 'string' ? context.sqlQueryId : randomUUID();
    const timeout = AbortSignal.timeout(queryTimeoutMs(context, this.deps.queryBounds));
    const visible = this.deps.gate.visible(who);
    const limits = this.deps.limits;
    statement.convert = frameRowConverter(columns, analyzed.options.zone);
    statement.cursor = new ResultCursor(
      { aheadRows: rowsPerFrame(limits, -1), aheadBytes: limits.maxFrameBytes },
      (onRows, signal) =>
        withVisibleDatasources(visible, () =>
          this.deps.sql.queryInChunks(request, onRows, { signal: AbortSignal.any([signal, timeout]) }),
        ),
      // context.timeout ends a result the client reads too slowly as it ends a slow query (§avatica.5).
      (error) =>
        timeout.aborted
          ? sqlFailure(new SqlError('timeout', `Query [${queryId}] timed out!`))
          : asAvaticaError(error),
    );
    const firstFrame = await this.frame(statement, 0, firstFrameRows, waitMs);
    return { statementId: statement.id, signature, firstFrame };
  }

  /** The next frame of the statement's open result; the result is closed once done or failed. */
  async frame(
    statement: StatementState,
    offset: number,
    asked: number,
    waitMs = this.deps.limits.fetchTimeoutMs,
  ): Promise<Frame> {
    const cursor = statement.cursor;
    // Druid closes a result once its last frame is sent: fetching again finds none (§avatica.5).
    if (cursor === undefined) throw errors.noResultSet(statement.id);
    let frame: Frame;
    try {
      frame = await cursor.frame(offset, rowsPerFrame(this.deps.limits, asked), waitMs);
    } catch (error) {
      if (cursor.failed) closeResult(statement);
      throw error;
    }
    const convert = statement.convert ?? ((row: readonly unknown[]) => row as unknown[]);
    if (frame.done) closeResult(statement);
    return { ...frame, rows: frame.rows.map(convert) };
  }

  /** syncResults: whether more rows follow the statement's offset, which must be where the client is. */
  moreResults(statement: StatementState, offset: number): boolean {
    const cursor = statement.cursor;
    if (cursor === undefined) throw errors.noResultSet(statement.id);
    if (cursor.offset !== offset) throw errors.offsetMismatch(offset, cursor.offset);
    return !cursor.exhausted;
  }

  /**
   * A DatabaseMetaData call: its SQL runs on a statement of its own, which counts against the connection's limit
   * and is closed afterwards; the whole answer must fit one frame, as in Druid (§avatica.7).
   */
  async catalog(who: Authentication, connection: AvaticaConnection, query: CatalogQuery): Promise<ResultSet> {
    const statement = connection.createStatement(this.deps.limits.maxStatementsPerConnection);
    try {
      const wait = queryTimeoutMs(statementContext(connection.context, 0), this.deps.queryBounds);
      const execution = {
        sql: query.sql,
        parameters: [],
        rowLimit: -1,
        firstFrameRows: -1,
        waitMs: wait,
        facts: query.facts,
      };
      const result = await this.execute(who, connection, statement, execution);
      if (!result.firstFrame.done) throw plainError('ISE', 'Expected all results to be in a single frame!');
      return result;
    } finally {
      connection.closeStatement(statement.id);
    }
  }
}

function closeResult(statement: StatementState): void {
  statement.cursor?.close();
  statement.cursor = undefined;
  statement.convert = undefined;
}
