// Every error the reference can answer: code, HTTP status, category, persona and message template.

export interface ErrorKind {
  readonly status: number;
  readonly category: string;
  readonly persona: 'USER' | 'ADMIN' | 'OPERATOR' | 'DEVELOPER';
  /** Template; `{name}` placeholders are filled from the error's context. */
  readonly message: string;
  /** The unified `errorCode` the real system gives it where that is not its category's usual one. */
  readonly unifiedCode?: string;
  /** The real system's body has an empty `context`: the placeholders' values stay out of the body. */
  readonly emptyContext?: boolean;
}

/** The `error` of unified error bodies: the real system's `druidException`, with the service's neutral word (§sql.1). */
export const UNIFIED_ERROR = 'analyticsException';

export const ERROR_CATALOG = {
  invalidInput: { status: 400, category: 'INVALID_INPUT', persona: 'USER', message: '{detail}' },
  malformedJson: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Malformed JSON body: {detail}',
  },
  invalidConfig: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Invalid configuration: {detail}',
  },
  invalidHistoryQuery: { status: 400, category: 'INVALID_INPUT', persona: 'USER', message: '{detail}' },
  invalidRules: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Invalid retention rules: {detail}',
  },
  unsupportedMediaType: {
    status: 415,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Unsupported Content-Type [{contentType}]; send application/json',
  },
  bodyTooLarge: {
    status: 413,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'The request body is too large',
  },
  // HTTP habits below the routes (http/http-habits.ts, §http.2–§http.6).
  missingContentType: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Missing Content-Type header',
  },
  uriTooLong: {
    status: 414,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'The request URI is longer than the server accepts',
  },
  methodNotAllowed: {
    status: 405,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Method [{method}] is not allowed on [{path}]; allowed: {allowed}',
  },
  sqlQueryNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'No running query has sqlQueryId [{id}]; it is unknown or already complete',
  },
  invalidTaskQuery: { status: 400, category: 'INVALID_INPUT', persona: 'USER', message: '{detail}' },
  // Worded as the real Coordinator answers (docs/facts/lookups.md §lookups.1, live 33).
  lookupNotFound: { status: 404, category: 'NOT_FOUND', persona: 'USER', message: '{detail}' },
  taskNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Cannot find any task with id: [{taskId}]',
  },
  taskReportNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message:
      'No task reports were found for this task. The task may not exist, or it may not have begun running yet.',
  },
  invalidMarkRequest: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message:
      "Invalid request payload. Specify either 'interval' or 'segmentIds' (a non-empty array of strings), but not both: {detail}",
  },
  invalidInterval: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message:
      'Invalid interval [{interval}]: expected ISO 8601 <start>{delimiter}<end> with end not before start',
  },
  notAcceptable: {
    status: 406,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'This endpoint answers application/json; the request accepts only [{accept}]',
  },
  // A markUsed list naming no segment of the datasource is refused as a whole, as Druid 33 does (§segments.10).
  unknownSegmentIds: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Segment IDs [{ids}] name no segment of datasource [{datasource}]',
  },
  segmentNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Segment [{segmentId}] of datasource [{datasource}] not found',
  },
  compactionConfigNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Datasource [{dataSource}] has no compaction configuration',
  },
  // Spec: 404 for an invalid max (the real system's framework answers a query parameter it cannot convert so).
  invalidTaskSlotMax: {
    status: 404,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Invalid max [{max}]: compaction task slots must be an integer from 0 to 2147483647',
  },
  compactionNotEnabled: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Unknown DataSource [{dataSource}]: it does not exist or compaction is not enabled for it',
  },
  unknownQueryParameter: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Unknown query parameter [{name}]; this endpoint takes: {allowed}',
  },
  invalidQueryParameter: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Invalid value [{value}] of query parameter [{name}]: expected {expected}',
  },
  missingQueryParameter: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Invalid request. {name} must be specified',
  },
  conflictingQueryParameters: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Query parameters [{first}] and [{second}] cannot be combined',
  },
  dependentQueryParameter: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Query parameter [{name}] is only taken together with [{needs}]',
  },
  invalidRequestBody: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Invalid request body: expected {expected}',
  },
  datasourceNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Datasource [{datasource}] has no used segment',
  },
  // Statements (§statements.2, §statements.4, §statements.5 gives the real system's messages; statuses follow the spec where the two differ).
  statementExecutionModeMissing: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message:
      'Execution mode is not provided to the sql statement api. Please set [executionMode] to [ASYNC] in the query context',
  },
  statementExecutionModeUnsupported: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message:
      'The sql statement api supports only the execution mode [ASYNC], not [{mode}]. Please set [executionMode] to [ASYNC] in the query context',
  },
  statementInvalidDestination: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Invalid [selectDestination] [{destination}]: expected [taskReport] or [durableStorage]',
  },
  durableStorageDisabled: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    // Druid 27 (live) and 36 (recorded) in their words, with errorCode general (docs/facts/statements.md §statements.2).
    message:
      'The sql statement api cannot read from the select destination [durableStorage] provided in the query context [selectDestination] since it is not configured on the broker. It is recommended to configure durable storage as it allows the user to fetch large result sets. Please contact your cluster admin to configure durable storage.',
    unifiedCode: 'general',
  },
  // Spec: a bad status request is a 400; the real system answers an unknown ID with 404.
  statementStatusNotFound: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message:
      'Query [{queryId}] was not found. The query details are no longer present or might not be of the type [query_controller]. Verify that the id is correct.',
  },
  statementNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message:
      'Query [{queryId}] was not found. The query details are no longer present or might not be of the type [query_controller]. Verify that the id is correct.',
  },
  statementInProgress: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    message: 'Query [{queryId}] is currently in [{state}] state. Please wait for it to complete.',
  },
  // Spec: 404 for a failed or canceled query (the real system answers 400).
  statementFailed: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Query [{queryId}] failed. Check the status api for more details.',
  },
  statementCanceled: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Query [{queryId}] was canceled. Check the status api for more details.',
  },
  statementPageNotFound: {
    status: 400,
    category: 'INVALID_INPUT',
    persona: 'USER',
    // Recorded 36 (docs/facts/statements.md §statements.6): the page alone, an empty context.
    message: 'Page number [{page}] is out of the range of results',
    emptyContext: true,
  },
  statementResultsLost: {
    status: 500,
    category: 'RUNTIME_FAILURE',
    persona: 'OPERATOR',
    message: 'The results of query [{queryId}] are missing from durable storage',
  },
  statementForbidden: {
    status: 403,
    category: 'FORBIDDEN',
    persona: 'USER',
    message:
      'The current user[{user}] cannot view query id[{queryId}] since the query is owned by another user',
  },
  forbidden: { status: 403, category: 'FORBIDDEN', persona: 'USER', message: 'Unauthorized' },
  /** A SQL query on the servers' metadata tables without STATE READ (§security.6, §security.21). */
  serversForbidden: {
    status: 403,
    category: 'FORBIDDEN',
    persona: 'USER',
    message: 'Insufficient permission to view servers: Unauthorized',
  },
  securityInvalid: { status: 400, category: 'INVALID_INPUT', persona: 'ADMIN', message: '{detail}' },
  /** The server's own storage failed (a full disk, a read-only metadata database): the cause, for the operator. */
  storageFault: {
    status: 500,
    category: 'RUNTIME_FAILURE',
    persona: 'OPERATOR',
    message: 'The server cannot write its storage: {detail}',
  },
  internal: {
    status: 500,
    category: 'RUNTIME_FAILURE',
    persona: 'OPERATOR',
    message: 'An internal error occurred; the server log has the details',
  },
} as const satisfies Record<string, ErrorKind>;

export type ErrorCode = keyof typeof ERROR_CATALOG;
