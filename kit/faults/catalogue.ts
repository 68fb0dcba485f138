// The injected faults: one deliberate non-conformance per fault class, each aimed at one catalogue rule.
import { ignoredCancels, ignoredShutdowns, isResultsWithoutPage, pagesReversed } from './ignored.ts';
import type { FaultRewrite, ProxyRequest, ProxyResponse } from './proxy.ts';
import { UNANCHORED_PERMISSIONS } from './unanchored-permissions.ts';

export const FAULT_CLASSES = [
  'wrong status',
  'missing field',
  'wrong default',
  'wrong header',
  'wrong order',
  'wrong state',
  'pages out of order',
  'cancel ignored',
  'shutdown ignored',
  'unanchored permission',
] as const;

export type FaultClass = (typeof FAULT_CLASSES)[number];

export interface Fault extends FaultRewrite {
  readonly faultClass: FaultClass;
  /** The catalogue rule (spec/rules.json) the fault breaks; its scenarios must then fail. */
  readonly rule: string;
  /** What the faulty server does, in a reader's words. */
  readonly description: string;
  /** The fault needs a target with basic security, the kit logged in as its admin. */
  readonly secured?: boolean;
}

const pathOf = (request: ProxyRequest): string => request.url.split('?')[0] ?? '';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The response with its JSON body changed by `change`; a body that is not JSON stays as it is. */
function withJson(response: ProxyResponse, change: (body: unknown) => unknown): ProxyResponse {
  const body = parse(response.body);
  return body === undefined ? response : { ...response, body: JSON.stringify(change(body)) };
}

const withoutHeader = (response: ProxyResponse, name: string): ProxyResponse => ({
  ...response,
  headers: Object.fromEntries(Object.entries(response.headers).filter(([key]) => key.toLowerCase() !== name)),
});

/** A task's status or report that says SUCCESS wherever it says the task FAILED (`status`, `statusCode`). */
function failedReportedAsSuccess(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(failedReportedAsSuccess);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      (key === 'status' || key === 'statusCode') && inner === 'FAILED'
        ? 'SUCCESS'
        : failedReportedAsSuccess(inner),
    ]),
  );
}

export const FAULTS: readonly Fault[] = [
  {
    faultClass: 'wrong status',
    rule: 'CMP-023',
    description: 'DELETE of a compaction configuration that does not exist answers 200 instead of 404',
    matches: (request) =>
      request.method === 'DELETE' &&
      /^\/analytics\/coordinator\/v1\/config\/compaction\/[^/]+$/.test(pathOf(request)),
    rewriteResponse: (response) =>
      response.status === 404 ? { status: 200, headers: {}, body: '' } : response,
  },
  {
    faultClass: 'missing field',
    rule: 'TSK-002',
    description: 'the task submit response leaves out its required field "state"',
    matches: (request) => request.method === 'POST' && pathOf(request) === '/analytics/v2/sql/task',
    rewriteResponse: (response) =>
      withJson(response, (body) => {
        if (!isObject(body)) return body;
        const { state: _state, ...rest } = body;
        return rest;
      }),
  },
  {
    faultClass: 'wrong default',
    rule: 'CMP-006',
    description: 'a compaction configuration posted without taskPriority is stored with 50 instead of 25',
    matches: (request) => {
      const body = parse(request.body);
      return (
        request.method === 'POST' &&
        pathOf(request) === '/analytics/coordinator/v1/config/compaction' &&
        isObject(body) &&
        !('taskPriority' in body)
      );
    },
    rewriteRequest: (request) => ({
      ...request,
      body: JSON.stringify({ ...(parse(request.body) as object), taskPriority: 50 }),
    }),
  },
  {
    faultClass: 'wrong header',
    rule: 'SQL-018',
    description: 'synchronous SQL answers without the X-Analytics-SQL-Query-Id header',
    matches: (request) => request.method === 'POST' && pathOf(request) === '/analytics/v2/sql',
    rewriteResponse: (response) => withoutHeader(response, 'x-analytics-sql-query-id'),
  },
  {
    faultClass: 'wrong order',
    rule: 'RUL-020',
    description: 'rules history with count lists the oldest entry first instead of the newest',
    matches: (request) =>
      request.method === 'GET' &&
      /^\/analytics\/coordinator\/v1\/rules(\/[^/]+)?\/history$/.test(pathOf(request)) &&
      new URL(request.url, 'http://proxy').searchParams.has('count'),
    rewriteResponse: (response) =>
      withJson(response, (body) => (Array.isArray(body) ? [...body].reverse() : body)),
  },
  {
    faultClass: 'wrong state',
    rule: 'TSK-030',
    description: 'a task that failed reports SUCCESS in its status and its report',
    matches: (request) =>
      request.method === 'GET' &&
      /^\/analytics\/indexer\/v1\/task\/[^/]+\/(status|reports)$/.test(pathOf(request)),
    rewriteResponse: (response) => withJson(response, failedReportedAsSuccess),
  },
  {
    faultClass: 'pages out of order',
    rule: 'STM-039',
    description: 'the results of a statement without page come with its pages in reverse order',
    matches: isResultsWithoutPage,
    answer: pagesReversed,
  },
  {
    faultClass: 'cancel ignored',
    rule: 'STM-017',
    description: 'the DELETE of a running statement answers 202 and the query runs on to its end',
    ...ignoredCancels(),
  },
  {
    faultClass: 'shutdown ignored',
    rule: 'TSK-032',
    description: 'the shutdown of a running task answers 200 with its ID and the task runs on',
    ...ignoredShutdowns(),
  },
  {
    faultClass: 'unanchored permission',
    rule: 'SEC-008',
    description: 'a permission name matches any datasource name that contains a match, not the whole name',
    secured: true,
    ...UNANCHORED_PERMISSIONS,
  },
];
