// The one place that turns thrown errors into the spec's error bodies; nothing else writes an error response.
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { ERROR_CATALOG, type ErrorKind, UNIFIED_ERROR } from '../errors/catalog.ts';
import { storageFaultOf } from '../errors/storage-fault.ts';
import { accessRefusal } from '../security/access-refusal.ts';
import { SqlError, type SqlErrorKind } from '../sql/errors.ts';
import { allowedMethods } from './http-habits.ts';

/** Route option: errors of this route answer the synchronous SQL error body. */
export const SQL_ERROR_SHAPE = { errorShape: 'sql' } as const;
/** Route option: the statements submit body (spec: Error object, statements API, 400 on submit). */
export const STATEMENT_SUBMIT_ERROR_SHAPE = { errorShape: 'statementSubmit' } as const;
/** Route option: the other statements error body (no errorClass or host). */
export const STATEMENT_ERROR_SHAPE = { errorShape: 'statement' } as const;
/** Route option: a SQL task refused before it runs (docs/facts/tasks.md §tasks.2): a failed task with the unified error. */
export const TASK_SUBMIT_ERROR_SHAPE = { errorShape: 'taskSubmit' } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: 'sql' | 'statementSubmit' | 'statement' | 'taskSubmit';
  }
}

/** Maps framework errors (body parsing, media types) to catalogue errors; everything unknown is internal. */
function toApiError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ApiError.of('unsupportedMediaType', {
        contentType: String(request.headers['content-type'] ?? ''),
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ApiError.of('bodyTooLarge');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ApiError.of('malformedJson', { detail: error.message });
  }
  if (error instanceof SyntaxError) return ApiError.of('malformedJson', { detail: error.message });
  // A bad %-escape in a form body or a path: the request is malformed (§http.4), not the server broken.
  if (error instanceof URIError)
    return ApiError.of('invalidInput', { detail: `Malformed %-escape: ${error.message}` });
  // Any other client error the framework detected keeps its meaning: the request, not the server, is at fault.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return ApiError.of('invalidInput', { detail: error.message });
  const storage = storageFaultOf(error);
  if (storage !== undefined) return ApiError.of('storageFault', { detail: storage });
  return ApiError.of('internal');
}

/**
 * Per SQL error kind: HTTP status, the `error` code of the SQL body, and the error class reported. Planning errors
 * carry the unified `druidException` (in the service word), failures while running the legacy codes, as the real
 * system answers (docs/facts/sql.md §sql.1, §sql.7; recorded 36.0.0, replay).
 */
const SQL_KINDS: Readonly<
  Record<SqlErrorKind, { status: number; code: string; errorClass: string; category: string }>
> = {
  parse: { status: 400, code: UNIFIED_ERROR, errorClass: 'SqlParseError', category: 'INVALID_INPUT' },
  validation: {
    status: 400,
    code: UNIFIED_ERROR,
    errorClass: 'SqlValidationError',
    category: 'INVALID_INPUT',
  },
  unsupported: {
    status: 400,
    code: UNIFIED_ERROR,
    errorClass: 'SqlUnsupportedError',
    category: 'INVALID_INPUT',
  },
  resourceLimit: {
    status: 400,
    code: 'Resource limit exceeded',
    errorClass: 'ResourceLimitExceeded',
    category: 'CAPACITY_EXCEEDED',
  },
  runtime: {
    status: 500,
    code: 'Unknown exception',
    errorClass: 'QueryRuntimeError',
    category: 'RUNTIME_FAILURE',
  },
  cancelled: {
    status: 500,
    code: 'Query cancelled',
    errorClass: 'QueryCancelledError',
    category: 'CANCELED',
  },
  // The real system's body for a query past its timeout: 504 `Query timeout` (docs/facts/sql.md §sql.7).
  timeout: {
    status: 504,
    code: 'Query timeout',
    errorClass: 'QueryTimeoutException',
    category: 'TIMEOUT',
  },
};

