// Faults a kit without bounds on its waits would wait on forever: result pages out of order, and a cancel or a
// shutdown acknowledged but ignored (issue 28: against such servers the @statements and @tasks runs printed their
// failures and then sat until the 600 s limit of the run around them). Each answers the request itself and consults
// the target for what a faithful answer needs; the proxy's close stops for real what the fault let run on.
import type { FaultRewrite, ProxyRequest, ProxyResponse, Upstream } from './proxy.ts';

const pathOf = (request: ProxyRequest): string => request.url.split('?')[0] ?? '';
const queryOf = (request: ProxyRequest): URLSearchParams => new URL(request.url, 'http://proxy').searchParams;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A GET of the target as the client that sent `request` (its credentials), for what the fault must know. */
const asClient = (request: ProxyRequest, url: string): ProxyRequest => ({
  method: 'GET',
  url,
  headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name === 'authorization')),
  body: '',
});

const RESULTS = /^\/analytics\/v2\/sql\/statements\/([^/]+)\/results$/;

/** The pages of a statement's result its status lists, in the order listed; [] when it lists none. */
async function pageIds(request: ProxyRequest, upstream: Upstream, queryId: string): Promise<unknown[]> {
  const status = await upstream(asClient(request, `/analytics/v2/sql/statements/${queryId}`));
  const pages = (parse(status.body) as { result?: { pages?: { id?: unknown }[] } } | undefined)?.result
    ?.pages;
  return Array.isArray(pages) ? pages.map((page) => page.id) : [];
}

/** Page bodies joined: JSON arrays into one array, line formats and csv one after the other. */
function joined(pages: readonly ProxyResponse[]): string {
  const arrays = pages.map((page) => parse(page.body));
  if (arrays.every(Array.isArray)) return JSON.stringify(arrays.flat());
  return pages.map((page) => page.body).join('');
}

/** Without `page`, every page of the result in reverse order (the spec: page 0 to N, in order). */
export async function pagesReversed(request: ProxyRequest, upstream: Upstream): Promise<ProxyResponse> {
  const queryId = RESULTS.exec(pathOf(request))?.[1] ?? '';
  const ids = await pageIds(request, upstream, queryId);
  if (ids.length < 2) return upstream(request);
  const query = queryOf(request);
  const pages: ProxyResponse[] = [];
  for (const id of [...ids].reverse()) {
    query.set('page', String(id));
    const page = await upstream({ ...request, url: `${pathOf(request)}?${query}` });
    if (page.status !== 200) return page;
    pages.push(page);
  }
  return { status: 200, headers: pages[0]?.headers ?? {}, body: joined(pages) };
}

export const isResultsWithoutPage = (request: ProxyRequest): boolean =>
  request.method === 'GET' && RESULTS.test(pathOf(request)) && !queryOf(request).has('page');

/** A stop the faulty server acknowledges and ignores: which requests, how to see the thing runs, the acknowledgement. */
interface StopKind {
  /** The ID a stop request names, or undefined when the request is no such stop. */
  readonly idOf: (request: ProxyRequest) => string | undefined;
  readonly statusUrl: (id: string) => string;
  /** Whether the target's status says the thing could be stopped (a stop of one that has ended goes through). */
  readonly running: (status: unknown) => boolean;
  readonly acknowledgement: (id: string) => ProxyResponse;
}

/**
 * Acknowledges a stop the target would act on, as the target acknowledges it, and does nothing; the proxy's close
 * sends every ignored stop for real, so nothing the fault let run on outlives the check.
 */
function ignoredStops(kind: StopKind): FaultRewrite {
  const ignored = new Map<string, ProxyRequest>();
  return {
    matches: (request) => kind.idOf(request) !== undefined,
    async answer(request, upstream) {
      const id = kind.idOf(request) ?? '';
      const status = await upstream(asClient(request, kind.statusUrl(id)));
      if (status.status !== 200 || !kind.running(parse(status.body))) return upstream(request);
      ignored.set(id, request);
      return kind.acknowledgement(id);
    },
    async settle(upstream) {
      for (const request of ignored.values()) await upstream(request).catch(() => undefined);
      ignored.clear();
    },
  };
}

const STATEMENT = /^\/analytics\/v2\/sql\/statements\/([^/]+)$/;
const SHUTDOWN = /^\/analytics\/indexer\/v1\/task\/([^/]+)\/shutdown$/;

/** A statement cancel answered 202 while the query runs on to its end. */
export const ignoredCancels = (): FaultRewrite =>
  ignoredStops({
    idOf: (request) => (request.method === 'DELETE' ? STATEMENT.exec(pathOf(request))?.[1] : undefined),
    statusUrl: (id) => `/analytics/v2/sql/statements/${id}`,
    running: (status) => ['ACCEPTED', 'RUNNING'].includes(String((status as { state?: unknown })?.state)),
    acknowledgement: () => ({ status: 202, headers: {}, body: '' }),
  });

/** A task shutdown answered 200 with the task's ID while the task runs on. */
export const ignoredShutdowns = (): FaultRewrite =>
  ignoredStops({
    idOf: (request) => (request.method === 'POST' ? SHUTDOWN.exec(pathOf(request))?.[1] : undefined),
    statusUrl: (id) => `/analytics/indexer/v1/task/${id}/status`,
    running: (status) =>
      ['RUNNING', 'PENDING', 'WAITING'].includes(
        String((status as { status?: { status?: unknown } })?.status?.status),
      ),
    acknowledgement: (id) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ task: decodeURIComponent(id) }),
    }),
  });
