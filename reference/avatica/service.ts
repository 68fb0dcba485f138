// The Avatica JSON protocol's requests, answered as Druid's Avatica server answers them (docs/facts/avatica.md).
import { parseJsonExact } from '../json/exact-json.ts';
import type { Authentication } from '../security/authentication.ts';
import { SqlError } from '../sql/errors.ts';
import { tokenize } from '../sql/lexer/lexer.ts';
import { Question } from '../sql/lexer/tokens.ts';
import {
  type CatalogQuery,
  catalogsQuery,
  columnsQuery,
  schemasQuery,
  tablesQuery,
  tableTypesQuery,
} from './catalog-queries.ts';
import { type AvaticaConnection, ConnectionRegistry } from './connections.ts';
import { AvaticaError, asAvaticaError, errorResponse, errors, plainError, rpcMetadata } from './errors.ts';
import {
  type AvaticaClient,
  type ExecutionDependencies,
  type ResultSet,
  StatementRunner,
  statementContext,
} from './execution.ts';
import { type AvaticaRequest, readRequest } from './requests.ts';
import { sqlParameters } from './typed-values.ts';

export interface AvaticaAnswer {
  /** 200; 500 for an error the driver reads (it reads an error body only from a 500); 400 for an unreadable request. */
  readonly status: 200 | 400 | 500;
  readonly body: Record<string, unknown>;
  /** A failure that is not the protocol's or the query's: the route logs it. */
  readonly unexpected?: unknown;
}

/**
 * The request's JSON. Only a text with 16+ digit runs is read again keeping integers past 2^53 exact (a LONG
 * parameter's value): that reading recurses, so a deeply nested body keeps the plain one.
 */
function parseBody(text: string): unknown {
  if (text.trim() === '') throw errors.unreadable('No content to map due to end-of-input');
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch (error) {
    throw errors.unreadable(`The request is not JSON: ${(error as Error).message.slice(0, 200)}`);
  }
  if (!/\d{16}/.test(text)) return plain;
  try {
    return parseJsonExact(text, 'integers');
  } catch {
    return plain;
  }
}

/** The `?` placeholders of a text (0 when it does not lex: its analysis then reports why). */
function parameterCount(sql: string): number {
  try {
    return tokenize(sql).filter((token) => token.tokenType === Question).length;
  } catch {
    return 0;
  }
}

export class AvaticaService {
  readonly connections: ConnectionRegistry;
  private readonly runner: StatementRunner;

  constructor(private readonly deps: ExecutionDependencies) {
    this.connections = new ConnectionRegistry(deps.limits);
    this.runner = new StatementRunner(deps);
  }

  /** Answers one request body (JSON text); `serverAddress` is what `rpcMetadata` names. */
  async handle(text: string, serverAddress: string, client: AvaticaClient): Promise<AvaticaAnswer> {
    return this.handleRequest(() => parseBody(text), serverAddress, client);
  }

  /** Answers one request of another serialization, read into the JSON protocol's request object by `read`. */
  async handleRequest(
    read: () => unknown,
    serverAddress: string,
    client: AvaticaClient,
  ): Promise<AvaticaAnswer> {
    try {
      const answer = await this.answer(readRequest(read()), client);
      return { status: 200, body: { ...answer, rpcMetadata: rpcMetadata(serverAddress) } };
    } catch (error) {
      const known = asAvaticaError(error);
      const body = errorResponse(known, serverAddress);
      return isUnexpected(error)
        ? { status: known.status, body, unexpected: error }
        : { status: known.status, body };
    }
  }

  /** Closes every connection (the server is stopping): their queries stop. */
  close(): void {
    this.connections.closeAll();
  }