/** A span's end column is exclusive; the real system reports the column of the last character (§sql.2, recorded 36). */
const inclusiveEnd = (span: { line: number; column: number; endLine: number; endColumn: number }) =>
  span.endLine === span.line ? Math.max(span.column, span.endColumn - 1) : Math.max(1, span.endColumn - 1);

/** Failures while the query runs keep the legacy error under `errorCode` legacyQueryException (facts §sql.1). */
const LEGACY_CODES: ReadonlySet<SqlErrorKind> = new Set(['runtime', 'timeout']);

const host = (request: FastifyRequest): string => {
  const socket = request.raw.socket;
  return socket?.localAddress ? `${socket.localAddress}:${socket.localPort}` : request.hostname;
};

/** The synchronous SQL error body: the spec's four fields, then the unified fields real servers add. */
function sqlBody(error: unknown, apiError: ApiError, request: FastifyRequest) {
  if (error instanceof SqlError) {
    const kind = SQL_KINDS[error.kind];
    const position = error.span
      ? {
          line: String(error.span.line),
          column: String(error.span.column),
          endLine: String(error.span.endLine),
          endColumn: String(inclusiveEnd(error.span)),
        }
      : {};
    return {
      status: kind.status,
      body: {
        error: kind.code,
        errorMessage: error.message,
        errorClass: kind.errorClass,
        host: host(request),
        errorCode:
          error.reported.errorCode ??
          (kind.status === 400
            ? 'invalidInput'
            : LEGACY_CODES.has(error.kind)
              ? 'legacyQueryException'
              : 'general'),
        persona: kind.status === 400 ? 'USER' : 'OPERATOR',
        category: kind.category,
        context: LEGACY_CODES.has(error.kind)
          ? // A failure while running names where and what failed (§sql.61, recorded 36 `-097-`, `-102-`).
            { host: host(request), errorClass: kind.errorClass, legacyErrorCode: kind.code }
          : error.reported.bareContext
            ? {}
            : { sourceType: 'sql', ...position, ...error.details },
      },
    };
  }
  // The unified error; a SQL request the server cannot read becomes the legacy body below (legacyBody).
  const code =
    apiError.status >= 500
      ? 'Unknown exception'
      : apiError.status === 404
        ? 'Query not found'
        : UNIFIED_ERROR;
  return {
    status: apiError.status,
    body: {
      error: code,
      errorMessage: apiError.message,
      errorClass: 'ApiError',
      host: host(request),
      errorCode: apiError.code,
      persona: apiError.persona,
      category: apiError.category,
      context: apiError.context,
    },
  };
}

/** The unified `errorCode` the real system gives each category (§sql.9); other categories keep the code. */
const UNIFIED_CODES: Readonly<Record<string, string>> = {
  INVALID_INPUT: 'invalidInput',
  NOT_FOUND: 'notFound',
  FORBIDDEN: 'forbidden',
};

/** How the real system reports a catalogue error in a unified body: its `errorCode` and its `context`. */
function unified(apiError: ApiError) {
  const kind: ErrorKind = ERROR_CATALOG[apiError.code];
  return {
    errorCode: kind.unifiedCode ?? UNIFIED_CODES[apiError.category] ?? apiError.code,
    context: kind.emptyContext ? {} : apiError.context,
  };
}

/** The statements submit body: the SQL body's fields in the spec's order, unified codes for non-SQL errors. */
function statementSubmitBody(body: ReturnType<typeof sqlBody>['body'], apiError: ApiError | undefined) {
  const { error, errorClass, host, persona, category, errorMessage } = body;
  const { errorCode, context } =
    apiError === undefined ? { errorCode: body.errorCode, context: body.context } : unified(apiError);
  return { error, errorClass, host, errorCode, persona, category, errorMessage, context };
}

/** The statements body other than on submit: the unified error alone (§statements.4, `druidException` renamed). */
function statementBody(apiError: ApiError) {
  const { errorCode, context } = unified(apiError);
  return {
    error: UNIFIED_ERROR,
    errorCode,
    persona: apiError.persona,
    category: apiError.category,
    errorMessage: apiError.message,
    context,
  };
}

