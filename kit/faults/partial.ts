// Capabilities a proxy can take away from a target, to check that the kit reports them unsupported, not failed.
import type { FaultRewrite } from './proxy.ts';

/** A SQL engine without complex types: any query that calls PARSE_JSON is planned against an unknown function. */
export const WITHOUT_COMPLEX_COLUMNS: FaultRewrite = {
  matches: (request) =>
    request.method === 'POST' &&
    request.url.split('?')[0] === '/analytics/v2/sql' &&
    /PARSE_JSON/i.test(request.body),
  rewriteResponse: () => ({
    status: 400,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      error: 'Plan validation failed',
      errorMessage: 'No match found for function signature PARSE_JSON(<CHARACTER>)',
      errorClass: 'org.apache.calcite.runtime.CalciteContextException',
      host: null,
    }),
  }),
};
