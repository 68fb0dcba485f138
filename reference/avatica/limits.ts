// The Avatica server's bounds: connections, statements, idle time and frame sizes, with Druid's defaults (§avatica.9).

export interface AvaticaLimits {
  /** analytics.sql.avatica.maxConnections: open connections at once (Druid's default 25). */
  readonly maxConnections: number;
  /** analytics.sql.avatica.maxStatementsPerConnection: open statements per connection (default 4). */
  readonly maxStatementsPerConnection: number;
  /** analytics.sql.avatica.connectionIdleTimeout: a connection unused this long is closed (default PT5M). */
  readonly connectionIdleTimeoutMs: number;
  /** analytics.sql.avatica.maxRowsPerFrame: the most rows one frame holds; -1 for no bound (default 5000). */
  readonly maxRowsPerFrame: number;
  /** analytics.sql.avatica.minRowsPerFrame: a smaller fetch size asked for is raised to it (default 100). */
  readonly minRowsPerFrame: number;
  /** analytics.sql.avatica.fetchTimeoutMs: a fetch waits this long for rows, then answers what it has (default 5000). */
  readonly fetchTimeoutMs: number;
  /**
   * Not a Druid setting: the bytes (estimated as JSON) a frame and a statement's read-ahead may hold, so that a
   * frame of 5000 huge rows cannot exhaust memory; a frame stops early at it (never below one row).
   */
  readonly maxFrameBytes: number;
}

export const DEFAULT_AVATICA_LIMITS: AvaticaLimits = {
  maxConnections: 25,
  maxStatementsPerConnection: 4,
  connectionIdleTimeoutMs: 5 * 60_000,
  maxRowsPerFrame: 5000,
  minRowsPerFrame: 100,
  fetchTimeoutMs: 5000,
  maxFrameBytes: 4 * 1024 * 1024,
};

/**
 * The rows a frame holds for a client's fetch size (-1: no preference), as Druid sizes it: the client's size bounded
 * by maxRowsPerFrame (unless that is -1), then raised to minRowsPerFrame (§avatica.5).
 */
export function rowsPerFrame(limits: AvaticaLimits, asked: number): number {
  const bounded =
    limits.maxRowsPerFrame < 0
      ? asked
      : asked < 0
        ? limits.maxRowsPerFrame
        : Math.min(asked, limits.maxRowsPerFrame);
  const rows = Math.max(limits.minRowsPerFrame, bounded);
  // Both unbounded (-1 and -1 with a minimum of 0 or less): one frame still has an end.
  return rows > 0 ? rows : Number.MAX_SAFE_INTEGER;
}