/** A SQL task refused before it runs: an ID no task has, FAILED, and the unified error of the refusal. */
function taskRefusalBody(body: ReturnType<typeof sqlBody>['body']) {
  const { errorCode, persona, category, errorMessage, context } = body;
  // A caller refused the permission: the word `forbidden` for an ID and the general code (recorded 36 `-139-`, §security.21).
  const forbidden = category === 'FORBIDDEN';
  return {
    // A bare UUID, not a task ID's `query-` form (facts §tasks.2: live 27.0.0, recorded 36.0.0).
    taskId: forbidden ? 'forbidden' : randomUUID(),
    state: 'FAILED',
    error: {
      error: UNIFIED_ERROR,
      errorCode: forbidden ? 'general' : errorCode,
      persona,
      category,
      errorMessage,
      context,
    },
  };
}

/** A SQL request refused before it is read as a query (no type, bad JSON, a bad field): not a query's error. */
const unreadableRequest = (error: unknown, status: number) =>
  !(error instanceof SqlError) && (status === 400 || status === 413 || status === 415);

/** The legacy body alone: the spec's four fields, as the real system answers a request it cannot read (§sql.1). */
function legacyBody(body: ReturnType<typeof sqlBody>['body']) {
  const { errorMessage, errorClass, host } = body;
  return { error: 'Unknown exception', errorMessage, errorClass, host };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const shape = request.routeOptions.config?.errorShape;
    const sqlShape = shape === 'sql' || shape === 'statementSubmit' || shape === 'taskSubmit';
    if (error instanceof SqlError && shape === undefined) {
      // SQL errors outside the SQL routes keep their meaning, in the plain error body.
      const kind = SQL_KINDS[error.kind];
      return reply.code(kind.status).type('application/json').send({ error: error.message });
    }
    const apiError =
      error instanceof SqlError
        ? ApiError.of('invalidInput', { detail: error.message })
        : toApiError(error, request);
    const unexpected = apiError.code === 'internal' && !(error instanceof SqlError);
    if (unexpected) request.log.error({ err: error }, 'unexpected error');
    if (error instanceof SqlError && error.kind === 'runtime')
      request.log.warn({ err: error }, 'query failed at run time');
    // A synchronous query the caller may not run: the access-check body, as the real system's SQL answers (§security.8).
    if (shape === 'sql' && (apiError.code === 'forbidden' || apiError.code === 'serversForbidden'))
      return reply.code(403).type('application/json').send(accessRefusal(apiError.message));
    if (sqlShape) {
      const { status, body } = sqlBody(error, apiError, request);
      const sent =
        shape === 'sql'
          ? unreadableRequest(error, status)
            ? legacyBody(body)
            : body
          : shape === 'taskSubmit'
            ? // A task text that begins with no statement is refused as a query (recorded 36 `-038-`, §sql.60).
              error instanceof SqlError && error.reported.notAStatement === true
              ? body
              : taskRefusalBody(body)
            : statementSubmitBody(body, error instanceof SqlError ? undefined : apiError);
      return reply.code(status).type('application/json').send(sent);
    }
    if (shape === 'statement')
      return reply.code(apiError.status).type('application/json').send(statementBody(apiError));
    return reply.code(apiError.status).type('application/json').send({ error: apiError.message });
  });
  // The path as the client wrote it (its own service word), never the spec's word the router maps it to.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.originalUrl.split('?')[0] ?? '/';
    // A path some route serves with another method is a 405 with Allow, as the real system answers (§http.3).
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      const error = ApiError.of('methodNotAllowed', {
        method: request.method,
        path,
        allowed: allowed.join(', '),
      });
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .type('application/json')
        .send({ error: error.message });
    }
    return reply
      .code(404)
      .type('application/json')
      .send({ error: `No resource at ${request.method} ${path}` });
  });
}
