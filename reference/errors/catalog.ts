// Every error the reference can answer: code, HTTP status, category, persona and message template.

export interface ErrorKind {
  readonly status: number;
  readonly category: string;
  readonly persona: 'USER' | 'ADMIN' | 'OPERATOR' | 'DEVELOPER';
  /** Template; `{name}` placeholders are filled from the error's context. */
  readonly message: string;
}

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
  sqlQueryNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'No running query has sqlQueryId [{id}]; it is unknown or already complete',
  },
  invalidTaskQuery: { status: 400, category: 'INVALID_INPUT', persona: 'USER', message: '{detail}' },
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
  segmentNotFound: {
    status: 404,
    category: 'NOT_FOUND',
    persona: 'USER',
    message: 'Segment [{segmentId}] of datasource [{datasource}] not found',
  },
  internal: {
    status: 500,
    category: 'RUNTIME_FAILURE',
    persona: 'OPERATOR',
    message: 'An internal error occurred; the server log has the details',
  },
} as const satisfies Record<string, ErrorKind>;

export type ErrorCode = keyof typeof ERROR_CATALOG;
