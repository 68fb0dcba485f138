// What the fuzz tests require of every answer: no 5xx but the one the real system earns, the error shape on a 4xx.

/** Routes whose bodies are SQL requests. */
export const SQL_ROUTES = new Set([
  '/analytics/v2/sql',
  '/analytics/v2/sql/task',
  '/analytics/v2/sql/statements',
]);

export interface FuzzAnswer {
  readonly statusCode: number;
  readonly body: string;
}

/** What is wrong with the answer to `method route`, or undefined. */
export function answerProblem(route: string, method: string, response: FuzzAnswer): string | undefined {
  const status = response.statusCode;
  let body: unknown;
  try {
    body = response.body === '' ? undefined : JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  const record = (body ?? {}) as Record<string, unknown>;
  if (status >= 500) {
    // The one 5xx bad input may earn: integer division by zero, as the real system answers (§robustness.2).
    if (status === 500 && record.errorMessage === '/ by zero') return undefined;
    return `status ${status}`;
  }
  if (status < 400 || method === 'HEAD') return undefined;
  if (body === undefined || typeof body !== 'object' || body === null) return `${status} without a JSON body`;
  const error = record.error;
  if (route === '/analytics/v2/sql/task' && method === 'POST' && typeof error === 'object' && error !== null)
    return typeof (error as Record<string, unknown>).errorMessage === 'string'
      ? undefined
      : `${status}: task refusal without errorMessage`;
  if (typeof error !== 'string' || error === '') return `${status} without a string error`;
  if (SQL_ROUTES.has(route) && method === 'POST' && typeof record.errorMessage !== 'string')
    return `${status} without errorMessage on a SQL route`;
  return undefined;
}
