// Open Avatica connections and their statements, within the server's limits; idle connections expire (§avatica.8).
import { errors } from './errors.ts';
import type { AvaticaLimits } from './limits.ts';
import type { ResultCursor } from './result-cursor.ts';

/** What a prepared statement keeps between its executions. */
export interface PreparedQuery {
  readonly sql: string;
  readonly parameterCount: number;
  /** The prepare's maxRowCount: a positive one bounds every execution's rows. */
  readonly maxRowCount: number;
}

export interface StatementState {
  readonly id: number;
  /** Plain statements take prepareAndExecute; prepared ones take execute (Druid refuses the other pairing). */
  readonly prepared: PreparedQuery | undefined;
  cursor: ResultCursor | undefined;
  /** The result's zone and converter, for the frames after the first. */
  convert: ((row: readonly unknown[]) => unknown[]) | undefined;
}

/** Connection info keys that authenticate rather than reach the query context (Druid's sensitive fields). */
const SECRET_KEYS = new Set(['user', 'password']);

export class AvaticaConnection {
  readonly statements = new Map<number, StatementState>();
  private nextStatementId = 1;
  /** The query context the connection's statements run with: its info without `user` and `password`. */
  readonly context: Readonly<Record<string, string>>;
  readonly user: string | undefined;
  readonly password: string | undefined;
  lastUsed: number;

  constructor(
    readonly id: string,
    info: Readonly<Record<string, string>>,
    now: number,
  ) {
    this.context = Object.fromEntries(Object.entries(info).filter(([key]) => !SECRET_KEYS.has(key)));
    this.user = info.user;
    this.password = info.password;
    this.lastUsed = now;
  }

  createStatement(limit: number, prepared?: PreparedQuery): StatementState {
    if (this.statements.size >= limit) throw errors.tooManyStatements(limit);
    const statement: StatementState = {
      id: this.nextStatementId++,
      prepared,
      cursor: undefined,
      convert: undefined,
    };
    this.statements.set(statement.id, statement);
    return statement;
  }

  /** The statement of that ID and kind; a missing one, or one of the other kind, is Druid's NoSuchStatement. */
  statement(id: number, kind: 'plain' | 'prepared' | 'any'): StatementState {
    const statement = this.statements.get(id);
    if (statement === undefined) throw errors.noSuchStatement();
    if (kind !== 'any' && (kind === 'prepared') !== (statement.prepared !== undefined))
      throw errors.noSuchStatement();
    return statement;
  }

  closeStatement(id: number): void {
    this.statements.get(id)?.cursor?.close();
    this.statements.delete(id);
  }

  close(): void {
    for (const statement of this.statements.values()) statement.cursor?.close();
    this.statements.clear();
  }
}

export class ConnectionRegistry {
  private readonly connections = new Map<string, AvaticaConnection>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: AvaticaLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.connections.size;
  }

  /**
   * Opens a connection. At the limit, one connection without open statements is closed to make room, as Druid does;
   * when every connection has statements the open is refused.
   */
  open(id: string, info: Readonly<Record<string, string>>): AvaticaConnection {
    this.sweep();
    if (this.connections.has(id)) throw errors.alreadyOpen(id);
    if (this.connections.size >= this.limits.maxConnections) {
      const idle = [...this.connections.values()].find((connection) => connection.statements.size === 0);
      if (idle === undefined) throw errors.tooManyConnections();
      this.close(idle.id);
    }
    const connection = new AvaticaConnection(id, info, this.now());
    this.connections.set(id, connection);
    this.startSweeping();
    return connection;
  }

  /** The open connection, now no longer idle; a missing or expired one is Druid's NoSuchConnection. */
  get(id: string): AvaticaConnection {
    const connection = this.connections.get(id);
    if (connection === undefined || this.expired(connection)) {
      if (connection !== undefined) this.close(id);
      throw errors.noSuchConnection();
    }
    connection.lastUsed = this.now();
    return connection;
  }

  /** The connection if open, without touching it (closing a statement of a closed connection is not an error). */
  find(id: string): AvaticaConnection | undefined {
    return this.connections.get(id);
  }

  close(id: string): void {
    this.connections.get(id)?.close();
    this.connections.delete(id);
    if (this.connections.size === 0) this.stopSweeping();
  }

  closeAll(): void {
    for (const id of [...this.connections.keys()]) this.close(id);
  }

  private expired(connection: AvaticaConnection): boolean {
    return this.now() - connection.lastUsed >= this.limits.connectionIdleTimeoutMs;
  }

  /** Closes every connection idle for connectionIdleTimeout, with its statements and their running queries. */
  sweep(): void {
    for (const connection of [...this.connections.values()])
      if (this.expired(connection)) this.close(connection.id);
  }

  /** A timer runs only while connections are open, and never keeps the process alive. */
  private startSweeping(): void {
    if (this.sweeper !== undefined) return;
    const period = Math.min(Math.max(this.limits.connectionIdleTimeoutMs / 4, 20), 10_000);
    this.sweeper = setInterval(() => this.sweep(), period);
    this.sweeper.unref();
  }

  private stopSweeping(): void {
    if (this.sweeper !== undefined) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
