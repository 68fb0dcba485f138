// The SQL engine's public request and result types, shared by the HTTP routes and the task runner.

/** One `parameters` element of the SQL request object. */
export interface SqlParameter {
  readonly type: string;
  readonly value: unknown;
}

export interface SqlRequest {
  readonly query: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly parameters: readonly SqlParameter[];
}

/** How a result column is reported: name, SQL type (VARCHAR, BIGINT, TIMESTAMP…) and runtime type (STRING, LONG…). */
export interface ResultColumn {
  readonly name: string;
  readonly sqlType: string;
  readonly runtimeType: string | null;
}

/**
 * Rows of a query in JSON-ready values: strings, numbers, booleans, null; TIMESTAMP and DATE columns
 * as epoch milliseconds (the HTTP layer renders them in the query's time zone).
 */
export interface QueryResult {
  readonly columns: readonly ResultColumn[];
  readonly rows: readonly (readonly unknown[])[];
  /** The zone of TIMESTAMP rendering, from context.sqlTimeZone (IANA name or ±hh:mm). */
  readonly timeZone: string;
}
