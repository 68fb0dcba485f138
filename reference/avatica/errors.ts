// Avatica's error response: how each failure reaches the JDBC driver (a SQLException), in Druid's words (§avatica.3).
import { SqlError } from '../sql/errors.ts';

/** Avatica's error codes and SQL states (Service.ErrorResponse): unknown, a missing connection, unauthorized. */
const UNKNOWN_CODE = -1;
const MISSING_CONNECTION_CODE = 1;
const UNAUTHORIZED_CODE = 2;
const UNKNOWN_STATE = '00000';
const UNAUTHORIZED_STATE = '00002';

type Severity = 'UNKNOWN' | 'ERROR';

/** Java classes Druid names in its errors: the short name goes in the message, the full one in `exceptions`. */
const CLASSES = {
  ISE: 'org.apache.druid.java.util.common.ISE',
  IAE: 'org.apache.druid.java.util.common.IAE',
  UOE: 'org.apache.druid.java.util.common.UOE',
  DruidException: 'org.apache.druid.error.DruidException',
  NoSuchStatementException: 'org.apache.calcite.avatica.NoSuchStatementException',
  NoSuchConnectionException: 'org.apache.calcite.avatica.NoSuchConnectionException',
  JsonMappingException: 'com.fasterxml.jackson.databind.JsonMappingException',
} as const;

type JavaClass = keyof typeof CLASSES;

/** A failure answered as Avatica's `error` response; never carries a stack trace or a server path. */
export class AvaticaError extends Error {
  constructor(
    /** `errorMessage`: what the driver's SQLException says after "Remote driver error: "; null for some. */
    readonly errorMessage: string | null,
    /** `exceptions`: one line naming the Java exception, as the first line of Druid's stack traces. */
    readonly exception: string,
    readonly errorCode: number = UNKNOWN_CODE,
    readonly sqlState: string = UNKNOWN_STATE,
    readonly severity: Severity = 'UNKNOWN',
    /**
     * 500 for what the driver must turn into a SQLException (it reads an error body only from a 500, §avatica.2);
     * 400 for a request that cannot be read at all, which the driver never sends (Druid answers those 500 too).
     */
    readonly status: 400 | 500 = 500,
  ) {
    super(errorMessage ?? exception);
    this.name = 'AvaticaError';
  }
}

/** An exception Druid raises as is: `ISE: <message>` (a state it refuses: limits, closed results). */
export const plainError = (javaClass: JavaClass, message: string): AvaticaError =>
  new AvaticaError(`${javaClass}: ${message}`, `${CLASSES[javaClass]}: ${message}`);

/**
 * An exception Druid wraps in QueryInterruptedException: `QueryInterruptedException: <m> -> <Class>: <m>`, or
 * `(null exception message)` where the exception has none.
 */
export function wrappedError(javaClass: JavaClass, message: string | null): AvaticaError {
  const text = message ?? '(null exception message)';
  return new AvaticaError(
    `QueryInterruptedException: ${text} -> ${javaClass}: ${text}`,
    `QueryInterruptedException{msg=${message}, code=Unknown exception, class=${CLASSES[javaClass]}, host=null}`,
  );
}

export const errors = {
  /** No open connection has the ID: the driver reopens it when `transparent_reconnection` is on. */
  noSuchConnection: (): AvaticaError =>
    new AvaticaError(
      null,
      CLASSES.NoSuchConnectionException,
      MISSING_CONNECTION_CODE,
      UNKNOWN_STATE,
      'ERROR',
    ),
  /** No statement of that ID and kind (a prepared one for execute, a plain one for prepareAndExecute). */
  noSuchStatement: (): AvaticaError => wrappedError('NoSuchStatementException', null),
  tooManyConnections: (): AvaticaError => plainError('ISE', 'Too many connections'),
  tooManyStatements: (limit: number): AvaticaError =>
    plainError('ISE', `Too many open statements, limit is ${limit}`),
  alreadyOpen: (id: string): AvaticaError => plainError('ISE', `Connection [${id}] already open.`),
  noResultSet: (statementId: number): AvaticaError =>
    plainError('ISE', `No result set open for statement [${statementId}]`),
  fetchForwardOnly: (asked: number, current: number): AvaticaError =>
    wrappedError(
      'IAE',
      `Druid can only fetch forward. Requested offset of ${asked} != current offset ${current}`,
    ),
  offsetMismatch: (asked: number, current: number): AvaticaError =>
    plainError('ISE', `Requested offset ${asked} does not match currentOffset ${current}`),
  batchUnsupported: (): AvaticaError => plainError('UOE', 'Batch statements not supported'),
  /** The connection's `user` and `password` fail, or the caller may not read what the statement reads. */
  unauthorized: (): AvaticaError =>
    new AvaticaError(
      'Unauthorized',
      'org.apache.calcite.avatica.remote.AvaticaRuntimeException: Unauthorized',
      UNAUTHORIZED_CODE,
      UNAUTHORIZED_STATE,
      'ERROR',
    ),
  /** A request that cannot be read: not JSON, an unknown request, a field of the wrong type or out of range. */
  unreadable: (message: string): AvaticaError =>
    new AvaticaError(
      `JsonMappingException: ${message}`,
      `${CLASSES.JsonMappingException}: ${message}`,
      UNKNOWN_CODE,
      UNKNOWN_STATE,
      'UNKNOWN',
      400,
    ),
};

/** A SQL failure as Druid reports it through Avatica: the HTTP API's message, wrapped (§avatica.3). */
export function sqlFailure(error: SqlError): AvaticaError {
  return wrappedError('DruidException', error.message);
}

/** Any failure of a request: Avatica and SQL errors keep their words; anything else is a generic failure. */
export function asAvaticaError(error: unknown): AvaticaError {
  if (error instanceof AvaticaError) return error;
  if (error instanceof SqlError) return sqlFailure(error);
  return wrappedError('DruidException', 'Internal error while running the statement');
}

/** The `error` response body; `rpcMetadata` names the server as Druid's does (host:port). */
export function errorResponse(error: AvaticaError, serverAddress: string): Record<string, unknown> {
  return {
    // A 400 also carries the API's `error` field: its error shape, for clients that are not Avatica's driver.
    ...(error.status === 400 ? { error: 'Unreadable Avatica request' } : {}),
    response: 'error',
    exceptions: [error.exception],
    errorMessage: error.errorMessage,
    errorCode: error.errorCode,
    sqlState: error.sqlState,
    severity: error.severity,
    rpcMetadata: rpcMetadata(serverAddress),
  };
}

export const rpcMetadata = (serverAddress: string): Record<string, string> => ({
  response: 'rpcMetadata',
  serverAddress,
});