  private async answer(request: AvaticaRequest, client: AvaticaClient): Promise<Record<string, unknown>> {
    const limits = this.deps.limits;
    switch (request.request) {
      case 'openConnection':
        this.connections.open(request.connectionId, request.info);
        return { response: 'openConnection' };
      case 'closeConnection':
        // Closing an unknown connection is not an error (Druid 33 and 27).
        this.connections.close(request.connectionId);
        return { response: 'closeConnection' };
      case 'connectionSync':
        this.connections.get(request.connectionId);
        return { response: 'connectionSync', connProps: request.connProps };
      case 'databaseProperties':
        return { response: 'databaseProperties', map: {} };
      case 'commit':
      case 'rollback':
        // Nothing is written through JDBC: both succeed and do nothing.
        return { response: request.request };
      case 'createStatement': {
        const connection = this.connections.get(request.connectionId);
        const statement = connection.createStatement(limits.maxStatementsPerConnection);
        return { response: 'createStatement', connectionId: connection.id, statementId: statement.id };
      }
      case 'closeStatement':
        this.connections.find(request.connectionId)?.closeStatement(request.statementId);
        return { response: 'closeStatement' };
      case 'prepare':
        return this.prepare(client, request.connectionId, request.sql, request.maxRowCount);
      case 'execute': {
        // Values are read with the request, before anything is looked up, as Druid's JSON reader does.
        const parameters = sqlParameters(request.parameterValues);
        const connection = this.connections.get(request.connectionId);
        const statement = connection.statement(request.statementId, 'prepared');
        const prepared = statement.prepared as NonNullable<typeof statement.prepared>;
        const who = await this.deps.gate.authenticate(connection, client);
        const result = await this.runner.execute(who, connection, statement, {
          sql: prepared.sql,
          parameters,
          rowLimit: prepared.maxRowCount,
          firstFrameRows: request.firstFrameRows,
        });
        return executeResults(connection, result);
      }
      case 'prepareAndExecute': {
        const connection = this.connections.get(request.connectionId);
        const statement = connection.statement(request.statementId, 'plain');
        const who = await this.deps.gate.authenticate(connection, client);
        // Druid 33 and 27 ignore a plain statement's maxRowCount (setMaxRows): every row is answered (§avatica.5).
        const result = await this.runner.execute(who, connection, statement, {
          sql: request.sql,
          parameters: [],
          rowLimit: -1,
          firstFrameRows: request.firstFrameRows,
        });
        return executeResults(connection, result);
      }
      case 'fetch': {
        const connection = this.connections.get(request.connectionId);
        const statement = connection.statement(request.statementId, 'any');
        const frame = await this.runner.frame(statement, request.offset, request.fetchMaxRowCount);
        return { response: 'fetch', frame, missingStatement: false, missingResults: false };
      }
      case 'syncResults': {
        const connection = this.connections.get(request.connectionId);
        const statement = connection.statement(request.statementId, 'any');
        return {
          response: 'syncResults',
          missingStatement: false,
          moreResults: this.runner.moreResults(statement, request.offset),
        };
      }
      case 'getCatalogs':
        return this.catalog(client, request.connectionId, catalogsQuery());
      case 'getSchemas':
        return this.catalog(
          client,
          request.connectionId,
          schemasQuery(request.catalog, request.schemaPattern),
        );
      case 'getTableTypes':
        return this.catalog(client, request.connectionId, tableTypesQuery());
      case 'getTables':
        return this.catalog(
          client,
          request.connectionId,
          tablesQuery(request.catalog, request.schemaPattern, request.tableNamePattern, request.typeList),
        );
      case 'getColumns':
        return this.catalog(
          client,
          request.connectionId,
          columnsQuery(
            request.catalog,
            request.schemaPattern,
            request.tableNamePattern,
            request.columnNamePattern,
          ),
        );
      case 'getTypeInfo':
        // Druid 33 and 27 fail this call with an internal error (§avatica.7): here it is refused in words.
        this.connections.get(request.connectionId);
        throw plainError('UOE', 'getTypeInfo is not supported');
      case 'prepareAndExecuteBatch':
      case 'executeBatch':
        throw errors.batchUnsupported();
    }
  }

  /**
   * A prepared statement: analyzed once with its parameters unbound (as NULLs) for its signature; each execution
   * analyzes again with the values given. A prepare that fails leaves no statement behind.
   */
  private async prepare(
    client: AvaticaClient,
    connectionId: string,
    sql: string,
    maxRowCount: number,
  ): Promise<Record<string, unknown>> {
    const connection = this.connections.get(connectionId);
    const who = await this.deps.gate.authenticate(connection, client);
    const count = parameterCount(sql);
    const unbound = Array.from({ length: count }, () => ({ type: 'VARCHAR', value: null }));
    const statement = connection.createStatement(this.deps.limits.maxStatementsPerConnection, {
      sql,
      parameterCount: count,
      maxRowCount,
    });
    try {
      const analyzed = await this.runner.analyze(who, {
        query: sql,
        context: statementContext(connection.context, 0),
        parameters: unbound,
      });
      const { signature } = this.runner.columns(analyzed, sql, count, 'ARRAY');
      return { response: 'prepare', statement: { connectionId, id: statement.id, signature } };
    } catch (error) {
      connection.closeStatement(statement.id);
      throw error;
    }
  }

  private async catalog(
    client: AvaticaClient,
    connectionId: string,
    query: CatalogQuery,
  ): Promise<Record<string, unknown>> {
    const connection = this.connections.get(connectionId);
    const who: Authentication = await this.deps.gate.authenticate(connection, client);
    return resultSet(connection, await this.runner.catalog(who, connection, query));
  }
}

const resultSet = (connection: AvaticaConnection, result: ResultSet): Record<string, unknown> => ({
  response: 'resultSet',
  connectionId: connection.id,
  statementId: result.statementId,
  ownStatement: false,
  signature: result.signature,
  firstFrame: result.firstFrame,
  updateCount: -1,
});

const executeResults = (connection: AvaticaConnection, result: ResultSet): Record<string, unknown> => ({
  response: 'executeResults',
  missingStatement: false,
  results: [resultSet(connection, result)],
});

/** Anything but the protocol's and the SQL engine's own errors is a fault of the server, which the route logs. */
function isUnexpected(error: unknown): boolean {
  return !(error instanceof AvaticaError) && !(error instanceof SqlError);
}
